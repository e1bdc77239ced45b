import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importWorkouts } from '../../api/physical/csv-import/import-workouts.js';
import { readImport } from '../../api/physical/csv-import/read-import.js';
import type { AppDatabase } from '../../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { BENCH_HISTORY, strongHistoryCsv } from './strong-history.js';

describe('the physical benchmark’s history', () => {
  it('is five years of about 800 sessions and 20,000 sets, the same on every run', () => {
    const shape = { ...BENCH_HISTORY, lastDay: '2026-11-23' };
    const csv = strongHistoryCsv(shape);
    expect(csv).toBe(strongHistoryCsv(shape));
    const read = readImport(csv, { weightUnit: 'kg' });
    expect(read).toMatchObject({ format: 'strong', rows: 20_000, problems: [] });
    expect(read.workouts).toHaveLength(800);
    expect(read.workouts[0]!.startedAt.year).toBe(2021);
    expect(read.workouts.at(-1)!.startedAt).toMatchObject({ year: 2026, month: 11, day: 23 });
  });
});

describe.each(testDatabaseKinds())('importing the benchmark’s history on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('writes every set with library exercises only, and the records of the progress', async () => {
    const userId = randomUUID();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        aud: 'authenticated',
        role: 'authenticated',
        email: `${userId}@example.com`,
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    const read = readImport(
      strongHistoryCsv({ sessions: 30, setsPerSession: 25, lastDay: '2026-11-23' }),
      {
        weightUnit: 'kg',
      },
    );
    const report = await importWorkouts(
      database,
      { userId, timeZone: 'UTC', dayStartsAt: '04:00' },
      read,
    );
    expect(report).toMatchObject({
      workouts_created: 30,
      sets_created: 750,
      exercises_created: 0,
      problems_total: 0,
    });
    const records = await database.db
      .selectFrom('workout_sets')
      .select('id')
      .where('user_id', '=', userId)
      .where('records', '!=', '')
      .execute();
    expect(records.length).toBeGreaterThan(0);
  });
});
