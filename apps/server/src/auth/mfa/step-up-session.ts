/**
 * Raising a session to aal2 after a verified factor (supabase/auth `updateMFASessionAndClaims`):
 * the same session (its id stays in the tokens) gains the factor's method at the head of its amr,
 * and gets a fresh refresh token. The session's earlier refresh tokens are deleted, not revoked: a
 * revoked token is still honoured within the reuse interval, and an aal1 token must never mint an
 * aal2 session.
 */
import type { MfaFactorRow, SessionRow } from '../../db/schema.js';
import { parseStoredAmr, type AmrEntry } from '../../identity/access-token-claims.js';
import { insertRefreshToken } from '../sessions/sessions.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../time/now-iso.js';

export async function stepUpSession(
  db: Db,
  session: SessionRow,
  factor: MfaFactorRow,
  method: 'totp',
  now = new Date(),
): Promise<{ session: SessionRow; refreshToken: string }> {
  const amr: AmrEntry[] = [
    { method, timestamp: Math.floor(now.getTime() / 1000) },
    ...parseStoredAmr(session.amr).filter((entry) => entry.method !== method),
  ];
  const updated: SessionRow = {
    ...session,
    aal: 'aal2',
    amr: JSON.stringify(amr),
    factor_id: factor.id,
    updated_at: nowIso(now),
  };
  await db
    .updateTable('sessions')
    .set({
      aal: updated.aal,
      amr: updated.amr,
      factor_id: factor.id,
      updated_at: updated.updated_at,
    })
    .where('id', '=', session.id)
    .execute();
  await db.deleteFrom('refresh_tokens').where('session_id', '=', session.id).execute();
  // Like supabase/auth: the user's other sessions below aal2 end once a factor is proven.
  await db
    .deleteFrom('sessions')
    .where('user_id', '=', session.user_id)
    .where('id', '!=', session.id)
    .where('aal', '!=', 'aal2')
    .execute();
  return { session: updated, refreshToken: await insertRefreshToken(db, updated, null) };
}
