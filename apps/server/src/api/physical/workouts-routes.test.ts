import type {
  ExerciseHistory,
  PersonalRecordList,
  SetLogged,
  WeeklyVolume,
  Workout,
  WorkoutPage,
} from '@ascend/contracts';
import { exerciseHistorySchema } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { physicalClient } from './test-support/physical-client.js';

const bench = 'barbell-bench-press';
const squat = 'barbell-back-squat';

const set = (weight_kg: number, reps: number, extra: Record<string, unknown> = {}) => ({
  weight_kg,
  reps,
  ...extra,
});

describe.each(testDatabaseKinds())('/api/v1/physical/workouts on %s', (kind) => {
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

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  const put = (user: TestUser, id: string, body: unknown, status?: number) =>
    client.call<Workout>(user, 'PUT', `/physical/workouts/${id}`, body, status);

  async function session(
    user: TestUser,
    startedAt: string,
    exercises: { exercise_id: string; sets: unknown[] }[],
  ): Promise<Workout> {
    return put(
      user,
      randomUUID(),
      {
        started_at: startedAt,
        finished_at: new Date(Date.parse(startedAt) + 3_600_000).toISOString(),
        exercises,
      },
      201,
    );
  }

  async function personalRecordEvents(userId: string) {
    return db
      .selectFrom('activity_events')
      .select(['source_id', 'points', 'local_date'])
      .where('user_id', '=', userId)
      .where('kind', '=', 'personal_record')
      .orderBy('source_id')
      .execute();
  }

  it('stores a session whole with its day, duration and estimated 1RMs; sending it again replaces it', async () => {
    const user = await signUp();
    const id = randomUUID();
    const body = {
      name: 'Push',
      started_at: '2026-03-02T22:30:00Z', // 23:30 in Madrid: the user's Monday
      finished_at: '2026-03-02T23:45:00Z',
      exercises: [
        {
          exercise_id: bench,
          notes: 'Paused reps',
          sets: [set(60, 10, { warm_up: true }), set(100, 5, { rir: 2 }), set(80, 12)],
        },
        { exercise_id: 'plank', sets: [{ duration_seconds: 90 }] },
      ],
    };
    const created = await put(user, id, body, 201);
    expect(created).toMatchObject({
      id,
      name: 'Push',
      local_date: '2026-03-02',
      duration_seconds: 4_500,
      source: 'app',
    });
    const [benchEntry, plank] = created.exercises;
    expect(benchEntry!.sets.map((s) => [s.warm_up, s.e1rm_kg, s.rir])).toEqual([
      [true, null, null],
      [false, 112.5, 2], // Brzycki: 100 × 36 / 32
      [false, 112, null], // Epley: 80 × (1 + 12/30)
    ]);
    expect(plank!.sets[0]).toMatchObject({ duration_seconds: 90, e1rm_kg: null });

    const replaced = await put(
      user,
      id,
      { ...body, name: 'Push (edited)', exercises: [body.exercises[1]] },
      200,
    );
    expect(replaced.name).toBe('Push (edited)');
    expect(replaced.exercises).toHaveLength(1);
    expect(replaced.created_at).toBe(created.created_at);
    const sets = await db
      .selectFrom('workout_sets')
      .select('id')
      .where('workout_id', '=', id)
      .execute();
    expect(sets).toHaveLength(1);
  });

  it('marks a record at the set that made it, excluding warm-ups and ties, with 20 points each', async () => {
    const user = await signUp();
    await session(user, '2026-01-05T10:00:00Z', [
      { exercise_id: bench, sets: [set(100, 5), set(100, 5)] },
    ]);
    const second = await session(user, '2026-01-08T10:00:00Z', [
      {
        exercise_id: bench,
        sets: [set(140, 3, { warm_up: true }), set(100, 5), set(102.5, 5)],
      },
    ]);
    const [warmUp, tie, heavier] = second.exercises[0]!.sets;
    expect(warmUp!.records).toEqual([]);
    expect(tie!.records).toEqual([]);
    expect(heavier!.records).toEqual(['e1rm', 'weight', 'session_volume']);
    expect(await personalRecordEvents(user.id)).toEqual([
      { source_id: heavier!.id, points: 20, local_date: '2026-01-08' },
    ]);

    // Logging one more set in a new session: marked at once, with its event.
    const third = await session(user, '2026-01-12T10:00:00Z', []);
    const logged = await client.call<SetLogged>(
      user,
      'POST',
      `/physical/workouts/${third.id}/sets`,
      {
        exercise_id: bench,
        ...set(105, 5),
      },
    );
    expect(logged.set.records).toEqual(['e1rm', 'weight']);
    expect((await personalRecordEvents(user.id)).map((e) => e.source_id).sort()).toEqual(
      [heavier!.id, logged.set.id].sort(),
    );

    // An older session edited to a heavier lift takes the later records (and their points) away.
    await put(user, second.id, {
      started_at: second.started_at,
      exercises: [{ exercise_id: bench, sets: [set(120, 5)] }],
    });
    const events = await personalRecordEvents(user.id);
    expect(events).toHaveLength(1);
    const edited = (await client.call<Workout>(user, 'GET', `/physical/workouts/${second.id}`))
      .exercises[0]!.sets[0]!;
    expect(events[0]!.source_id).toBe(edited.id);
    const later = await client.call<Workout>(user, 'GET', `/physical/workouts/${third.id}`);
    expect(later.exercises[0]!.sets[0]!.records).toEqual([]);

    // Deleting the session gives the record back to the next best.
    await client.call(user, 'DELETE', `/physical/workouts/${second.id}`);
    const afterDelete = await client.call<Workout>(user, 'GET', `/physical/workouts/${third.id}`);
    expect(afterDelete.exercises[0]!.sets[0]!.records).toEqual(['e1rm', 'weight']);
    expect((await personalRecordEvents(user.id)).map((e) => e.source_id)).toEqual([logged.set.id]);
  });

  it('logs sets into the entry of their exercise, resends idempotently, and lists sessions newest first', async () => {
    const user = await signUp();
    const workout = await session(user, '2026-02-01T09:00:00Z', []);
    const path = `/physical/workouts/${workout.id}/sets`;
    const setId = randomUUID();
    const first = await client.call<SetLogged>(user, 'POST', path, {
      id: setId,
      exercise_id: squat,
      ...set(100, 5),
    });
    const again = await client.call<SetLogged>(user, 'POST', path, {
      id: setId,
      exercise_id: squat,
      ...set(100, 5),
    });
    expect(again).toEqual(first);
    const second = await client.call<SetLogged>(user, 'POST', path, {
      exercise_id: squat,
      ...set(105, 5),
    });
    expect(second.entry_id).toBe(first.entry_id);
    expect(second.set.position).toBe(1);
    await client.call<SetLogged>(user, 'POST', path, { exercise_id: 'push-up', reps: 20 });
    const read = await client.call<Workout>(user, 'GET', `/physical/workouts/${workout.id}`);
    expect(read.exercises.map((entry) => [entry.exercise_id, entry.sets.length])).toEqual([
      [squat, 2],
      ['push-up', 1],
    ]);

    await session(user, '2026-02-03T09:00:00Z', [{ exercise_id: squat, sets: [set(100, 5)] }]);
    const page = await client.call<WorkoutPage>(user, 'GET', '/physical/workouts?limit=1');
    expect(page.workouts[0]).toMatchObject({
      started_at: '2026-02-03T09:00:00.000Z',
      set_count: 1,
      volume_kg: 500,
    });
    const next = await client.call<WorkoutPage>(
      user,
      'GET',
      `/physical/workouts?limit=1&cursor=${page.next_cursor!}`,
    );
    expect(next.workouts[0]).toMatchObject({
      id: workout.id,
      set_count: 3,
      volume_kg: 1025,
      exercise_ids: [squat, 'push-up'],
    });
    expect(next.next_cursor).toBeNull();
  });

  it('refuses absurd values, unknown exercises and a 201st set, changing nothing', async () => {
    const user = await signUp();
    const other = await signUp();
    const own = await client.call<{ id: string }>(other, 'POST', '/physical/exercises', {
      name: 'Secret lift',
      primary_muscles: ['chest'],
      equipment: 'other',
      kind: 'weight_reps',
    });
    const id = randomUUID();
    const started = '2026-04-01T10:00:00Z';
    const body = (exercises: unknown) => ({ started_at: started, exercises });
    for (const bad of [
      body([{ exercise_id: bench, sets: [set(100, 1001)] }]),
      body([{ exercise_id: bench, sets: [set(1000.5, 5)] }]),
      body([{ exercise_id: bench, sets: [set(-5, 5)] }]),
      body([{ exercise_id: 'plank', sets: [{ duration_seconds: 86_401 }] }]),
      body([{ exercise_id: bench, sets: [set(100, 5, { rir: 11 })] }]),
      { started_at: started, finished_at: '2026-04-02T10:00:01Z', exercises: [] },
      { started_at: started, finished_at: '2026-04-01T09:00:00Z', exercises: [] },
      body([{ exercise_id: bench, sets: Array.from({ length: 201 }, () => set(50, 5)) }]),
      body([
        { exercise_id: bench, sets: Array.from({ length: 101 }, () => set(50, 5)) },
        { exercise_id: squat, sets: Array.from({ length: 100 }, () => set(50, 5)) },
      ]),
      body([{ exercise_id: 'no-such-exercise', sets: [] }]),
      body([{ exercise_id: own.id, sets: [] }]),
      body([{ exercise_id: bench, sets: [{ reps: 5 }] }]), // a weight-and-reps set without weight
      body([{ exercise_id: 'plank', sets: [{ reps: 5 }] }]), // a timed exercise without a time
    ]) {
      await client.refused(user, 'PUT', `/physical/workouts/${id}`, bad, 422);
    }
    // The 201st set logged alone.
    const full = await session(user, started, [
      { exercise_id: bench, sets: Array.from({ length: 200 }, () => set(50, 5)) },
    ]);
    await client.refused(
      user,
      'POST',
      `/physical/workouts/${full.id}/sets`,
      { exercise_id: bench, ...set(50, 5) },
      409,
    );
    await client.refused(
      user,
      'POST',
      `/physical/workouts/${full.id}/sets`,
      { exercise_id: bench, ...set(50, 1001) },
      422,
    );
  });

  it('answers 404 for another user’s workout, whatever the route, and changes nothing', async () => {
    const owner = await signUp();
    const intruder = await signUp();
    const theirs = await session(owner, '2026-05-01T10:00:00Z', [
      { exercise_id: bench, sets: [set(100, 5)] },
    ]);
    const path = `/physical/workouts/${theirs.id}`;
    await client.refused(intruder, 'GET', path, undefined, 404);
    await client.refused(intruder, 'DELETE', path, undefined, 404);
    await client.refused(
      intruder,
      'PUT',
      path,
      { started_at: '2026-05-01T10:00:00Z', exercises: [] },
      404,
    );
    await client.refused(
      intruder,
      'POST',
      `${path}/sets`,
      { exercise_id: bench, ...set(100, 5) },
      404,
    );
    // Reusing the owner's set id in one's own session is refused, never moving their set.
    await client.refused(
      intruder,
      'PUT',
      `/physical/workouts/${randomUUID()}`,
      {
        started_at: '2026-05-01T10:00:00Z',
        exercises: [
          { exercise_id: bench, sets: [{ id: theirs.exercises[0]!.sets[0]!.id, ...set(1, 1) }] },
        ],
      },
      409,
    );
    await client.refused(intruder, 'GET', `/physical/workouts/not-a-uuid`, undefined, 404);
    const page = await client.call<WorkoutPage>(intruder, 'GET', '/physical/workouts');
    expect(page.workouts).toEqual([]);
  });

  it('charts an exercise’s history and bests, lists every best, and sums weekly volume per muscle', async () => {
    const user = await signUp();
    await session(user, '2026-06-01T10:00:00Z', [
      { exercise_id: bench, sets: [set(40, 10, { warm_up: true }), set(100, 5), set(100, 5)] },
      { exercise_id: squat, sets: [set(140, 5)] },
    ]);
    await session(user, '2026-06-04T10:00:00Z', [
      { exercise_id: bench, sets: [set(105, 3), set(80, 10)] },
    ]);
    await session(user, '2026-06-09T10:00:00Z', [{ exercise_id: 'pull-up', sets: [{ reps: 12 }] }]);

    const history = exerciseHistorySchema.parse(
      await client.call<ExerciseHistory>(user, 'GET', `/physical/exercises/${bench}/history`),
    );
    expect(
      history.sessions.map((s) => [s.local_date, s.best_e1rm_kg, s.volume_kg, s.working_sets]),
    ).toEqual([
      ['2026-06-01', 112.5, 1000, 2],
      // 105 × 36 / 34 = 111.18 (Brzycki) beats 80 × (1 + 10/30) = 106.67 (Epley); 315 + 800 kg.
      ['2026-06-04', expect.closeTo(111.176, 2), 1115, 2],
    ]);
    const best = (kind: string) => history.records.find((record) => record.kind === kind);
    expect(best('e1rm')).toMatchObject({ value: 112.5, weight_kg: 100, reps: 5 });
    expect(best('weight')).toMatchObject({ value: 105, reps: 3 });
    expect(best('session_volume')).toMatchObject({ value: 1115 });
    const ranged = exerciseHistorySchema.parse(
      await client.call<ExerciseHistory>(
        user,
        'GET',
        `/physical/exercises/${bench}/history?from=2026-06-02&to=2026-06-30`,
      ),
    );
    expect(ranged.sessions).toHaveLength(1);
    await client.call(user, 'GET', `/physical/exercises/no-such/history`, undefined, 404);

    const records = await client.call<PersonalRecordList>(user, 'GET', '/physical/records');
    expect(
      records.records.find((r) => r.exercise_id === squat && r.kind === 'e1rm')?.value,
    ).toBeCloseTo(157.5, 5);

    const volume = await client.call<WeeklyVolume>(
      user,
      'GET',
      '/physical/volume?from=2026-06-01&to=2026-06-14',
    );
    expect(volume.weeks.map((week) => week.week_start)).toEqual(['2026-06-01', '2026-06-08']);
    expect(volume.weeks[0]!.muscles).toEqual([
      { muscle: 'chest', sets: 4, tonnage_kg: 2115 },
      { muscle: 'quadriceps', sets: 1, tonnage_kg: 700 },
      { muscle: 'glutes', sets: 1, tonnage_kg: 700 },
    ]);
    expect(volume.weeks[1]!.muscles).toEqual([{ muscle: 'lats', sets: 1, tonnage_kg: 0 }]);
    await client.refused(
      user,
      'GET',
      '/physical/volume?from=2025-01-01&to=2026-06-14',
      undefined,
      422,
    );
  });
});
