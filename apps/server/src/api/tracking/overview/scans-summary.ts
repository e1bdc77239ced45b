/**
 * The overview's "scans this month" against last month: the cognitive tests taken and the product
 * scans recorded, counted by the user's day of each (the face scan adds here when it exists). The tables it reads
 * are in db/read-cache/sqlite-user-changes.ts: the overview is read through the cache.
 */
import type { AppDatabase } from '../../../db/database.js';
import { countScansBetween } from '../../scans/cognitive-results-repository.js';
import { countProductScansBetween } from '../../nutrition/diary/diary-items-repository.js';
import type { CalendarMonth } from '../user-day.js';

export async function scansThisAndLastMonth(
  database: AppDatabase,
  userId: string,
  { month, previousMonth }: { month: CalendarMonth; previousMonth: CalendarMonth },
): Promise<{ current: number; previous: number }> {
  const [current, previous, productsNow, productsBefore] = await Promise.all([
    countScansBetween(database.db, userId, month.first, month.last),
    countScansBetween(database.db, userId, previousMonth.first, previousMonth.last),
    countProductScansBetween(database.db, userId, month.first, month.last),
    countProductScansBetween(database.db, userId, previousMonth.first, previousMonth.last),
  ]);
  return { current: current + productsNow, previous: previous + productsBefore };
}
