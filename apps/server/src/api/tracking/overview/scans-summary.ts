/**
 * The overview's "scans this month" against last month: the cognitive tests taken, counted by the
 * user's day each was completed on (the face scan adds here when it exists). The tables it reads
 * are in db/read-cache/sqlite-user-changes.ts: the overview is read through the cache.
 */
import type { AppDatabase } from '../../../db/database.js';
import { countScansBetween } from '../../scans/cognitive-results-repository.js';
import type { CalendarMonth } from '../user-day.js';

export async function scansThisAndLastMonth(
  database: AppDatabase,
  userId: string,
  { month, previousMonth }: { month: CalendarMonth; previousMonth: CalendarMonth },
): Promise<{ current: number; previous: number }> {
  const [current, previous] = await Promise.all([
    countScansBetween(database.db, userId, month.first, month.last),
    countScansBetween(database.db, userId, previousMonth.first, previousMonth.last),
  ]);
  return { current, previous };
}
