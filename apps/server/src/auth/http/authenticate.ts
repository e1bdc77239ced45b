/**
 * The two authentication requirements of the protocol: a user's access token
 * (`requireAuthentication`) and an admin token (`requireAdminCredentials`). The token is read,
 * verified and its session loaded by the authenticator both services share
 * (identity/token-authenticator.ts); here its refusals become the protocol's errors.
 */
import type { FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '../../identity/access-token-claims.js';
import type { TokenFailure, UserAuthentication } from '../../identity/token-authenticator.js';
import type { UserTokenDefect } from '../../identity/user-token-claims.js';
import type { AuthServices } from '../auth-services.js';
import { AccessTokenError } from '../tokens/verify-access-token.js';
import type { AuthError } from './auth-error.js';
import { sessionLimitsOf, sessionValidity } from '../sessions/session-limits.js';
import { authErrors } from './auth-errors.js';

export type AuthenticatedUser = UserAuthentication;

/** Why claims are not a user's access token, in the protocol's words (supabase/auth `auth.go`). */
const USER_TOKEN_ERRORS: Record<UserTokenDefect, () => AuthError> = {
  sub: () => authErrors.badJwtClaim('invalid claim: missing sub claim'),
  exp: () =>
    authErrors.badJwtClaim(
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required',
    ),
  session_id: () => authErrors.badJwtClaim('invalid claim: session_id claim must be a UUID'),
  aud: () => authErrors.unexpectedAudience(),
};

const sessionNotFound = () => authErrors.sessionNotFound();

/** The protocol's answer to each refusal (supabase/auth `requireAuthentication`). */
function authErrorOf(refusal: TokenFailure): AuthError {
  switch (refusal.failure) {
    case 'no_token':
      return authErrors.noAuthorization();
    case 'bad_token': {
      const reason =
        refusal.error instanceof AccessTokenError ? refusal.error.message : 'token is malformed';
      return authErrors.badJwt(reason);
    }
    case 'not_user_token':
      return USER_TOKEN_ERRORS[refusal.defect]();
    case 'user_not_found':
      return authErrors.tokenUserNotFound();
    case 'session_not_found':
      return sessionNotFound();
    case 'user_banned':
      return authErrors.userBanned();
  }
}

export async function authenticateUser(
  services: AuthServices,
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  const result = await services.authenticator.user(request.headers.authorization);
  if ('failure' in result) throw authErrorOf(result);
  return result;
}

const NO_SESSION_ID = '00000000-0000-0000-0000-000000000000';

/**
 * An admin token: verified and, when it names a session (a user's token given an admin role), that
 * session must still exist and be within its time limits, as supabase/auth checks before the role
 * (`requireAdminCredentials`): a token stays usable past a sign-out otherwise. API keys name none.
 */
export async function authenticateAdmin(
  services: AuthServices,
  request: FastifyRequest,
): Promise<AccessTokenClaims> {
  const result = await services.authenticator.verified(request.headers.authorization);
  if ('failure' in result) throw authErrorOf(result);
  const { claims } = result;
  if (typeof claims.session_id === 'string' && claims.session_id !== NO_SESSION_ID) {
    const user = await services.authenticator.userOf(result);
    if ('failure' in user) throw authErrorOf(user);
    const limits = sessionLimitsOf(services.config.auth);
    if (sessionValidity(user.session, limits, new Date()) !== 'valid') {
      throw authErrors.adminSessionExpired();
    }
  }
  if (typeof claims.role !== 'string' || !services.config.auth.adminRoles.includes(claims.role)) {
    throw authErrors.notAdmin();
  }
  return claims;
}
