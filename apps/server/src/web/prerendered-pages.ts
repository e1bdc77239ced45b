/**
 * The public pages the web build prerendered (`apps/web/dist/prerendered/`, see
 * apps/web/scripts/prerender.mjs): one file per route and language. They are completed once at
 * start-up — the runtime configuration put in, compressed — and the language is chosen per request
 * the way the web app detects it: `?lng=`, then (its local storage being out of reach) the
 * browser's Accept-Language. The web app hydrates the page only when it shows the language it
 * would pick itself; otherwise it renders afresh.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { RuntimeConfig } from '@ascend/contracts';
import Negotiator from 'negotiator';
import { z } from 'zod';
import { escapeHtml } from './escape-html.js';

const manifestSchema = z.record(z.string().startsWith('/'), z.record(z.string(), z.string()));

interface PreparedPage {
  html: string;
  gzip: Buffer;
  br: Buffer;
}

export interface PrerenderedPages {
  /** The page for this path (no query) in the best language for the request, if prerendered. */
  pageFor(
    pathname: string,
    query: URLSearchParams,
    acceptLanguage: string | undefined,
  ): PreparedPage | null;
}

/** Puts the runtime configuration where the prerendering left markers (`__ASCEND_CONFIG_<key>__`). */
function fillConfigMarkers(html: string, runtime: RuntimeConfig): string {
  return html.replace(/__ASCEND_CONFIG_(\w+)__/g, (_marker, key: string) => {
    const value = Object.hasOwn(runtime, key) ? runtime[key as keyof RuntimeConfig] : null;
    return escapeHtml(String(value ?? ''));
  });
}

function prepare(html: string): PreparedPage {
  return {
    html,
    gzip: zlib.gzipSync(html, { level: 9 }),
    br: zlib.brotliCompressSync(html, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    }),
  };
}

const NONE: PrerenderedPages = { pageFor: () => null };

/**
 * Reads the prerendered pages of the build, each completed by `complete` (which injects the
 * runtime configuration's meta tag and takes out the script preloads). A build without them is
 * served with the app shell alone.
 */
export function loadPrerenderedPages(
  webDistDir: string,
  runtime: RuntimeConfig,
  complete: (html: string) => string,
): PrerenderedPages {
  const directory = path.join(webDistDir, 'prerendered');
  const manifestFile = path.join(directory, 'manifest.json');
  if (!fs.existsSync(manifestFile)) return NONE;
  const manifest = manifestSchema.parse(JSON.parse(fs.readFileSync(manifestFile, 'utf8')));
  const pages = new Map<string, Map<string, PreparedPage>>();
  for (const [route, files] of Object.entries(manifest)) {
    const byLanguage = new Map<string, PreparedPage>();
    for (const [language, file] of Object.entries(files)) {
      const html = fs.readFileSync(path.join(directory, path.basename(file)), 'utf8');
      byLanguage.set(language, prepare(complete(fillConfigMarkers(html, runtime))));
    }
    pages.set(route, byLanguage);
  }
  return {
    pageFor(pathname, query, acceptLanguage) {
      const byLanguage = pages.get(pathname);
      if (!byLanguage) return null;
      const languages = [...byLanguage.keys()];
      const asked = query.get('lng')?.split('-')[0]?.toLowerCase();
      const language =
        (asked && byLanguage.has(asked) ? asked : undefined) ??
        new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language(languages) ??
        (byLanguage.has('en') ? 'en' : languages[0]);
      return language ? (byLanguage.get(language) ?? null) : null;
    },
  };
}

/** The best encoding of a prepared page this client accepts. */
export function encodingFor(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const chosen = new Negotiator({ headers: { 'accept-encoding': acceptEncoding } }).encoding([
    'br',
    'gzip',
    'identity',
  ]);
  return chosen === 'br' || chosen === 'gzip' ? chosen : null;
}
