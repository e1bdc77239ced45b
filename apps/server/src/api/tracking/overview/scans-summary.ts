/**
 * The overview's "scans this month" against last month: the cognitive tests taken, the face scans
 * saved and the product scans recorded, counted by the user's day of each. The tables it reads
 * are in db/read-cache/sqlite-user-changes.ts: the overview is read through the cache.
 */
import type { Kysely } from 'kysely';
import type { LocalDate } from '@ascend/contracts';
import type { AppDatabase } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import type { CalendarMonth } from '../user-day.js';

/** Every table of one kind of scan: each row a scan, with its owner and the user's day of it. */
const SCAN_TABLES = ['cognitive_results', 'face_scans', 'nutrition_product_scans'] as const;

/** A user's scans of every kind between two of their days, both included. */
export async function countScansBetween(
  db: Kysely<Database>,
  userId: string,
  fromDate: LocalDate,
  toDate: LocalDate,
): Promise<number> {
  const counts = await Promise.all(
    SCAN_TABLES.map((table) =>
      db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('user_id', '=', userId)
        .where('local_date', '>=', fromDate)
        .where('local_date', '<=', toDate)
        .executeTakeFirstOrThrow(),
    ),
  );
  return counts.reduce((sum, { count }) => sum + Number(count), 0);
}

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
