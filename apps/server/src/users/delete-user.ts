/**
 * Deletes a user with everything that belongs to them: sessions, refresh tokens, identities,
 * factors and challenges, one-time tokens, flow states and their audit rows. Used by the admin API
 * and by the product API's self-service account deletion. Returns false when there was no such user.
 */
import { writeAudit } from '../audit/audit-log.js';
import type { AppDatabase } from '../db/database.js';
import { holdUser } from '../db/row-locks.js';
import { writeTransaction, type WriteContext } from '../db/write-transaction.js';

export async function deleteUser(
  database: Pick<AppDatabase, 'kind' | 'db'>,
  userId: string,
  context: { actorId?: string | null; ip?: string | null } = {},
): Promise<boolean> {
  return writeTransaction(database, (write) => deleteUserRows(write, userId, context));
}

/** `deleteUser`'s writes, in the caller's transaction. */
export async function deleteUserRows(
  write: WriteContext,
  userId: string,
  context: { actorId?: string | null; ip?: string | null } = {},
): Promise<boolean> {
  const { db: trx } = write;
  // The user's row first, as every writer across a user's rows takes it (db/row-locks.ts).
  await holdUser(write, userId);
  // Children first, explicitly: correct even where foreign keys are not enforced. Sessions before
  // their refresh tokens: on PostgreSQL every writer of a session takes the session's row first and
  // its tokens after (a sign-out's cascade, a refresh's rotation: auth/sessions/rotation-write.ts);
  // taking the tokens first deadlocked with a refresh holding its session and waiting for its token.
  for (const table of [
    'sessions',
    'refresh_tokens',
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
