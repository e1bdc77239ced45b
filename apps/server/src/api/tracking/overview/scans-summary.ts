/**
 * The overview's "scans this month" against last month: the cognitive tests taken, the face scans
 * saved and the product scans recorded, counted by the user's day of each. The tables it reads
 * are in db/read-cache/sqlite-user-changes.ts: the overview is read through the cache.
 */
import type { AppDatabase } from '../../../db/database.js';
import { countScansBetween } from '../../scans/cognitive-results-repository.js';
import { countFaceScansBetween } from '../../scans/face-scans-repository.js';
import { countProductScansBetween } from '../../nutrition/diary/diary-items-repository.js';
import type { CalendarMonth } from '../user-day.js';

export async function scansThisAndLastMonth(
  database: AppDatabase,
  userId: string,
  { month, previousMonth }: { month: CalendarMonth; previousMonth: CalendarMonth },
): Promise<{ current: number; previous: number }> {
  const between = async (first: string, last: string) => {
    const counts = await Promise.all([
      countScansBetween(database.db, userId, first, last),
      countFaceScansBetween(database.db, userId, first, last),
      countProductScansBetween(database.db, userId, first, last),
    ]);
    return counts.reduce((sum, count) => sum + count, 0);
  };
  const [current, previous] = await Promise.all([
    between(month.first, month.last),
    between(previousMonth.first, previousMonth.last),
  ]);
  return { current, previous };
}
