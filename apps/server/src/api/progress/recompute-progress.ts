/**
 * A user's progress rebuilt from their records alone: the event every check-in, habit day done and
 * diary entry should have, the achievements those give, and `weekly_points` summed again from the
 * events. Run in a write transaction. Used by the account import (a restored history earns its
 * points in the weeks it was written, not this week) and by the property test that proves the
 * incremental path (record-progress.ts) arrives at the same state.
 *
 * An event that already exists keeps its id, time and league week; only a missing one is dated, by
 * its record's time. A personal record's is the set that holds one (`workout_sets.records`, kept by
 * physical/set-records.ts), dated when its session started. Scans have no records of their own yet:
 * their events are kept as they are until that area writes them.
 */
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import { databaseKindOf } from '../../db/database-kind-of.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';
import { isDayDone } from '../tracking/habits/habit-rules.js';
import { utcWeekStart, type Activity, type ActivityKind } from './activity-events.js';
import { syncAchievements } from './achievements/sync-achievements.js';
import { POINTS } from './points.js';

type Db = Kysely<Database>;

/** Ids per DELETE statement: well under SQLite's and PostgreSQL's bound on parameters. */
const DELETE_BATCH = 500;

const RECORD_KINDS = [
  'check_in',
  'habit_done',
  'diary_entry',
  'test',
  'personal_record',
] as const satisfies ActivityKind[];

async function expectedEvents(db: Db, userId: string): Promise<Activity[]> {
  const [checkIns, marks, entries, testResults, recordSets] = await Promise.all([
    db
      .selectFrom('check_ins')
      .select(['date', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('habit_marks')
      .innerJoin('habits', 'habits.id', 'habit_marks.habit_id')
      .select([
        'habit_marks.habit_id',
        'habit_marks.date',
        'habit_marks.status',
        'habit_marks.value',
        'habit_marks.updated_at',
        'habits.target',
      ])
      .where('habit_marks.user_id', '=', userId)
      .execute(),
    db
      .selectFrom('diary_entries')
      .select(['id', 'date', 'created_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('cognitive_results')
      .select(['id', 'local_date', 'completed_at'])
      .where('user_id', '=', userId)
      .execute(),
    db
      .selectFrom('workout_sets')
      .select(['id', 'local_date', 'started_at'])
      .where('user_id', '=', userId)
      .where('records', '!=', '')
      .execute(),
  ]);
  return [
    ...checkIns.map((row) => ({
      userId,
      kind: 'check_in' as const,
      sourceId: row.date,
      localDate: row.date,
      points: POINTS.check_in,
      at: new Date(row.created_at),
    })),
    ...marks
      .filter((mark) => isDayDone(mark, { target: mark.target }))
      .map((mark) => ({
        userId,
        kind: 'habit_done' as const,
        sourceId: `${mark.habit_id}:${mark.date}`,
        localDate: mark.date,
        points: POINTS.habit_done,
        at: new Date(mark.updated_at),
      })),
    ...entries.map((row) => ({
      userId,
      kind: 'diary_entry' as const,
      sourceId: row.id,
      localDate: row.date,
      points: POINTS.diary_entry,
      at: new Date(row.created_at),
    })),
    ...testResults.map((row) => ({
      userId,
      kind: 'test' as const,
      sourceId: row.id,
      localDate: row.local_date,
      points: POINTS.test,
      at: new Date(row.completed_at),
    })),
    ...recordSets.map((row) => ({
      userId,
      kind: 'personal_record' as const,
      sourceId: row.id,
      localDate: row.local_date,
      points: POINTS.personal_record,
      at: new Date(row.started_at),
    })),
  ];
}

export async function recomputeProgress(db: Db, userId: string): Promise<void> {
  const expected = await expectedEvents(db, userId);
  const existing = await db
    .selectFrom('activity_events')
    .select(['id', 'kind', 'source_id', 'local_date', 'points'])
    .where('user_id', '=', userId)
    .where('kind', 'in', RECORD_KINDS)
    .execute();
  // In memory, then in bulk: an import rebuilds tens of thousands of events at once.
  const keyOf = (kind: string, sourceId: string) => `${kind}\u0000${sourceId}`;
  const stored = new Map(existing.map((event) => [keyOf(event.kind, event.source_id), event]));
  const fresh: Insertable<Database['activity_events']>[] = [];
  for (const event of expected) {
    const key = keyOf(event.kind, event.sourceId);
    const current = stored.get(key);
    stored.delete(key);
    if (!current) {
      const at = event.at ?? new Date();
      fresh.push({
        id: randomUUID(),
        user_id: userId,
        kind: event.kind,
        source_id: event.sourceId,
        local_date: event.localDate,
        week_start: utcWeekStart(at),
        points: event.points,
        created_at: at.toISOString(),
      });
    } else if (current.points !== event.points || current.local_date !== event.localDate) {
      await db
        .updateTable('activity_events')
        .set({ points: event.points, local_date: event.localDate })
        .where('id', '=', current.id)
        .execute();
    }
  }
  const gone = [...stored.values()].map((event) => event.id);
  for (let start = 0; start < gone.length; start += DELETE_BATCH) {
    await db
      .deleteFrom('activity_events')
      .where('id', 'in', gone.slice(start, start + DELETE_BATCH))
      .execute();
  }
  await insertInBatches({ db, kind: databaseKindOf(db) }, 'activity_events', fresh);
  await rebuildWeeks(db, userId);
  // Achievements last: their events keep `weekly_points` up to date as they are written.
  await syncAchievements(db, userId);
}

/** The user's weeks summed again from their events, whatever was there. */
async function rebuildWeeks(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('weekly_points').where('user_id', '=', userId).execute();
  const weeks = await db
    .selectFrom('activity_events')
    .select((eb) => ['week_start', eb.fn.sum<number | string>('points').as('points')])
    .where('user_id', '=', userId)
    .groupBy('week_start')
    .execute();
  await insertInBatches(
    { db, kind: databaseKindOf(db) },
    'weekly_points',
    weeks
      .filter((week) => Number(week.points) > 0)
      .map((week) => ({
        user_id: userId,
        week_start: week.week_start,
        points: Number(week.points),
      })),
  );
}
