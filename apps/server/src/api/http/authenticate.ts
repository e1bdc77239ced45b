/**
 * Bearer authentication for the product API: the access token is verified locally with the auth
 * service's keys (its shared verifier, which caches verified signatures), must be meant for
 * `authenticated` users, and its session must still exist, so a signed-out token stops working at
 * once rather than when it expires. One primary-key lookup, remembered by the read cache until the
 * session or the user changes (factors included).
 *
 * The second factor is part of authentication, not of each route: by default a user who has a
 * verified factor must present an aal2 token of a session still at aal2, else 403
 * `insufficient_aal` (the code the auth service uses), which the web app turns into the prompt for
 * a code. A route that must stay reachable at aal1 asks for it by name (`assurance: 'aal1'`).
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '../../auth/tokens/access-token-claims.js';
import { isUserToken } from '../../auth/tokens/user-token-claims.js';
import { sql } from 'kysely';
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

/**
 * What a route asks of the session's assurance level: `aal2-if-enrolled` (the default) refuses an
 * aal1 token of a user with a verified factor; `aal1` accepts any valid session.
 */
export type AssuranceRequirement = 'aal2-if-enrolled' | 'aal1';

/** The preHandler of a protected route, carrying what it requires (read by the route list). */
export type Authenticate = ((request: FastifyRequest) => Promise<void>) & {
  readonly assurance: AssuranceRequirement;
};

/** Whether a route handler is a product-API authentication (and so carries its requirement). */
export function isAuthenticate(handler: unknown): handler is Authenticate {
  return typeof handler === 'function' && 'assurance' in handler;
}

const INSUFFICIENT_AAL = 'insufficient_aal';

const secondFactorRequired = () =>
  new ApiError(
    403,
    'Two-factor authentication required: enter the code from your authenticator app',
    INSUFFICIENT_AAL,
  );

/** Whether an ISO timestamp is due; most sessions have none, so most requests skip the clock. */
function isPast(timestamp: string | null): boolean {
  return timestamp !== null && timestamp <= new Date().toISOString();
}

export function createAuthenticate(
  app: FastifyInstance,
  { assurance = 'aal2-if-enrolled' }: { assurance?: AssuranceRequirement } = {},
): Authenticate {
  const { db, readCache } = app.database;
  // Built and compiled once: on this hot path compiling the SQL would cost more than running it.
  // Whether the user has a verified factor rides on the same lookup (and the same cache entry:
  // a change to the user's factors drops it), so the check costs no query of its own.
  const findSession = compileOnce(db as never, ['sessionId'] as const, (parameters) =>
    db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select(['sessions.user_id', 'sessions.not_after', 'sessions.aal', 'users.banned_until'])
      .select((eb) =>
        eb
          .exists(
            eb
              .selectFrom('mfa_factors')
              .select('mfa_factors.id')
              .whereRef('mfa_factors.user_id', '=', 'sessions.user_id')
              .where('mfa_factors.status', '=', sql.lit('verified')),
          )
          .as('has_verified_factor'),
      )
      .where('sessions.id', '=', parameters.sessionId),
  );

  async function authenticate(request: FastifyRequest): Promise<void> {
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
    // SQLite answers EXISTS with 0 or 1, PostgreSQL with a boolean. The session's own level counts
    // too: unenrolling the factor that raised it drops it to aal1 while its aal2 tokens live on.
    if (
      assurance === 'aal2-if-enrolled' &&
      Boolean(session.has_verified_factor) &&
      (claims.aal !== 'aal2' || session.aal !== 'aal2')
    ) {
      throw secondFactorRequired();
    }
    request.apiUser = { id: claims.sub, sessionId: claims.session_id, claims };
  }

  return Object.assign(authenticate, { assurance });
}

/** The signed-in user of a protected route. */
export function apiUserOf(request: FastifyRequest): ApiUser {
  if (!request.apiUser) throw unauthorized('Not authenticated');
  return request.apiUser;
}
