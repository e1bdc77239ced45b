import {
  accountExportSchema,
  addLocalDays,
  DEFAULT_USER_PREFERENCES,
  localDayOf,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTrackingRecords } from '../../api/account/tracking-records.js';
import type { AppDatabase } from '../../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { seedTrackingLoad, SEARCH_WORD } from './seed-tracking-load.js';

const shape = { users: 3, days: 40, habitsPerUser: 10, diaryEntriesPerUser: 60 };

describe.each(testDatabaseKinds())('the tracking load seed on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  const addUser = async (email: string | null) => {
    const id = randomUUID();
    const now = new Date().toISOString();
    await database.db
      .insertInto('users')
      .values({
        id,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: now,
        updated_at: now,
      })
      .execute();
    return id;
  };

  const countOf = async (table: 'check_ins' | 'habits' | 'diary_entries', userId: string) =>
    Number(
      (
        await database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('user_id', '=', userId)
          .executeTakeFirstOrThrow()
      ).count,
    );

  it('gives the bench’s signed-up users and new ones the same kind of history, valid by the contracts', async () => {
    const signedUp = await addUser(`bench-${randomUUID().slice(0, 6)}-0@example.com`);
    const now = new Date();
    const result = await seedTrackingLoad(database, shape, now);

    const today = localDayOf(
      now,
      DEFAULT_USER_PREFERENCES.timezone,
      DEFAULT_USER_PREFERENCES.dayStartsAt,
    );
    expect(result.today).toBe(today);
    expect(result.users).toBe(3);
    expect(result.rows.check_ins).toBe(3 * 40);
    expect(result.rows.habits).toBe(3 * 10);
    expect(result.rows.habit_pauses).toBe(3);
    expect(result.rows.diary_entries).toBe(3 * 60);
    expect(result.rows.habit_marks).toBeGreaterThan(3 * 40 * 5);

    const users = await database.db.selectFrom('users').select(['id', 'email']).execute();
    expect(users).toHaveLength(3);
    for (const user of users) {
      expect(user.email).toMatch(/^bench-.*@example\.com$|@load\.invalid$/);
      expect(await countOf('check_ins', user.id)).toBe(40);
      expect(await countOf('habits', user.id)).toBe(10);
      expect(await countOf('diary_entries', user.id)).toBe(60);
    }
    expect(users.map((user) => user.id)).toContain(signedUp);

    // Each record has its event, as a write through the API leaves it: a check-in's 10 points, the
    // weeks summed, the achievements its history earns.
    const events = await database.db
      .selectFrom('activity_events')
      .select(['kind', 'source_id'])
      .where('user_id', '=', signedUp)
      .execute();
    const checkInEvents = events.filter((event) => event.kind === 'check_in');
    expect(checkInEvents).toHaveLength(40);
    expect(events.filter((event) => event.kind === 'diary_entry')).toHaveLength(60);
    expect(events.some((event) => event.kind === 'habit_done')).toBe(true);
    expect(events.map((event) => event.source_id)).toContain('first_check_in');
    expect(result.rows.activity_events).toBeGreaterThan(3 * (40 + 60));
    const weeks = await database.db
      .selectFrom('weekly_points')
      .select((eb) => eb.fn.sum<number | string>('points').as('points'))
      .where('user_id', '=', signedUp)
      .executeTakeFirstOrThrow();
    const eventPoints = await database.db
      .selectFrom('activity_events')
      .select((eb) => eb.fn.sum<number | string>('points').as('points'))
      .where('user_id', '=', signedUp)
      .executeTakeFirstOrThrow();
    expect(Number(weeks.points)).toBe(Number(eventPoints.points));
    expect(Number(weeks.points)).toBeGreaterThan(40 * 10);

    // The history ends yesterday and is what the export would write and the import take back.
    const records = await readTrackingRecords(database.db, signedUp);
    expect(records.check_ins.at(-1)!.date).toBe(addLocalDays(today, -1));
    expect(records.check_ins[0]!.date).toBe(addLocalDays(today, -40));
    const file = {
      format: 'ascend-export',
      version: 2,
      exported_at: now.toISOString(),
      user: {
        id: signedUp,
        email: null,
        phone: null,
        created_at: now.toISOString(),
        user_metadata: {},
        app_metadata: {},
      },
      identities: [],
      mfa_factors: [],
      sessions: [],
      activity: [],
      avatar: null,
      settings: null,
      ...records,
    };
    expect(accountExportSchema.safeParse(file).error).toBeUndefined();
    expect(records.diary_entries.some((entry) => entry.body.includes(SEARCH_WORD))).toBe(true);
    expect(new Set(records.habits.map((habit) => habit.frequency.type))).toEqual(
      new Set(['daily', 'weekly', 'weekdays']),
    );
  });

  it('gives a history once: a second run adds new users only', async () => {
    const before = await database.db.selectFrom('users').select('id').execute();
    const result = await seedTrackingLoad(database, { ...shape, users: 1 });
    expect(result.users).toBe(1);
    const after = await database.db.selectFrom('users').select('id').execute();
    expect(after).toHaveLength(before.length + 1);
    for (const { id } of before) expect(await countOf('check_ins', id)).toBe(40);
  });

  it('refuses a database that holds anyone else', async () => {
    const person = await addUser('someone@example.com');
    await expect(seedTrackingLoad(database, shape)).rejects.toThrow(/not the benchmark’s/);
    expect(await countOf('check_ins', person)).toBe(0);
    await database.db.deleteFrom('users').where('id', '=', person).execute();
    await addUser(null);
    await expect(seedTrackingLoad(database, shape)).rejects.toThrow(/not the benchmark’s/);
  });
});
