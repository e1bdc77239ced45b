/**
 * Bearer authentication, once for both services: reads the `Authorization` header, verifies the
 * token, applies the rule for a user's token (user-token-claims.ts) and loads what the token's
 * session is, so a signed-out token stops working at once rather than when it expires. It answers a
 * typed result or the typed reason it refused; the auth service and the product API each turn a
 * reason into their own error shape (the protocol's codes, `{"detail"}`), and each decides the
 * rest of what its routes require (admin roles, second factors).
 */
import type { SessionRow, UserRow } from '../db/schema.js';
import type { AccessTokenClaims } from './access-token-claims.js';
import type { LoadedUser, UserSessionLoader } from './user-session-loader.js';
import {
  userTokenDefect,
  type UserTokenClaims,
  type UserTokenDefect,
} from './user-token-claims.js';

/** Checks a token's signature and expiry (auth/tokens/verify-access-token.ts); rejects otherwise. */
export interface TokenVerifier {
  verify(token: string): Promise<AccessTokenClaims>;
}

/** Why a request is not authenticated, in the order the checks run. */
export type TokenFailure =
  | { readonly failure: 'no_token' }
  /** `error` is what the verifier rejected with. */
  | { readonly failure: 'bad_token'; readonly error: unknown }
  | { readonly failure: 'not_user_token'; readonly defect: UserTokenDefect }
  | { readonly failure: 'user_not_found' }
  | { readonly failure: 'session_not_found' }
  | { readonly failure: 'user_banned' };

export type TokenFailureReason = TokenFailure['failure'];

/** A token whose signature holds: a user's, or an API key's. */
interface VerifiedToken {
  claims: AccessTokenClaims;
  token: string;
}

/** A user's token with its user, session and identities (the auth service's user routes). */
export interface UserAuthentication extends LoadedUser {
  claims: UserTokenClaims;
  user: UserRow;
  session: SessionRow;
  token: string;
}

/** A user's token with its session's state (the product API, on every protected request). */
export interface SessionAuthentication {
  /** The user's id. */
  id: string;
  sessionId: string;
  claims: UserTokenClaims;
  /** The session's level now, which unenrolling a factor can lower below the token's `aal`. */
  sessionAal: string;
  hasVerifiedFactor: boolean;
}

export interface TokenAuthenticator {
  /** The signature only: API keys pass too (the auth service's admin routes). */
  verified(authorization: string | undefined): Promise<VerifiedToken | TokenFailure>;
  /** A user's token, with the user's rows (one cached query with identities). */
  user(authorization: string | undefined): Promise<UserAuthentication | TokenFailure>;
  /** `user()` for a token `verified()` has already checked (its signature is not checked again). */
  userOf(token: VerifiedToken): Promise<UserAuthentication | TokenFailure>;
  /** A user's token, with the session's state only (one cached primary-key lookup). */
  session(authorization: string | undefined): Promise<SessionAuthentication | TokenFailure>;
  /** The rows `user()` reads, for a handler that answers with them (`GET /user`). */
  readonly users: UserSessionLoader;
}

const BEARER = /^bearer (\S+)$/i;

// The failures without details exist once: a refused request allocates nothing for its reason.
const NO_TOKEN: TokenFailure = Object.freeze({ failure: 'no_token' });
const USER_NOT_FOUND: TokenFailure = Object.freeze({ failure: 'user_not_found' });
const SESSION_NOT_FOUND: TokenFailure = Object.freeze({ failure: 'session_not_found' });
const USER_BANNED: TokenFailure = Object.freeze({ failure: 'user_banned' });
const NOT_USER_TOKEN = Object.freeze(
  Object.fromEntries(
    (['sub', 'exp', 'session_id', 'aud'] as const).map((defect) => [
      defect,
      Object.freeze({ failure: 'not_user_token', defect }),
    ]),
  ) as Record<UserTokenDefect, TokenFailure>,
);

/** Whether an ISO timestamp is due; most rows have none, so most requests skip the clock. */
function isPast(timestamp: string | null): boolean {
  return timestamp !== null && timestamp <= new Date().toISOString();
}

const isBanned = (bannedUntil: string | null) => bannedUntil !== null && !isPast(bannedUntil);

const bearerToken = (authorization: string | undefined) =>
  typeof authorization === 'string' ? BEARER.exec(authorization)?.[1] : undefined;

export function createTokenAuthenticator({
  verifier,
  users,
}: {
  verifier: TokenVerifier;
  users: UserSessionLoader;
}): TokenAuthenticator {
  async function verified(
    authorization: string | undefined,
  ): Promise<VerifiedToken | TokenFailure> {
    const token = bearerToken(authorization);
    if (token === undefined) return NO_TOKEN;
    try {
      return { claims: await verifier.verify(token), token };
    } catch (error) {
      return { failure: 'bad_token', error };
    }
  }

  async function userOf({
    claims,
    token,
  }: VerifiedToken): Promise<UserAuthentication | TokenFailure> {
    const defect = userTokenDefect(claims);
    if (defect !== undefined) return NOT_USER_TOKEN[defect];
    const { sub, session_id: sessionId } = claims as UserTokenClaims;
    const { user, session, identities } = await users.load(sub, sessionId);
    if (!user) return USER_NOT_FOUND;
    if (!session || session.user_id !== user.id) return SESSION_NOT_FOUND;
    if (isBanned(user.banned_until)) return USER_BANNED;
    return { claims: claims as UserTokenClaims, token, user, session, identities };
  }

  return {
    users,
    verified,
    userOf,

    async user(authorization) {
      const result = await verified(authorization);
      return 'failure' in result ? result : userOf(result);
    },

    // The product API's every request: the same steps as user(), written out so the hot path
    // awaits nothing but the verifier and the cached lookup.
    async session(authorization) {
      const token = bearerToken(authorization);
      if (token === undefined) return NO_TOKEN;
      let claims: AccessTokenClaims;
      try {
        claims = await verifier.verify(token);
      } catch (error) {
        return { failure: 'bad_token', error };
      }
      const defect = userTokenDefect(claims);
      if (defect !== undefined) return NOT_USER_TOKEN[defect];
      const { sub, session_id: sessionId } = claims as UserTokenClaims;
      // The lookup is by session: no row (a deleted user's sessions go with it) or another user's
      // row both mean this token's session is gone.
      const [state] = await users.sessionState(sub, sessionId);
      if (!state || state.user_id !== sub) return SESSION_NOT_FOUND;
      if (isBanned(state.banned_until)) return USER_BANNED;
      return {
        id: sub,
        sessionId,
        claims: claims as UserTokenClaims,
        sessionAal: state.aal,
        hasVerifiedFactor: Boolean(state.has_verified_factor),
      };
    },
  };
}
