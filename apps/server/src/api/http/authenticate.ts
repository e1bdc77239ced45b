/**
 * Bearer authentication for the product API: the access token is verified locally with the auth
 * service's keys (its shared verifier, which caches verified signatures), must be meant for
 * `authenticated` users, and its session must still exist, so a signed-out token stops working at
 * once rather than when it expires. One primary-key lookup, remembered by the read cache until the
 * session or the user changes.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '../../auth/tokens/access-token-claims.js';
import { isUserToken } from '../../auth/tokens/user-token-claims.js';
import { compileOnce } from '../../db/prepared-query.js';
import { ApiError } from './api-error.js';

export interface ApiUser {
  id: string;
  sessionId: string;
  claims: AccessTokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every protected route. */
    apiUser: ApiUser | null;
  }
}

const BEARER = /^bearer (\S+)$/i;

const unauthorized = (detail: string) => new ApiError(401, detail);

/** Whether an ISO timestamp is due; most sessions have none, so most requests skip the clock. */
function isPast(timestamp: string | null): boolean {
  return timestamp !== null && timestamp <= new Date().toISOString();
}

export function createAuthenticate(app: FastifyInstance) {
  const { db, readCache } = app.database;
  // Built and compiled once: on this hot path compiling the SQL would cost more than running it.
  const findSession = compileOnce(db as never, ['sessionId'] as const, (parameters) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.not_after', 'users.banned_until'])
      .where('sessions.id', '=', parameters.sessionId),
  );

  return async function authenticate(request: FastifyRequest): Promise<void> {
    const header = request.headers.authorization;
    const token = typeof header === 'string' ? BEARER.exec(header)?.[1] : undefined;
    if (!token) throw unauthorized('Not authenticated: send Authorization: Bearer <access token>');

    let claims: AccessTokenClaims;
    try {
      claims = await app.accessTokens.verify(token);
    } catch {
      throw unauthorized('Invalid or expired access token');
    }
    // The same rule as the auth service's: audience, exp, sub and session_id as we issue them.
    if (!isUserToken(claims)) throw unauthorized('Invalid or expired access token');

    const sessionId = claims.session_id;
    const [session] = await readCache.read(claims.sub, `api-session:${sessionId}`, () =>
      findSession({ sessionId }),
    );
    if (!session || session.user_id !== claims.sub || isPast(session.not_after)) {
      throw unauthorized('Session expired or signed out');
    }
    if (session.banned_until !== null && !isPast(session.banned_until)) {
      throw new ApiError(403, 'User is banned');
    }
    request.apiUser = { id: claims.sub, sessionId: claims.session_id, claims };
  };
}

/** The signed-in user of a protected route. */
export function apiUserOf(request: FastifyRequest): ApiUser {
  if (!request.apiUser) throw unauthorized('Not authenticated');
  return request.apiUser;
}
