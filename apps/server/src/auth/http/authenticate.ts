/**
 * The two authentication requirements of the protocol: a user's access token
 * (`requireAuthentication`) and an admin token (`requireAdminCredentials`).
 */
import type { FastifyRequest } from 'fastify';
import type { IdentityRow, SessionRow, UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import type { AccessTokenClaims } from '../tokens/access-token-claims.js';
import { userTokenDefect, type UserTokenDefect } from '../tokens/user-token-claims.js';
import { AccessTokenError } from '../tokens/verify-access-token.js';
import { isBanned } from '../users/users-repository.js';
import { AuthError } from './auth-error.js';

export interface AuthenticatedUser {
  claims: AccessTokenClaims;
  user: UserRow;
  identities: readonly IdentityRow[];
  session: SessionRow | undefined;
  token: string;
}

export function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = typeof header === 'string' ? /^bearer (\S+)$/i.exec(header) : null;
  if (!match) {
    throw new AuthError(401, 'no_authorization', 'This endpoint requires a valid Bearer token');
  }
  return match[1]!;
}

export async function verifiedClaims(
  services: AuthServices,
  request: FastifyRequest,
): Promise<{ claims: AccessTokenClaims; token: string }> {
  const token = bearerToken(request);
  try {
    return { claims: await services.verifier.verify(token), token };
  } catch (error) {
    const reason = error instanceof AccessTokenError ? error.message : 'token is malformed';
    throw new AuthError(
      403,
      'bad_jwt',
      `invalid JWT: unable to parse or verify signature, ${reason}`,
    );
  }
}

/** Why claims are not a user's access token, in the protocol's words (supabase/auth `auth.go`). */
const USER_TOKEN_ERRORS: Record<UserTokenDefect, () => AuthError> = {
  sub: () => new AuthError(403, 'bad_jwt', 'invalid claim: missing sub claim'),
  exp: () =>
    new AuthError(
      403,
      'bad_jwt',
      'invalid JWT: unable to parse or verify signature, token has invalid claims: token is missing required claim: exp claim is required',
    ),
  session_id: () => new AuthError(403, 'bad_jwt', 'invalid claim: session_id claim must be a UUID'),
  aud: () =>
    new AuthError(403, 'unexpected_audience', "Token audience doesn't match request audience"),
};

export async function authenticateUser(
  services: AuthServices,
  request: FastifyRequest,
): Promise<AuthenticatedUser> {
  const { claims, token } = await verifiedClaims(services, request);
  const defect = userTokenDefect(claims);
  if (defect !== undefined) throw USER_TOKEN_ERRORS[defect]();
  const { user, session, identities } = await services.users.load(claims.sub!, claims.session_id);
  if (!user)
    throw new AuthError(403, 'user_not_found', 'User from sub claim in JWT does not exist');
  if (!session || session.user_id !== user.id) {
    throw new AuthError(
      403,
      'session_not_found',
      'Session from session_id claim in JWT does not exist',
    );
  }
  if (isBanned(user)) throw new AuthError(403, 'user_banned', 'User is banned');
  return { claims, user, identities, session, token };
}

export async function authenticateAdmin(
  services: AuthServices,
  request: FastifyRequest,
): Promise<AccessTokenClaims> {
  const { claims } = await verifiedClaims(services, request);
  if (typeof claims.role !== 'string' || !services.config.auth.adminRoles.includes(claims.role)) {
    throw new AuthError(403, 'not_admin', 'User not allowed');
  }
  return claims;
}
