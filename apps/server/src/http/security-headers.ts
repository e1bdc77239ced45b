/**
 * Security headers and CORS for every response. A page's Content-Security-Policy is what the built web
 * app needs and nothing more: scripts and connections only from this origin (no inline scripts —
 * the theme pre-paint script is a file), inline style attributes allowed (React/Radix set them),
 * WebAssembly compiled from our own files ('wasm-unsafe-eval': the face scan, the barcode reader),
 * images also from data:/blob: (avatar previews) and from Open Food Facts' image server while product
 * lookups are on (the product scan shows their CC BY-SA product photos), frames only from the
 * configured community widget.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { OFF_IMAGE_ORIGIN, type Config } from '../config.js';

/** Headers the Supabase client sends (auth-protocol.md §1), allowed cross-origin from SITE_URL. */
const ALLOWED_HEADERS = [
  'accept',
  'authorization',
  'content-type',
  'apikey',
  'x-client-info',
  'x-client-ip',
  'x-jwt-aud',
  'x-supabase-api-version',
  'x-use-cookie',
];
const EXPOSED_HEADERS = ['x-total-count', 'link', 'x-supabase-api-version'];

function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const widgetOrigin = config.community.widgetUrl
    ? new URL(config.community.widgetUrl).origin
    : null;
  return {
    'default-src': ["'self'"],
    // 'wasm-unsafe-eval' compiles our own WebAssembly (the face scan's detector, without which the
    // library silently falls back to a far slower backend; the barcode reader); it allows no eval()
    // of JavaScript and no script from anywhere else.
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    // The face scan's detector runs in a module worker from the app's own origin.
    'worker-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      ...(config.openFoodFacts.enabled ? [OFF_IMAGE_ORIGIN] : []),
    ],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': widgetOrigin ? [widgetOrigin] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/**
 * The headers helmet would set, computed once: they do not depend on the request, and running the
 * helmet middleware on every request halves the throughput of a small JSON route.
 */
function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, response, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined) throw failure;
  return headers;
}

/**
 * JSON answers of the auth service, the product API and /health. They are never rendered as a
 * document, so they get the headers OWASP's REST cheat sheet names instead of a page's dozen: a CSP
 * that allows nothing, nosniff, same-origin embedding, no referrer, no caching (tokens and personal
 * data; a route that may be cached, such as the JWKS or an avatar, says so itself), and HSTS.
 * Fewer headers also matter on these, the busiest routes: each costs a few microseconds.
 */
const JSON_ANSWER_PATH = /^\/(?:auth\/v1|api\/v1)\/|^\/health(?:[?/]|$)/;

function hstsOption(config: Config): HelmetOptions['strictTransportSecurity'] {
  // HSTS only means something over HTTPS; on plain-http local runs it is noise.
  return config.siteUrl.startsWith('https://')
    ? { maxAge: 31_536_000, includeSubDomains: true }
    : false;
}

function jsonAnswerHeaders(config: Config): Record<string, string> {
  return {
    ...securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: { 'default-src': ["'none'"], 'frame-ancestors': ["'none'"] },
      },
      crossOriginOpenerPolicy: false,
      crossOriginResourcePolicy: { policy: 'same-origin' },
      originAgentCluster: false,
      referrerPolicy: { policy: 'no-referrer' },
      strictTransportSecurity: hstsOption(config),
      xDnsPrefetchControl: false,
      xDownloadOptions: false,
      xFrameOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
    'cache-control': 'no-store',
  };
}

function documentHeaders(config: Config): Record<string, string> {
  return securityHeaders({
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Avatars are fetched by the app itself; other sites may not embed our resources.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    strictTransportSecurity: hstsOption(config),
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const forJson = jsonAnswerHeaders(config);
  const forDocuments = documentHeaders(config);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(JSON_ANSWER_PATH.test(request.url) ? forJson : forDocuments);
    done();
  });
  await app.register(cors, {
    origin: [new URL(config.siteUrl).origin],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
