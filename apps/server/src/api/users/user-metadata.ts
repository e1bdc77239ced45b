/**
 * Changes to a user's `user_metadata` (the auth service's users row) made by the product API, such
 * as `avatar_url`. Read and written in one write transaction holding the row, so a concurrent
 * metadata change is not lost.
 */
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { parseJsonObject } from '../../json/parse-json-object.js';

/** Sets (or, with `null`, removes) metadata keys; false when the user does not exist. */
export async function updateUserMetadata(
  database: AppDatabase,
  userId: string,
  change: Record<string, unknown>,
): Promise<boolean> {
  return writeTransaction(database, async ({ db, lockRows }) => {
    const query = db.selectFrom('users').select('user_metadata').where('id', '=', userId);
    const row = await (lockRows ? query.forUpdate() : query).executeTakeFirst();
    if (!row) return false;
    const metadata = parseJsonObject(row.user_metadata);
    for (const [key, value] of Object.entries(change)) {
      if (value === null) delete metadata[key];
      else metadata[key] = value;
    }
    await db
      .updateTable('users')
      .set({ user_metadata: JSON.stringify(metadata), updated_at: new Date().toISOString() })
      .where('id', '=', userId)
      .execute();
    return true;
  });
}
