/**
 * What makes verified claims those of a user's access token as this server issues them: a UUID
 * `sub`, an `exp`, the `session_id` of the session it belongs to, and the users' audience as a single
 * string. A signature proves only who signed: API keys (anon, service_role) and tokens minted by
 * operators carry the same signature without these, and must never pass as a user's session.
 * Shared by the auth service and the product API so the two can never disagree.
 */
import { isUuid } from './uuid.js';
import type { AccessTokenClaims } from './access-token-claims.js';

/** The `aud` of every user (supabase/auth's default `JWT.Aud`; the `users.aud` column). */
const USER_AUDIENCE = 'authenticated';

export type UserTokenClaims = AccessTokenClaims & {
  sub: string;
  aud: string;
  exp: number;
  session_id: string;
};

/** The first claim that disqualifies the token, in the order the auth service reports them. */
export type UserTokenDefect = 'sub' | 'exp' | 'session_id' | 'aud';

export function userTokenDefect(claims: AccessTokenClaims): UserTokenDefect | undefined {
  if (!isUuid(claims.sub)) return 'sub';
  // jose refuses an `exp` that has passed or is not a number, but not a missing one.
  if (typeof claims.exp !== 'number') return 'exp';
  if (!isUuid(claims.session_id)) return 'session_id';
  // An array is refused even when it names our audience: we never issue one.
  if (claims.aud !== USER_AUDIENCE) return 'aud';
  return undefined;
}
