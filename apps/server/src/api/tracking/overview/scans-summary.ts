/**
 * The overview's "scans this month" against last month. Scans and tests do not exist yet: the
 * overview says 0 and the page says why. The scans issue fills this function in (same signature),
 * and lists the tables it reads in db/read-cache/sqlite-user-changes.ts: the overview is read through the cache.
 */
import type { AppDatabase } from '../../../db/database.js';
import type { CalendarMonth } from '../user-day.js';

export function scansThisAndLastMonth(
  _database: AppDatabase,
  _userId: string,
  _months: { month: CalendarMonth; previousMonth: CalendarMonth },
): Promise<{ current: number; previous: number }> {
  return Promise.resolve({ current: 0, previous: 0 });
}
