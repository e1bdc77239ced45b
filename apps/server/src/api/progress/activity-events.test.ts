import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../../db/database.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { recordActivity, removeActivity, utcWeekStart } from './activity-events.js';

describe.each(testDatabaseKinds())('activity events on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  it('keeps no weekly points row for a week whose points were all taken back', async () => {
    const userId = randomUUID();
    const now = new Date();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        aud: 'authenticated',
        role: 'authenticated',
        email: `${userId}@example.com`,
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .execute();
    const week = utcWeekStart(now);
    const weekRows = () =>
      database.db
        .selectFrom('weekly_points')
        .select('points')
        .where('user_id', '=', userId)
        .where('week_start', '=', week)
        .execute();
    const histogram = () =>
      database.db
        .selectFrom('league_points_histogram')
        .select(['points', 'users'])
        .where('week_start', '=', week)
        .where('users', '>', 0)
        .orderBy('points')
        .execute();
    const key = { userId, kind: 'check_in' as const, sourceId: '2026-01-05' };
    const first = { ...key, kind: 'diary_entry' as const, sourceId: randomUUID() };

    await writeTransaction(database, async ({ db }) => {
      expect(
        await recordActivity(db, { ...key, localDate: key.sourceId, points: 10 }),
      ).not.toBeNull();
      expect(
        await recordActivity(db, { ...first, localDate: key.sourceId, points: 5 }),
      ).not.toBeNull();
    });
    expect(await weekRows()).toEqual([{ points: 15 }]);
    await writeTransaction(database, async ({ db }) => {
      expect(await removeActivity(db, key)).not.toBeNull();
    });
    expect(await weekRows()).toEqual([{ points: 5 }]);
    expect(await histogram()).toEqual([{ points: 5, users: 1 }]);

    await writeTransaction(database, async ({ db }) => {
      expect(await removeActivity(db, first)).not.toBeNull();
      // Nothing left to take back: nothing changes.
      expect(await removeActivity(db, first)).toBeNull();
    });
    expect(await weekRows()).toEqual([]);
    expect(await histogram()).toEqual([]);
  });
});
