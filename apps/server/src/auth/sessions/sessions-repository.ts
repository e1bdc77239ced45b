/** Queries on the `sessions` table that end sessions (sign-out, a new password, an admin's ban). */
import type { Db } from '../../db/database.js';
import { held } from '../../db/row-locks.js';
import type { WriteContext } from '../../db/write-transaction.js';

/**
 * Holds the session's row until the transaction ends (PostgreSQL; SQLite's write transaction holds
 * the whole database) and tells whether it still exists. A write that changes a session or adds a
 * row referring to it takes the session's row first and its refresh tokens after, as a sign-out's
 * delete (and its cascade) and the refresh's rotation (rotation-write.ts) do: in any other order the
 * two deadlock, and a session ended between a request's read and its write would break a foreign key.
 */
export async function holdSession(
  { db, lockRows }: WriteContext,
  sessionId: string,
): Promise<boolean> {
  const query = db.selectFrom('sessions').select('id').where('id', '=', sessionId);
  return (await held(query, lockRows).executeTakeFirst()) !== undefined;
}

/**
 * Deletes the user's sessions: all of them, only the one named (`only`), or all but the one named
 * (`except`). Their refresh tokens go with them (foreign key).
 */
export async function deleteSessionsOfUser(
  db: Db,
  userId: string,
  { only, except }: { only?: string; except?: string } = {},
): Promise<void> {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId);
  if (only !== undefined) query = query.where('id', '=', only);
  if (except !== undefined) query = query.where('id', '!=', except);
  await query.execute();
}
