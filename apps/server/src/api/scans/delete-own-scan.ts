/**
 * Deleting one of the user's cognitive results or face scans, in the caller's transaction: the day
 * it was on, for the points event that goes with it, or undefined when the user has no such row.
 */
import type { Db } from '../../db/database.js';

export async function deleteOwnScan(
  db: Db,
  table: 'cognitive_results' | 'face_scans',
  userId: string,
  id: string,
): Promise<string | undefined> {
  const deleted = await db
    .deleteFrom(table)
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .returning('local_date')
    .executeTakeFirst();
  return deleted?.local_date;
}
