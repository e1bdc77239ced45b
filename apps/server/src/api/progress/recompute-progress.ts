/**
 * A user's progress rebuilt from their records alone: the event every check-in, habit day done and
 * diary entry should have, the achievements those give, and `weekly_points` summed again from the
 * events. Run in a write transaction. Used by the account import (a restored history earns its
 * points in the weeks it was written, not this week) and by the property test that proves the
 * incremental path (record-progress.ts) arrives at the same state.
 *
 * An event that already exists keeps its id, time and league week; only a missing one is dated, by
 * its record's time. Scans, tests and personal records have no records of their own yet: their
 * events are kept as they are until those areas write them.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isDayDone } from '../tracking/habits/habit-rules.js';
import {
  recordActivity,
  removeActivity,
  type Activity,
  type ActivityKind,
} from './activity-events.js';
import { syncAchievements } from './achievements/sync-achievements.js';
import { POINTS } from './points.js';

type Db = Kysely<Database>;

const RECORD_KINDS = ['check_in', 'habit_done', 'diary_entry'] as const satisfies ActivityKind[];

async function expectedEvents(db: Db, userId: string): Promise<Activity[]> {
  const [checkIns, marks, entries] = await Promise.all([
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
  ];
}

export async function recomputeProgress(db: Db, userId: string): Promise<void> {
  const expected = await expectedEvents(db, userId);
  const wanted = new Set(expected.map((event) => `${event.kind}\u0000${event.sourceId}`));
  const existing = await db
    .selectFrom('activity_events')
    .select(['kind', 'source_id'])
    .where('user_id', '=', userId)
    .where('kind', 'in', RECORD_KINDS)
    .execute();
  for (const event of existing) {
    if (!wanted.has(`${event.kind}\u0000${event.source_id}`)) {
      await removeActivity(db, { userId, kind: event.kind, sourceId: event.source_id });
    }
  }
  for (const event of expected) await recordActivity(db, event);
  await syncAchievements(db, userId);

  // The weeks summed again from the events, whatever the incremental path left.
  await db.deleteFrom('weekly_points').where('user_id', '=', userId).execute();
  const weeks = await db
    .selectFrom('activity_events')
    .select((eb) => ['week_start', eb.fn.sum<number | string>('points').as('points')])
    .where('user_id', '=', userId)
    .groupBy('week_start')
    .execute();
  const nonEmpty = weeks.filter((week) => Number(week.points) > 0);
  if (nonEmpty.length > 0) {
    await db
      .insertInto('weekly_points')
      .values(
        nonEmpty.map((week) => ({
          user_id: userId,
          week_start: week.week_start,
          points: Number(week.points),
        })),
      )
      .execute();
  }
}
