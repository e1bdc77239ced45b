/** The shape of an auth endpoint handler and what the router hands it. */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthServices } from '../auth-services.js';
import type { AccessTokenClaims } from '../../identity/access-token-claims.js';
import type { AuthenticatedUser } from './authenticate.js';

export interface HandlerContext {
  services: AuthServices;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set on routes that require a user. */
  auth?: AuthenticatedUser;
  /** Set on admin routes. */
  admin?: AccessTokenClaims;
  /**
   * Passes the route's rate-limit rules of stage `inHandler` (routes.ts): call it once the body is
   * valid, before the address is looked up. Throws the 429 of the first limit reached.
   */
  passDeferredLimits: () => Promise<void>;
}

export type AuthHandler = (context: HandlerContext) => unknown;

export function requestOrigin(request: FastifyRequest) {
  const userAgent = request.headers['user-agent'];
  return { ip: request.ip ?? null, userAgent: typeof userAgent === 'string' ? userAgent : null };
}

/** `redirect_to` from the query or the request header (supabase/auth `getRedirectTo`). */
export function requestedRedirect(request: FastifyRequest): string | undefined {
  const query = request.query as Record<string, unknown> | undefined;
  const fromQuery = query?.redirect_to;
  if (typeof fromQuery === 'string' && fromQuery !== '') return fromQuery;
  const fromHeader = request.headers.redirect_to;
  return typeof fromHeader === 'string' && fromHeader !== '' ? fromHeader : undefined;
}

export function referer(request: FastifyRequest): string | undefined {
  const value = request.headers.referer;
  return typeof value === 'string' ? value : undefined;
}
