/** Queries on the `sessions` table that end sessions (sign-out, a new password, an admin's ban). */
import type { Db } from '../../db/database.js';

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
