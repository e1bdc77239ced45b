/**
 * The reverse of step-up-session.ts, for an unenrolled factor (supabase/auth
 * `DowngradeSessionsToAAL1`): every session that this factor raised falls back to aal1 and loses the
 * factor's method from its amr, so the next refresh mints a token that claims neither. Sessions
 * raised by another factor keep their level.
 */
import type { MfaFactorRow } from '../../db/schema.js';
import { parseStoredAmr } from '../../identity/access-token-claims.js';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../time/now-iso.js';

/** The amr method a factor adds when it is proven; only TOTP is offered. */
const METHOD_OF_FACTOR_TYPE: Record<string, string> = { totp: 'totp' };

function withoutMethod(amr: string, method: string | undefined): string {
  return JSON.stringify(parseStoredAmr(amr).filter((entry) => entry.method !== method));
}

export async function stepDownSessions(
  db: Db,
  factor: Pick<MfaFactorRow, 'id' | 'user_id' | 'factor_type'>,
  now = new Date(),
): Promise<void> {
  const raised = await db
    .selectFrom('sessions')
    .select(['id', 'amr'])
    .where('user_id', '=', factor.user_id)
    .where('factor_id', '=', factor.id)
    .execute();
  const method = METHOD_OF_FACTOR_TYPE[factor.factor_type];
  for (const session of raised) {
    await db
      .updateTable('sessions')
      .set({
        aal: 'aal1',
        amr: withoutMethod(session.amr, method),
        factor_id: null,
        updated_at: nowIso(now),
      })
      .where('id', '=', session.id)
      .execute();
  }
}
