/**
 * What the overview reads: a handful of queries, each bounded by an index of its table and compiled
 * once (db/prepared-query.ts), never the history row by row:
 * - the user's habits, each with its first mark (a primary-key probe);
 * - pauses touching this week;
 * - the records of the recent days (this week and the chart's last 7 days) in full;
 * - the dates with any record since the first of last month (active days), from the indexes alone;
 * - the user's points per day, summed from their activity events (api/progress);
 * - the ten newest events (recent activity), with the habit names and entry titles they show.
 */
import type { LocalDate } from '@ascend/contracts';
import { sql } from 'kysely';
import type { AppDatabase } from '../../../db/database.js';
import { sharedQuery } from '../../../db/prepared-query.js';

/** "Recent activity" lists this many records. */
const RECENT_ACTIVITY_SIZE = 10;

// Written into the SQL, so that prepared queries take no other parameter than their named ones.
const SKIPPED = sql.lit<'skipped'>('skipped');
const RECENT = sql.lit(RECENT_ACTIVITY_SIZE);

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

/** Points per day of the user's whole history, from their activity events (api/progress). */
const pointsByDay = sharedQuery(['userId'], (db, p) =>
  db
    .selectFrom('activity_events')
    .select((eb) => ['local_date', eb.fn.sum<number | string>('points').as('points')])
    .where('user_id', '=', p.userId)
    .groupBy('local_date'),
);

/**
 * The newest events, newest recorded first: "recent activity". Events written in the same
 * millisecond (an import, quick edits) are told apart by their day, the later first, so which ones
 * make the ten does not depend on random ids.
 */
const newestEvents = sharedQuery(['userId'], (db, p) =>
  db
    .selectFrom('activity_events')
    .select(['kind', 'source_id', 'local_date', 'created_at'])
    .where('user_id', '=', p.userId)
    .orderBy('created_at', 'desc')
    .orderBy('local_date', 'desc')
    .orderBy('id', 'desc')
    .limit(RECENT),
);

/** The names and titles recent activity shows beside its events. */
async function labelsOf(
  db: AppDatabase['db'],
  userId: string,
  events: readonly { kind: string; source_id: string }[],
): Promise<Map<string, string | null>> {
  const habitIds = events
    .filter((event) => event.kind === 'habit_done')
    .map((event) => event.source_id.slice(0, event.source_id.lastIndexOf(':')));
  const entryIds = events
    .filter((event) => event.kind === 'diary_entry')
    .map((event) => event.source_id);
  const [habits, entries] = await Promise.all([
    habitIds.length === 0
      ? []
      : db
          .selectFrom('habits')
          .select(['id', 'name as label'])
          .where('user_id', '=', userId)
          .where('id', 'in', habitIds)
          .execute(),
    entryIds.length === 0
      ? []
      : db
          .selectFrom('diary_entries')
          .select(['id', 'title as label'])
          .where('user_id', '=', userId)
          .where('id', 'in', entryIds)
          .execute(),
  ]);
  return new Map([...habits, ...entries].map(({ id, label }) => [id, label]));
}

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
  const [habits, pauses, marks, checkIns, dates, dayPoints, events] = await Promise.all([
    habitsWithFirstMark(db, { userId }),
    pausesOfWeek(db, { userId, weekStart: range.weekStart, weekEnd: range.weekEnd }),
    recentMarks(db, recent),
    recentCheckIns(db, recent),
    activeDates(db, { userId, from: range.activeFrom, to: range.today }),
    pointsByDay(db, { userId }),
    newestEvents(db, { userId }),
  ]);
  const labels = await labelsOf(db, userId, events);
  return {
    habits,
    pauses,
    marks,
    checkIns,
    activeDates: dates.map(({ date }) => date),
    pointsOn: new Map(dayPoints.map(({ local_date, points }) => [local_date, Number(points)])),
    newest: events.map((event) => ({
      kind: event.kind,
      date: event.local_date,
      at: event.created_at,
      label:
        event.kind === 'habit_done'
          ? (labels.get(event.source_id.slice(0, event.source_id.lastIndexOf(':'))) ?? null)
          : event.kind === 'achievement'
            ? event.source_id
            : (labels.get(event.source_id) ?? null),
    })),
  };
}

export type OverviewRecords = Awaited<ReturnType<typeof readOverviewRecords>>;
