/**
 * Deletes a user with everything that belongs to them: sessions, refresh tokens, identities,
 * factors and challenges, one-time tokens, flow states and their audit rows. Used by the admin API
 * and by the product API's self-service account deletion. Returns false when there was no such user.
 */
import { writeAudit } from '../audit/audit-log.js';
import type { AppDatabase, Db } from '../db/database.js';
import { writeTransaction } from '../db/write-transaction.js';

export async function deleteUser(
  database: Pick<AppDatabase, 'kind' | 'db'>,
  userId: string,
  context: { actorId?: string | null; ip?: string | null } = {},
): Promise<boolean> {
  return writeTransaction(database, ({ db: trx }) => deleteUserRows(trx, userId, context));
}

/** `deleteUser`'s writes, in the caller's transaction. */
export async function deleteUserRows(
  trx: Db,
  userId: string,
  context: { actorId?: string | null; ip?: string | null } = {},
): Promise<boolean> {
  // Children first, explicitly: correct even where foreign keys are not enforced.
  for (const table of [
    'refresh_tokens',
    'sessions',
    'mfa_challenges',
    'mfa_factors',
    'one_time_tokens',
    'flow_states',
    'identities',
    'audit_log',
  ] as const) {
    await trx.deleteFrom(table).where('user_id', '=', userId).execute();
  }
  const deleted = await trx.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  const existed = Number(deleted.numDeletedRows) === 1;
  if (existed) {
    // Outlives the user on purpose: no user_id, only the id that was deleted.
    await writeAudit(trx, {
      action: 'user_deleted',
      userId: null,
      actorId: context.actorId ?? userId,
      ip: context.ip ?? null,
      traits: { deleted_user_id: userId },
    });
  }
  return existed;
}
