/**
 * Bearer authentication of the product API's protected routes, applied from the route table
 * (api/routes.ts): the shared authenticator (identity/token-authenticator.ts) reads and verifies the
 * token and looks its session up (one cached primary-key lookup); its refusals become
 * `{"detail"}` answers here, 401 or, for a banned user, 403.
 *
 * The second factor is part of authentication, not of each route: by default a user who has a
 * verified factor must present an aal2 token of a session still at aal2, else 403
 * `insufficient_aal` (the code the auth service uses), which the web app turns into the prompt for
 * a code. A route that must stay reachable at aal1 says so in the table (`assurance: 'aal1'`).
 */
import type { FastifyRequest } from 'fastify';
import type {
  SessionAuthentication,
  TokenAuthenticator,
  TokenFailureReason,
} from '../../identity/token-authenticator.js';
import { ApiError } from './api-error.js';

export type ApiUser = SessionAuthentication;

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the authentication hook on every protected route. */
    apiUser: ApiUser | null;
  }
}

/**
 * What a route asks of the session's assurance level: `aal2-if-enrolled` (the default) refuses an
 * aal1 token of a user with a verified factor; `aal1` accepts any valid session.
 */
export type AssuranceRequirement = 'aal2-if-enrolled' | 'aal1';

const unauthorized = (detail: string) => () => new ApiError(401, detail);
const signedOut = unauthorized('Session expired or signed out');
const invalidToken = unauthorized('Invalid or expired access token');

const REFUSALS: Record<TokenFailureReason, () => ApiError> = {
  no_token: unauthorized('Not authenticated: send Authorization: Bearer <access token>'),
  bad_token: invalidToken,
  // The same rule as the auth service's: audience, exp, sub and session_id as we issue them.
  not_user_token: invalidToken,
  user_not_found: signedOut,
  session_not_found: signedOut,
  user_banned: () => new ApiError(403, 'User is banned'),
};

const secondFactorRequired = () =>
  new ApiError(
    403,
    'Two-factor authentication required: enter the code from your authenticator app',
    'insufficient_aal',
  );

/** The hook (before validation) of the table's protected routes of one assurance requirement. */
export function createAuthenticate(
  authenticator: TokenAuthenticator,
  assurance: AssuranceRequirement,
): (request: FastifyRequest) => Promise<void> {
  return async function authenticate(request) {
    const result = await authenticator.session(request.headers.authorization);
    if ('failure' in result) throw REFUSALS[result.failure]();
    // The session's own level counts too: unenrolling the factor that raised it drops it to aal1
    // while its aal2 tokens live on.
    if (
      assurance === 'aal2-if-enrolled' &&
      result.hasVerifiedFactor &&
      (result.claims.aal !== 'aal2' || result.sessionAal !== 'aal2')
    ) {
      throw secondFactorRequired();
    }
    request.apiUser = result;
  };
}

/** The signed-in user of a protected route. */
export function apiUserOf(request: FastifyRequest): ApiUser {
  if (!request.apiUser) throw new ApiError(401, 'Not authenticated');
  return request.apiUser;
}
