import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeLeagueCursor } from '../../api/league/league-cursor.js';
import type { AppDatabase } from '../../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { seedLeagueLoad } from './seed-league-load.js';

describe.each(testDatabaseKinds())('the league load seed on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('writes members, events and weekly points that add up, and a cursor halfway down', async () => {
    const now = new Date('2026-11-20T12:00:00Z');
    const result = await seedLeagueLoad(database, { users: 40, memberEvery: 5 }, now);
    expect(result).toMatchObject({ users: 40, members: 8, week_start: '2026-11-16' });

    const { db } = database;
    const sums = await db
      .selectFrom('activity_events')
      .select(['user_id', 'week_start', (eb) => eb.fn.sum<number | string>('points').as('points')])
      .groupBy(['user_id', 'week_start'])
      .execute();
    const weekly = await db.selectFrom('weekly_points').selectAll().execute();
    expect(weekly).toHaveLength(sums.length);
    const byKey = new Map(weekly.map((row) => [`${row.user_id} ${row.week_start}`, row.points]));
    for (const sum of sums) {
      expect(byKey.get(`${sum.user_id} ${sum.week_start}`)).toBe(Number(sum.points));
    }

    const cursor = decodeLeagueCursor(result.middle_cursor!);
    expect(cursor.before).toBe(4);
    expect(cursor.lastRank).toBeGreaterThanOrEqual(1);
    expect(cursor.lastRank).toBeLessThanOrEqual(4);
    // Only the benchmark's throw-away users: a second seed into a database with a person refuses.
    await db
      .insertInto('users')
      .values({
        id: '00000000-0000-4000-8000-000000000001',
        aud: 'authenticated',
        role: 'authenticated',
        email: 'person@example.com',
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    await expect(seedLeagueLoad(database, { users: 5, memberEvery: 5 }, now)).rejects.toThrow(
      /throw-away/,
    );
  });
});
