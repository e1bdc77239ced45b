/**
 * Security headers and CORS for every response. The Content-Security-Policy is what the built web
 * app needs and nothing more: scripts and connections only from this origin (no inline scripts —
 * the theme pre-paint script is a file), inline style attributes allowed (React/Radix set them),
 * images also from data:/blob: (avatar previews), frames only from the configured community widget.
 */
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config.js';

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

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const widgetOrigin = config.community.widgetUrl
    ? new URL(config.community.widgetUrl).origin
    : null;
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'font-src': ["'self'"],
    'connect-src': ["'self'"],
    'frame-src': widgetOrigin ? [widgetOrigin] : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
    // Avatars are fetched by the app itself; other sites may not embed our resources.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // HSTS only means something over HTTPS; on plain-http local runs it is noise.
    strictTransportSecurity: config.siteUrl.startsWith('https://')
      ? { maxAge: 31_536_000, includeSubDomains: true }
      : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  await app.register(cors, {
    origin: [new URL(config.siteUrl).origin],
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ALLOWED_HEADERS,
    exposedHeaders: EXPOSED_HEADERS,
    maxAge: 600,
  });
}
