import type { ImportReport, Workout, WorkoutPage } from '@ascend/contracts';
import { readFileSync } from 'node:fs';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../db/schema.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';
import { physicalClient } from '../test-support/physical-client.js';

const sample = (name: string) =>
  readFileSync(new URL(`./samples/${name}`, import.meta.url), 'utf8');

describe.each(testDatabaseKinds())('POST /api/v1/physical/import on %s', (kind) => {
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
  const importFile = (user: TestUser, json: unknown) =>
    client.call<ImportReport>(user, 'POST', '/physical/import', json, 200);

  async function workouts(user: TestUser): Promise<Workout[]> {
    const page = await client.call<WorkoutPage>(user, 'GET', '/physical/workouts?limit=100');
    return Promise.all(
      page.workouts.map((brief) =>
        client.call<Workout>(user, 'GET', `/physical/workouts/${brief.id}`),
      ),
    );
  }

  it('imports a Strong export: sessions, warm-ups, library matches, new exercises; bad rows reported', async () => {
    const user = await signUp();
    const report = await importFile(user, { csv: sample('strong.csv') });
    expect(report).toEqual({
      format: 'strong',
      rows: 12,
      workouts_created: 2,
      workouts_skipped: 0,
      sets_created: 8,
      exercises_created: 1,
      problems: [
        { line: 9, detail: 'The set order is not a set number, W, D or F' },
        { line: 10, detail: 'Weight must be from 0 to 1000 kg' },
        { line: 11, detail: 'The date is not a date and time (YYYY-MM-DD HH:MM:SS)' },
        { line: 13, detail: 'weight is not a number' },
      ],
      problems_total: 4,
    });
    const [legs, push] = await workouts(user);
    // 6:05:09 PM in Madrid (UTC+1 in January); 1 h 5 min long.
    expect(push).toMatchObject({
      name: 'Push Day',
      notes: 'Felt strong',
      source: 'strong',
      started_at: '2026-01-05T17:05:09.000Z',
      duration_seconds: 3_900,
      local_date: '2026-01-05',
    });
    expect(
      push!.exercises.map((entry) => [
        entry.exercise_id.length > 30 ? 'own' : entry.exercise_id,
        entry.sets.length,
      ]),
    ).toEqual([
      ['barbell-bench-press', 3],
      ['own', 1],
      ['plank', 1],
    ]);
    expect(push!.exercises[0]!.sets.map((set) => set.warm_up)).toEqual([true, false, false]);
    expect(push!.exercises[0]!.notes).toBeNull();
    expect(legs!.exercises.map((entry) => entry.exercise_id)).toEqual([
      'barbell-back-squat',
      'running',
    ]);
    expect(legs!.exercises[1]!.sets[0]).toMatchObject({
      distance_m: 5_200,
      duration_seconds: 1_800,
    });
    const own = await db
      .selectFrom('user_exercises')
      .select(['name', 'kind'])
      .where('user_id', '=', user.id)
      .execute();
    expect(own).toEqual([{ name: 'Landmine Press', kind: 'weight_reps' }]);

    // The same file again creates nothing.
    const again = await importFile(user, { csv: sample('strong.csv') });
    expect(again).toMatchObject({
      workouts_created: 0,
      workouts_skipped: 2,
      sets_created: 0,
      exercises_created: 0,
    });
    expect(await workouts(user)).toHaveLength(2);
  });

  it('reads the older semicolon layout with its units, and pounds for the current one', async () => {
    const user = await signUp();
    await importFile(user, { csv: sample('strong-legacy.csv') });
    const [session] = await workouts(user);
    expect(session!.exercises[0]!.sets.map((set) => set.weight_kg)).toEqual([102.058, 111.13]);
    expect(session!.exercises[1]).toMatchObject({ exercise_id: 'rowing-machine' });
    expect(session!.exercises[1]!.sets[0]).toMatchObject({
      distance_m: 2_000,
      duration_seconds: 600,
    });

    const imperial = await signUp();
    const csv =
      'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n2026-02-01 09:00:00,A,30m,Squat (Barbell),1,225,5,0,0,,,\n';
    await importFile(imperial, { csv, weight_unit: 'lb' });
    const [lifted] = await workouts(imperial);
    expect(lifted!.exercises[0]!.sets[0]!.weight_kg).toBe(102.058);
  });

  it('imports a Hevy export, metric or imperial, marking the records it holds', async () => {
    const user = await signUp();
    const report = await importFile(user, { csv: sample('hevy.csv'), format: 'hevy' });
    expect(report).toMatchObject({
      format: 'hevy',
      rows: 8,
      workouts_created: 2,
      sets_created: 6,
      exercises_created: 1,
      problems: [
        { line: 7, detail: 'set_type is not normal, warmup, dropset or failure' },
        { line: 9, detail: 'Reps must be a whole number from 0 to 1000' },
      ],
    });
    const [upperB, upperA] = await workouts(user);
    expect(upperA).toMatchObject({
      started_at: '2025-07-26T05:06:00.000Z',
      duration_seconds: 3_900,
      notes: 'Good session',
    });
    expect(upperA!.exercises.map((entry) => entry.exercise_id)).toContain('pull-up');
    expect(upperA!.exercises[1]!.notes).toBe('slow');
    // 95 kg is heavier than any earlier set: a record, dated in the week it was lifted.
    expect(upperB!.exercises[0]!.sets[0]!.records).toEqual(['weight']);
    const events = await db
      .selectFrom('activity_events')
      .select(['local_date', 'week_start', 'points'])
      .where('user_id', '=', user.id)
      .where('kind', '=', 'personal_record')
      .execute();
    expect(events).toEqual([{ local_date: '2025-07-29', week_start: '2025-07-28', points: 20 }]);

    const imperial = await signUp();
    await importFile(imperial, { csv: sample('hevy-imperial.csv') });
    const [lift, run] = await workouts(imperial);
    expect(lift!.exercises[0]!.sets[0]!.weight_kg).toBe(142.882);
    expect(run!.exercises[0]!.sets[0]!.distance_m).toBeCloseTo(3.1 * 1609.344, 1);
  });

  it('refuses a file of another layout, of the wrong app, or over 10 MB, importing nothing', async () => {
    const user = await signUp();
    await client.refused(user, 'POST', '/physical/import', { csv: 'name,score\nada,3\n' }, 422);
    await client.refused(
      user,
      'POST',
      '/physical/import',
      { csv: sample('hevy.csv'), format: 'strong' },
      422,
    );
    await client.refused(user, 'POST', '/physical/import', { csv: '' }, 422);
    const big = sample('strong.csv') + 'x'.repeat(10 * 1024 * 1024);
    await client.refused(user, 'POST', '/physical/import', { csv: big }, 422);
  });
});
