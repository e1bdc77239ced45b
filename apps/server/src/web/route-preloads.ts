/**
 * The chunks each page of the web app loads lazily, announced in that page's HTML as
 * `<link rel="modulepreload">` so the browser fetches them alongside the entry script rather than
 * after it has run (one round trip less before the page's content). The web build writes the list
 * (apps/web/build/route-preloads.ts); a build without it, or with a damaged one, only loses the
 * hints.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';

export const ROUTE_PRELOADS_FILE = path.join('.vite', 'route-preloads.json');

const routePreloadsFile = z.record(
  z.string().regex(/^\/[\w/-]*$/),
  z.array(z.string().regex(/^assets\/[\w.~-]+\.js$/)),
);

/** Path (without a trailing slash) → the files its page loads lazily. */
export type RoutePreloads = ReadonlyMap<string, readonly string[]>;

export function loadRoutePreloads(webDistDir: string, log: FastifyBaseLogger): RoutePreloads {
  const file = path.join(webDistDir, ROUTE_PRELOADS_FILE);
  if (!fs.existsSync(file)) return new Map();
  try {
    return new Map(
      Object.entries(routePreloadsFile.parse(JSON.parse(fs.readFileSync(file, 'utf8')))),
    );
  } catch (error) {
    log.warn({ file, reason: (error as Error).message }, 'route preloads ignored: unreadable');
    return new Map();
  }
}

/** The app shell of one path: the given shell with that path's files announced in its head. */
export function withPreloads(shell: string, files: readonly string[]): string {
  const links = files
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
  return shell.replace('</head>', `${links}</head>`);
}

/**
 * A prerendered page without its script preloads. The page is readable before any script runs, and
 * the app starts only after the first paint (apps/web/src/main.tsx), which then loads its code. A
 * preload would fetch that code beside the stylesheet the first paint waits for: on a slow
 * connection, the text would appear later for the sake of an earlier hydration.
 */
export function withoutScriptPreloads(page: string): string {
  return page.replaceAll(/<link rel="modulepreload"[^>]*>/g, '');
}

/** A request path as the preloads name it: no query, no trailing slash. */
export function routeOf(url: string): string {
  return url.split('?')[0]!.replace(/\/+$/, '') || '/';
}
