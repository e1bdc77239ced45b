/**
 * Whether the caller proved a second factor in the last five minutes, which lets them delete the
 * account without re-entering the password.
 *
 * Freshness is the time of the session's last factor verification, read from the session row's
 * amr (written by `auth/mfa/step-up-session.ts`), never the token's `iat`: a refresh mints a new
 * token of the same session without proving anything again. The row rather than the token's own
 * amr claim: the row is what a verification, an unenrolled factor (back to aal1) or a sign-out
 * changes, while a token keeps the claims it was minted with until it expires.
 */
import type { Db } from '../../db/database.js';
import type { ApiUser } from '../http/authenticate.js';
import { parseStoredAmr } from '../../identity/access-token-claims.js';

const FRESH_SECOND_FACTOR_SECONDS = 5 * 60;

/** amr methods of a verified factor (supabase/auth `AMREntry.IsMFA`). */
const SECOND_FACTOR_METHODS = new Set(['totp', 'mfa/phone', 'mfa/webauthn']);

/** Unix seconds of the newest factor verification in a session's stored amr, if any. */
function lastFactorVerificationAt(storedAmr: string): number | undefined {
  const times = parseStoredAmr(storedAmr)
    .filter((entry) => SECOND_FACTOR_METHODS.has(entry.method))
    .map((entry) => entry.timestamp);
  return times.length > 0 ? Math.max(...times) : undefined;
}

export async function hasFreshSecondFactor(
  db: Db,
  user: ApiUser,
  now = new Date(),
): Promise<boolean> {
  // The token itself must be an aal2 one: an aal1 token of a session raised later proves nothing.
  if (user.claims.aal !== 'aal2') return false;
  const session = await db
    .selectFrom('sessions')
    .select(['aal', 'amr'])
    .where('id', '=', user.sessionId)
    .where('user_id', '=', user.id)
    .executeTakeFirst();
  if (session?.aal !== 'aal2') return false;
  const verifiedAt = lastFactorVerificationAt(session.amr);
  return (
    verifiedAt !== undefined && now.getTime() / 1000 - verifiedAt <= FRESH_SECOND_FACTOR_SECONDS
  );
}
