/**
 * The incremental path (each tracking write recording its event and syncing achievements) and the
 * rebuild from records alone (`recomputeProgress`) agree (face scans included), whatever sequence of creates, edits and
 * deletes came before: same events (kind, source, day, points, league week), same weekly totals,
 * same achievements with the same unlock dates. Through the repositories the routes use, on
 * SQLite and PostgreSQL.
 */
import { libraryExercise } from '@ascend/contracts';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { insertBareUser } from '../../test-support/bare-user.js';
import { propertyParameters } from '../../test-support/hostile-arbitraries.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { refreshRecords } from '../physical/set-records.js';
import { recomputeProgress } from './recompute-progress.js';
import { progressChange, progressWriter } from './test-support/progress-changes.js';

/** Six weeks: room for streaks of 7 and 14 days and for comebacks. */
const CALENDAR = { firstDay: '2026-09-01', days: 42 };

/** Everything progress stores for a user, in a comparable order. */
async function progressState(database: AppDatabase, userId: string) {
  const { db } = database;
  const [events, weeks, achievements] = await Promise.all([
    db
      .selectFrom('activity_events')
      .select(['kind', 'source_id', 'local_date', 'points', 'week_start', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .orderBy('source_id')
      .execute(),
    db
      .selectFrom('weekly_points')
      .select(['week_start', 'points'])
      .where('user_id', '=', userId)
      // A week whose every event was taken back keeps its row at 0; the rebuild writes none.
      .where('points', '>', 0)
      .orderBy('week_start')
      .execute(),
    db
      .selectFrom('user_achievements')
      .select(['key', 'unlocked_at'])
      .where('user_id', '=', userId)
      .orderBy('key')
      .execute(),
  ]);
  return { events, weeks, achievements };
}

describe.each(testDatabaseKinds())('recomputing progress on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('gives the same events, weekly points and achievements as the incremental path', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(progressChange(CALENDAR), { minLength: 20, maxLength: 80, size: 'max' }),
        async (changes) => {
          const userId = await insertBareUser(database.db);
          const apply = progressWriter(database, userId, CALENDAR);
          for (const change of changes) await apply(change);
          const incremental = await progressState(database, userId);

          // The records a set logged into the latest session got from the kept marks are the ones
          // a full recomputation gives.
          const records = () =>
            database.db
              .selectFrom('workout_sets')
              .select(['id', 'records'])
              .where('user_id', '=', userId)
              .orderBy('id')
              .execute();
          const kept = await records();
          await writeTransaction(database, ({ db }) =>
            refreshRecords(db, userId, [libraryExercise('barbell-bench-press')!], {
              events: false,
            }),
          );
          expect(await records()).toEqual(kept);

          // Over the incremental state: nothing to change.
          await writeTransaction(database, ({ db }) => recomputeProgress(db, userId));
          expect(await progressState(database, userId)).toEqual(incremental);

          // From the records alone, every progress row gone first: the same events, totals and
          // achievements. Times are the rebuild's own, so compared without them; so is an
          // achievement event's day, the day of the change that unlocked it.
          await database.db.deleteFrom('activity_events').where('user_id', '=', userId).execute();
          await database.db.deleteFrom('weekly_points').where('user_id', '=', userId).execute();
          await database.db.deleteFrom('user_achievements').where('user_id', '=', userId).execute();
          await writeTransaction(database, ({ db }) => recomputeProgress(db, userId));
          const rebuilt = await progressState(database, userId);
          const timeless = (state: typeof incremental) => ({
            events: state.events.map(({ kind, source_id, local_date, points }) => ({
              kind,
              source_id,
              local_date: kind === 'achievement' ? null : local_date,
              points,
            })),
            total: state.weeks.reduce((sum, week) => sum + week.points, 0),
            achievements: state.achievements.map((achievement) => achievement.key),
          });
          expect(timeless(rebuilt)).toEqual(timeless(incremental));
          // The weeks add up to the events, on both paths.
          for (const state of [incremental, rebuilt]) {
            expect(state.weeks.reduce((sum, week) => sum + week.points, 0)).toBe(
              state.events.reduce((sum, event) => sum + event.points, 0),
            );
          }
        },
      ),
      propertyParameters(kind === 'sqlite' ? 60 : 25),
    );
  }, 240_000);
});
