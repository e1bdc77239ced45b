/**
 * What the overview reads: a handful of queries, each bounded by an index of its table and compiled
 * once (db/prepared-query.ts), never the history row by row:
 * - the user's habits, each with its first mark (a primary-key probe);
 * - pauses touching this week;
 * - the records of the recent days (this week and the chart's last 7 days) in full;
 * - the dates with any record since the first of last month (active days), from the indexes alone;
 * - the counts behind "points total" (index ranges; migration 0011 for habit days done);
 * - the ten newest records of each kind (recent activity).
 */
import type { LocalDate } from '@ascend/contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { AppDatabase } from '../../../db/database.js';
import { sharedQuery } from '../../../db/prepared-query.js';
import type { Database } from '../../../db/schema.js';
import type { RecordCounts } from '../points.js';

/** "Recent activity" lists this many records. */
export const RECENT_ACTIVITY_SIZE = 10;

// Written into the SQL, so that prepared queries take no other parameter than their named ones.
const DONE = sql.lit<'done'>('done');
const VALUE = sql.lit<'value'>('value');
const SKIPPED = sql.lit<'skipped'>('skipped');
const RECENT = sql.lit(RECENT_ACTIVITY_SIZE);

type MarksWithHabits = ExpressionBuilder<
  Database & { m: Database['habit_marks'] } & { h: Database['habits'] },
  'm' | 'h'
>;

/** A mark that completes its day (habits/habit-rules.ts `isDayDone`), in SQL. */
const completesItsDay = (eb: MarksWithHabits): Expression<SqlBool> =>
  eb.or([
    eb('m.status', '=', DONE),
    eb.and([eb('m.status', '=', VALUE), eb('m.value', '>=', eb.ref('h.target'))]),
  ]);

const habitsWithFirstMark = sharedQuery(['userId'], (db, p) =>
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
    .where('user_id', '=', p.userId)
    .orderBy('position'),
);

const pausesOfWeek = sharedQuery(['userId', 'weekStart', 'weekEnd'], (db, p) =>
  db
    .selectFrom('habit_pauses')
    .select(['habit_id', 'from_date', 'to_date'])
    .where('user_id', '=', p.userId)
    .where('from_date', '<=', p.weekEnd)
    .where('to_date', '>=', p.weekStart),
);

const recentMarks = sharedQuery(['userId', 'from', 'to'], (db, p) =>
  db
    .selectFrom('habit_marks')
    .select(['habit_id', 'date', 'status', 'value'])
    .where('user_id', '=', p.userId)
    .where('date', '>=', p.from)
    .where('date', '<=', p.to),
);

const recentCheckIns = sharedQuery(['userId', 'from', 'to'], (db, p) =>
  db
    .selectFrom('check_ins')
    .selectAll()
    .where('user_id', '=', p.userId)
    .where('date', '>=', p.from)
    .where('date', '<=', p.to),
);

const recentDiaryDays = sharedQuery(['userId', 'from', 'to'], (db, p) =>
  db
    .selectFrom('diary_entries')
    .select((eb) => ['date', eb.fn.countAll<number | string>().as('entries')])
    .where('user_id', '=', p.userId)
    .where('date', '>=', p.from)
    .where('date', '<=', p.to)
    .groupBy('date'),
);

/** A day is active with any record: a check-in, a habit mark that is not a skip, a diary entry. */
const activeDates = sharedQuery(['userId', 'from', 'to'], (db, p) =>
  db
    .selectFrom('check_ins')
    .select('date')
    .where('user_id', '=', p.userId)
    .where('date', '>=', p.from)
    .where('date', '<=', p.to)
    .union(
      db
        .selectFrom('habit_marks')
        .select('date')
        .where('user_id', '=', p.userId)
        .where('date', '>=', p.from)
        .where('date', '<=', p.to)
        .where('status', '<>', SKIPPED),
    )
    .union(
      db
        .selectFrom('diary_entries')
        .select('date')
        .where('user_id', '=', p.userId)
        .where('date', '>=', p.from)
        .where('date', '<=', p.to),
    ),
);

const recordCounts = sharedQuery(['userId'], (db, p) =>
  db.selectNoFrom((eb) => [
    eb
      .selectFrom('check_ins')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', p.userId)
      .as('check_ins'),
    eb
      .selectFrom('habit_marks')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', p.userId)
      .where('status', '=', DONE)
      .as('habit_days_done'),
    // Amounts that reach their habit's target: one index range per measurable habit.
    eb
      .selectFrom('habits as h')
      .select((inner) =>
        inner.fn
          .sum<number | string | null>(
            inner
              .selectFrom('habit_marks as m')
              .select((mark) => mark.fn.countAll<number>().as('n'))
              .whereRef('m.user_id', '=', 'h.user_id')
              .where('m.status', '=', VALUE)
              .whereRef('m.habit_id', '=', 'h.id')
              .whereRef('m.value', '>=', 'h.target'),
          )
          .as('n'),
      )
      .where('h.user_id', '=', p.userId)
      .where('h.kind', '=', sql.lit<'measurable'>('measurable'))
      .as('habit_days_reached'),
    eb
      .selectFrom('diary_entries')
      .select((inner) => inner.fn.countAll<number | string>().as('n'))
      .where('user_id', '=', p.userId)
      .as('diary_entries'),
  ]),
);

/** The newest records of each kind, newest day first: enough to merge the ten newest of all. */
const newestCheckIns = sharedQuery(['userId'], (db, p) =>
  db
    .selectFrom('check_ins')
    .select(['date', 'updated_at as at'])
    .where('user_id', '=', p.userId)
    .orderBy('date', 'desc')
    .limit(RECENT),
);
const newestHabitDays = sharedQuery(['userId'], (db, p) =>
  db
    .selectFrom('habit_marks as m')
    .innerJoin('habits as h', 'h.id', 'm.habit_id')
    .select(['m.date', 'm.updated_at as at', 'h.name as label'])
    .where('m.user_id', '=', p.userId)
    .where(completesItsDay)
    .orderBy('m.date', 'desc')
    .orderBy('m.updated_at', 'desc')
    .limit(RECENT),
);
const newestDiaryEntries = sharedQuery(['userId'], (db, p) =>
  db
    .selectFrom('diary_entries')
    .select(['date', 'created_at as at', 'title as label'])
    .where('user_id', '=', p.userId)
    .orderBy('date', 'desc')
    .orderBy('created_at', 'desc')
    .limit(RECENT),
);

export async function readOverviewRecords(
  { db }: AppDatabase,
  userId: string,
  range: {
    /** The first of last month: active days look back this far. */
    activeFrom: LocalDate;
    /** The first day of this week or of the chart, whichever is earlier. */
    recentFrom: LocalDate;
    today: LocalDate;
    weekStart: LocalDate;
    weekEnd: LocalDate;
  },
) {
  const recent = { userId, from: range.recentFrom, to: range.today };
  const [
    habits,
    pauses,
    marks,
    checkIns,
    diaryDays,
    dates,
    [counts],
    newestCheckInRows,
    newestHabitDayRows,
    newestDiaryRows,
  ] = await Promise.all([
    habitsWithFirstMark(db, { userId }),
    pausesOfWeek(db, { userId, weekStart: range.weekStart, weekEnd: range.weekEnd }),
    recentMarks(db, recent),
    recentCheckIns(db, recent),
    recentDiaryDays(db, recent),
    activeDates(db, { userId, from: range.activeFrom, to: range.today }),
    recordCounts(db, { userId }),
    newestCheckIns(db, { userId }),
    newestHabitDays(db, { userId }),
    newestDiaryEntries(db, { userId }),
  ]);
  const totals: RecordCounts = {
    checkIns: Number(counts?.check_ins ?? 0),
    habitDaysDone: Number(counts?.habit_days_done ?? 0) + Number(counts?.habit_days_reached ?? 0),
    diaryEntries: Number(counts?.diary_entries ?? 0),
  };
  return {
    habits,
    pauses,
    marks,
    checkIns,
    diaryDays: diaryDays.map(({ date, entries }) => ({ date, entries: Number(entries) })),
    activeDates: dates.map(({ date }) => date),
    totals,
    newest: {
      checkIns: newestCheckInRows,
      habitDays: newestHabitDayRows,
      diaryEntries: newestDiaryRows,
    },
  };
}

export type OverviewRecords = Awaited<ReturnType<typeof readOverviewRecords>>;
