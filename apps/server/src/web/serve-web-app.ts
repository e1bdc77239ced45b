/**
 * Serves the built web app: hashed assets with long-lived caching, other files revalidated, the
 * prerendered public pages (prerendered-pages.ts) for their routes, and `index.html` (with the
 * runtime configuration injected) for every other client route — never for the server's own
 * prefixes, which answer JSON 404s instead.
 */
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { RuntimeConfig } from '@ascend/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config.js';
import { escapeHtml } from './escape-html.js';
import { encodingFor, loadPrerenderedPages } from './prerendered-pages.js';
import {
  loadRoutePreloads,
  routeOf,
  withPreloads,
  withoutScriptPreloads,
} from './route-preloads.js';

/** Paths the server owns; a miss under them is a 404, not the web app. */
const SERVER_PREFIXES = ['/api', '/auth', '/_dev', '/health'];

/** Prerendered with sign-up offered (the build knows no configuration): not sent when it is closed. */
const PAGES_OFFERING_SIGN_UP = new Set(['/login']);

const CONFIG_PLACEHOLDER = '<meta name="ascend-config" content="{}" />';

function renderIndexHtml(template: string, runtime: RuntimeConfig): string {
  const tag = `<meta name="ascend-config" content="${escapeHtml(JSON.stringify(runtime))}" />`;
  return template.includes(CONFIG_PLACEHOLDER)
    ? template.replace(CONFIG_PLACEHOLDER, tag)
    : template.replace('</head>', `${tag}</head>`);
}

function isServerPath(pathname: string): boolean {
  return SERVER_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

function wantsHtml(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0]!;
  if (isServerPath(pathname)) return false;
  if (pathname === '/index.html') return true;
  // A missing file with an extension (e.g. /assets/old-hash.js) is a 404, not the app shell.
  if (/\.[a-z0-9]+$/i.test(pathname)) return false;
  return true;
}

function notFoundAsJson(request: FastifyRequest, reply: FastifyReply) {
  return reply
    .code(404)
    .send({ detail: `Not found: ${request.method} ${request.url.split('?')[0]}` });
}

export async function serveWebApp(
  app: FastifyInstance,
  config: Config,
  runtime: RuntimeConfig,
): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  if (!fs.existsSync(indexFile)) {
    app.log.warn(
      { webDistDir: config.webDistDir },
      'the web app is not built (run `npm run build`); serving the API only',
    );
    app.setNotFoundHandler(notFoundAsJson);
    return;
  }
  const indexHtml = renderIndexHtml(fs.readFileSync(indexFile, 'utf8'), runtime);
  const routePreloads = loadRoutePreloads(config.webDistDir, app.log);
  // The app shell of each path whose page code is known, with that code announced in its head.
  const shells = new Map(
    [...routePreloads].map(([route, files]) => [route, withPreloads(indexHtml, files)]),
  );
  // The prerendered pages fetch their code after the first paint.
  const prerendered = loadPrerenderedPages(config.webDistDir, runtime, (html) =>
    withoutScriptPreloads(renderIndexHtml(html, runtime)),
  );

  await app.register(fastifyStatic, {
    root: config.webDistDir,
    index: false,
    // index.html is served from memory, with the runtime configuration injected. A source map is
    // never published, should one be left in the build (the web build keeps them elsewhere).
    allowedPath: (pathName) => pathName !== '/index.html' && !pathName.endsWith('.map'),
    // One route per built file (the build does not change while the server runs), so unknown paths
    // reach the not-found handler of their own prefix — /auth/v1 answers in the protocol's shape.
    wildcard: false,
    cacheControl: false,
    // The web build writes .br and .gz beside each asset; send those to clients that accept them.
    preCompressed: true,
    setHeaders(response, filePath) {
      const relative = path.relative(config.webDistDir, filePath);
      response.header(
        'cache-control',
        relative.startsWith(`assets${path.sep}`)
          ? 'public, max-age=31536000, immutable'
          : 'public, max-age=0, must-revalidate',
      );
    },
  });

  const sendIndex = (request: FastifyRequest, reply: FastifyReply) =>
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(shells.get(routeOf(request.url)) ?? indexHtml);

  /** The prerendered page of this route in the visitor's language, else the app shell. */
  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const [pathname = '/', search = ''] = request.url.split('?', 2);
    if (runtime.disableSignup && PAGES_OFFERING_SIGN_UP.has(pathname)) {
      return sendIndex(request, reply);
    }
    const page = prerendered.pageFor(
      pathname,
      new URLSearchParams(search),
      request.headers['accept-language'],
    );
    if (!page) return sendIndex(request, reply);
    const encoding = encodingFor(request.headers['accept-encoding']);
    reply
      .code(200)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-language, accept-encoding')
      .type('text/html; charset=utf-8');
    if (!encoding) return reply.send(page.html);
    return reply.header('content-encoding', encoding).send(page[encoding]);
  };

  // The static handler treats `/` as a directory listing (refused); the root is a page too.
  app.get('/', sendPage);
  app.setNotFoundHandler((request, reply) =>
    wantsHtml(request) ? sendPage(request, reply) : notFoundAsJson(request, reply),
  );
}
