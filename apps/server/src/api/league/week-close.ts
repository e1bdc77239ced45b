/**
 * A week's final standings, written once after it ends (issue 16: "last week's final standings are
 * kept"). Lazily, by the first league read of a new week, so no scheduler is needed; once, with any
 * number of server instances: the week's row in `league_weeks_closed` is inserted if absent, and
 * only the transaction that inserted it writes the standings (a second instance's insert finds the
 * key taken — on PostgreSQL it waits for the first to commit — and writes nothing).
 *
 * The standings rank the members of the moment of closing who had points that week, by
 * competition ranking (equal points, equal rank). A member who leaves later is hidden from them at
 * once (the list reads current membership), their row going with their account.
 */
import { sql } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';

/** Weeks known closed, per database: a closed week never reopens, so no need to ask again. */
const closedWeeks = new WeakMap<AppDatabase, Set<string>>();

export async function ensureWeekClosed(database: AppDatabase, weekStart: string): Promise<void> {
  const known = closedWeeks.get(database) ?? new Set<string>();
  closedWeeks.set(database, known);
  if (known.has(weekStart)) return;
  const closed = await database.db
    .selectFrom('league_weeks_closed')
    .select('week_start')
    .where('week_start', '=', weekStart)
    .executeTakeFirst();
  if (!closed) await closeWeek(database, weekStart);
  known.add(weekStart);
}

async function closeWeek(database: AppDatabase, weekStart: string): Promise<void> {
  await writeTransaction(database, async ({ db }) => {
    const claimed = await db
      .insertInto('league_weeks_closed')
      .values({ week_start: weekStart, closed_at: new Date().toISOString() })
      .onConflict((conflict) => conflict.column('week_start').doNothing())
      .executeTakeFirst();
    if (!(Number(claimed.numInsertedOrUpdatedRows ?? 0n) > 0)) return;
    await db
      .insertInto('league_standings')
      .columns(['week_start', 'user_id', 'points', 'rank'])
      .expression((eb) =>
        eb
          .selectFrom('weekly_points')
          .innerJoin('league_members', 'league_members.user_id', 'weekly_points.user_id')
          .select([
            'weekly_points.week_start',
            'weekly_points.user_id',
            'weekly_points.points',
            sql<number>`rank() over (order by weekly_points.points desc)`.as('rank'),
          ])
          .where('weekly_points.week_start', '=', weekStart)
          .where('weekly_points.points', '>', 0),
      )
      .onConflict((conflict) => conflict.columns(['week_start', 'user_id']).doNothing())
      .execute();
  });
}
