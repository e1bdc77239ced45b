/**
 * What the overview reads, in one round of parallel queries bounded by the index of each table:
 * the records of last month to today (every figure but the totals looks no further back), the
 * user's habits with their first mark (a primary-key probe each), pauses touching this week, the
 * record counts behind "points total" (counts over the user's index range), and the ten newest
 * records of each kind for "recent activity". Never the whole history row by row.
 */
import type { LocalDate } from '@ascend/contracts';
import type { Expression, ExpressionBuilder, Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema.js';
import type { RecordCounts } from '../points.js';

/** "Recent activity" lists this many records. */
export const RECENT_ACTIVITY_SIZE = 10;

type MarksWithHabits = ExpressionBuilder<
  Database & { m: Database['habit_marks'] } & { h: Database['habits'] },
  'm' | 'h'
>;

/** A mark that completes its day (habits/habit-rules.ts `isDayDone`), in SQL. */
const completesItsDay = (eb: MarksWithHabits): Expression<SqlBool> =>
  eb.or([
    eb('m.status', '=', 'done'),
    eb.and([eb('m.status', '=', 'value'), eb('m.value', '>=', eb.ref('h.target'))]),
  ]);

export async function readOverviewRecords(
  db: Kysely<Database>,
  userId: string,
  range: { from: LocalDate; to: LocalDate; weekStart: LocalDate; weekEnd: LocalDate },
) {
  const [habits, pauses, marks, checkIns, diaryDays, totals, recent] = await Promise.all([
    db
      .selectFrom('habits')
      .select((eb) => [
        'id',
        'name',
        'kind',
        'target',
        'frequency',
        'start_date',
        'archived_at',
        eb
          .selectFrom('habit_marks')
          .select((inner) => inner.fn.min('habit_marks.date').as('first'))
          .whereRef('habit_marks.habit_id', '=', 'habits.id')
          .as('first_mark'),
      ])
      .where('user_id', '=', userId)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('habit_pauses')
      .select(['habit_id', 'from_date', 'to_date'])
      .where('user_id', '=', userId)
      .where('from_date', '<=', range.weekEnd)
      .where('to_date', '>=', range.weekStart)
      .execute(),
    db
      .selectFrom('habit_marks')
      .select(['habit_id', 'date', 'status', 'value'])
      .where('user_id', '=', userId)
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .execute(),
    db
      .selectFrom('check_ins')
      .selectAll()
      .where('user_id', '=', userId)
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .execute(),
    db
      .selectFrom('diary_entries')
      .select((eb) => ['date', eb.fn.countAll<number | string>().as('entries')])
      .where('user_id', '=', userId)
      .where('date', '>=', range.from)
      .where('date', '<=', range.to)
      .groupBy('date')
      .execute(),
    db
      .selectNoFrom((eb) => [
        eb
          .selectFrom('check_ins')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .as('check_ins'),
        eb
          .selectFrom('habit_marks as m')
          .innerJoin('habits as h', 'h.id', 'm.habit_id')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .where('m.user_id', '=', userId)
          .where(completesItsDay)
          .as('habit_days_done'),
        eb
          .selectFrom('diary_entries')
          .select((inner) => inner.fn.countAll<number | string>().as('n'))
          .where('user_id', '=', userId)
          .as('diary_entries'),
      ])
      .executeTakeFirstOrThrow(),
    readRecent(db, userId),
  ]);
  const counts: RecordCounts = {
    checkIns: Number(totals.check_ins ?? 0),
    habitDaysDone: Number(totals.habit_days_done ?? 0),
    diaryEntries: Number(totals.diary_entries ?? 0),
  };
  return {
    habits,
    pauses,
    marks,
    checkIns,
    diaryDays: diaryDays.map(({ date, entries }) => ({ date, entries: Number(entries) })),
    totals: counts,
    recent,
  };
}

export type OverviewRecords = Awaited<ReturnType<typeof readOverviewRecords>>;

/** The newest records of each kind, newest day first: enough to merge the ten newest of all. */
async function readRecent(db: Kysely<Database>, userId: string) {
  const [checkIns, habitDays, diaryEntries] = await Promise.all([
    db
      .selectFrom('check_ins')
      .select(['date', 'updated_at as at'])
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .limit(RECENT_ACTIVITY_SIZE)
      .execute(),
    db
      .selectFrom('habit_marks as m')
      .innerJoin('habits as h', 'h.id', 'm.habit_id')
      .select(['m.date', 'm.updated_at as at', 'h.name as label'])
      .where('m.user_id', '=', userId)
      .where(completesItsDay)
      .orderBy('m.date', 'desc')
      .orderBy('m.updated_at', 'desc')
      .limit(RECENT_ACTIVITY_SIZE)
      .execute(),
    db
      .selectFrom('diary_entries')
      .select(['date', 'created_at as at', 'title as label'])
      .where('user_id', '=', userId)
      .orderBy('date', 'desc')
      .orderBy('created_at', 'desc')
      .limit(RECENT_ACTIVITY_SIZE)
      .execute(),
  ]);
  return { checkIns, habitDays, diaryEntries };
}
