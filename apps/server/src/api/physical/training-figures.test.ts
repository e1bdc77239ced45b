/**
 * The history and the weekly volume read figures kept on write (`exercise_sessions`, the bests
 * before the latest session) and are remembered by the read cache: after any mix of writes (a set
 * logged into the latest session, into an older one, an old session rewritten, a session deleted)
 * they must equal what the sets themselves add up to.
 */
import type { ExerciseHistory, WeeklyVolume, Workout } from '@ascend/contracts';
import { exerciseHistorySchema, libraryExercise } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import type { Database } from '../../db/schema.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { FIGURE_COLUMNS, foldBests, sessionFigures, sessionsOf } from './exercise-figures.js';
import { physicalClient } from './test-support/physical-client.js';

const bench = 'barbell-bench-press';
/** The last migration before a session's point of the history was kept with its figures. */
const BEFORE_SESSION_POINTS = '0027-exercise-prior-records';

describe.each(testDatabaseKinds())('kept training figures on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  let client: ReturnType<typeof physicalClient>;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
    client = physicalClient(kit, db);
  });
  afterAll(async () => {
    await kit.close();
  });

  /** The history as computed from every working set, the way the kept figures must add up. */
  async function historyFromSets(userId: string): Promise<ExerciseHistory> {
    const rows = await db
      .selectFrom('workout_sets')
      .select(FIGURE_COLUMNS)
      .where('user_id', '=', userId)
      .where('exercise_id', '=', bench)
      .where('warm_up', '=', 0)
      .orderBy('started_at')
      .orderBy('workout_id')
      .orderBy('entry_position')
      .orderBy('position')
      .execute();
    const sessions = sessionsOf(rows);
    return {
      exercise_id: bench,
      sessions: sessions.map(sessionFigures),
      records: [
        ...foldBests(new Map(), bench, libraryExercise(bench)!.kind, sessions, {
          repsAtWeight: true,
        }).values(),
      ],
    };
  }

  const sorted = (history: ExerciseHistory) => ({
    ...history,
    records: [...history.records].sort((a, b) =>
      `${a.kind}${a.weight_kg}`.localeCompare(`${b.kind}${b.weight_kg}`),
    ),
  });

  async function expectKeptEqualsSets(user: TestUser) {
    // Its own serialiser wrote it (exercise-history-json.ts): the contract's parse accepts it whole.
    const history = exerciseHistorySchema.parse(
      await client.call<ExerciseHistory>(user, 'GET', `/physical/exercises/${bench}/history`),
    );
    expect(sorted(history)).toEqual(sorted(await historyFromSets(user.id)));
    return history;
  }

  it('answers the same history and volume as the sets add up to, after every kind of write', async () => {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    const put = (id: string, startedAt: string, sets: unknown[], status = 201) =>
      client.call<Workout>(
        user,
        'PUT',
        `/physical/workouts/${id}`,
        { started_at: startedAt, exercises: [{ exercise_id: bench, sets }] },
        status,
      );
    const log = (workoutId: string, set: Record<string, unknown>) =>
      client.call(user, 'POST', `/physical/workouts/${workoutId}/sets`, {
        exercise_id: bench,
        ...set,
      });
    const [first, second, latest] = [randomUUID(), randomUUID(), randomUUID()];
    await put(first, '2026-01-05T08:00:00Z', [
      { weight_kg: 40, reps: 10, warm_up: true },
      { weight_kg: 80, reps: 5 },
    ]);
    await put(second, '2026-01-07T08:00:00Z', [{ weight_kg: 82.5, reps: 5 }]);
    const before = await expectKeptEqualsSets(user);
    expect(before.sessions.map((session) => session.record_count)).toEqual([0, 1]);

    // Logged into a new latest session: from the kept marks, the cached answer dropped.
    await client.call(
      user,
      'PUT',
      `/physical/workouts/${latest}`,
      { started_at: '2026-01-09T08:00:00Z', exercises: [] },
      201,
    );
    await log(latest, { weight_kg: 50, reps: 8, warm_up: true });
    await log(latest, { weight_kg: 85, reps: 5 });
    await log(latest, { weight_kg: 85, reps: 6 });
    const logged = await expectKeptEqualsSets(user);
    expect(logged.sessions.at(-1)).toMatchObject({ working_sets: 2, record_count: 2 });

    // Logged into an older session, then that session rewritten heavier: later records change.
    await log(first, { weight_kg: 70, reps: 8 });
    await expectKeptEqualsSets(user);
    await put(first, '2026-01-05T08:00:00Z', [{ weight_kg: 100, reps: 5 }], 200);
    const rewritten = await expectKeptEqualsSets(user);
    // 100 × 5 first: only the latest session's volume (935 kg past 500) and 6 reps at 85 kg stay records.
    expect(rewritten.sessions.map((session) => session.record_count)).toEqual([0, 0, 1]);

    // A session deleted, then more logged into the latest.
    await client.call(user, 'DELETE', `/physical/workouts/${first}`);
    await log(latest, { weight_kg: 90, reps: 5 });
    const after = await expectKeptEqualsSets(user);
    expect(after.sessions).toHaveLength(2);

    const volume = await client.call<WeeklyVolume>(
      user,
      'GET',
      '/physical/volume?from=2026-01-05&to=2026-01-11',
    );
    expect(volume.weeks).toEqual([
      {
        week_start: '2026-01-05',
        muscles: [{ muscle: 'chest', sets: 4, tonnage_kg: 82.5 * 5 + 85 * 5 + 85 * 6 + 90 * 5 }],
      },
    ]);
    await client.call(user, 'DELETE', `/physical/workouts/${second}`);
    await client.call(user, 'DELETE', `/physical/workouts/${latest}`);
    expect(await expectKeptEqualsSets(user)).toEqual({
      exercise_id: bench,
      sessions: [],
      records: [],
    });
  });

  it('keeps the points of figures kept before them, written by the migration, and drops them on its revert', async () => {
    const user = await kit.signUp({ timezone: 'America/Mexico_City' });
    for (const [startedAt, sets] of [
      [
        '2026-02-02T18:00:00Z',
        [
          { weight_kg: 60, reps: 8 },
          { weight_kg: 72.5, reps: 3 },
        ],
      ],
      ['2026-02-04T03:30:00Z', [{ weight_kg: 41.25, reps: 7 }]],
      ['2026-02-09T18:00:00Z', [{ weight_kg: 75, reps: 11 }]],
    ] as const) {
      await client.call(
        user,
        'PUT',
        `/physical/workouts/${randomUUID()}`,
        { started_at: startedAt, exercises: [{ exercise_id: bench, sets }] },
        201,
      );
    }
    const before = await expectKeptEqualsSets(user);
    expect(before.sessions.map((session) => session.local_date)).toEqual([
      '2026-02-02',
      '2026-02-03',
      '2026-02-09',
    ]);

    await migrateTo(db as never, BEFORE_SESSION_POINTS);
    const columns = (await db.introspection.getTables()).find(
      (table) => table.name === 'exercise_sessions',
    )!.columns;
    expect(columns.map((column) => column.name)).not.toContain('point');
    await migrateToLatest(db as never);

    // A span never read before, so the read cache cannot answer it: the migrated points.
    const read = async (query: string) =>
      exerciseHistorySchema.parse(
        await client.call<ExerciseHistory>(
          user,
          'GET',
          `/physical/exercises/${bench}/history?${query}`,
        ),
      );
    expect(await read('from=2026-01-01&to=2026-12-31')).toEqual(before);
    expect((await read('from=2026-02-03&to=2026-02-08')).sessions).toEqual([before.sessions[1]]);
    expect((await read('to=2026-02-02')).sessions).toEqual([before.sessions[0]]);
  });
});
