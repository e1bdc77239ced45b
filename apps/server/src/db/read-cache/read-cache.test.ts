import { randomUUID } from 'node:crypto';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../database.js';
import { openTestDatabase } from '../../test-support/test-database.js';
import { USER_TABLES } from './sqlite-user-changes.js';
import { createUserReadCache, type UserChangeFeed } from './user-read-cache.js';
import type { UserTable } from './read-cache.js';

const NOW = '2026-01-01T00:00:00.000Z';

async function insertUser(database: AppDatabase, name: string): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('users')
    .values({
      id,
      aud: 'authenticated',
      role: 'authenticated',
      email: `${name}-${id}@example.com`,
      app_metadata: '{}',
      user_metadata: JSON.stringify({ name }),
      created_at: NOW,
      updated_at: NOW,
    })
    .execute();
  return id;
}

async function insertSession(database: AppDatabase, userId: string): Promise<string> {
  const id = randomUUID();
  await database.db
    .insertInto('sessions')
    .values({ id, user_id: userId, aal: 'aal1', amr: '[]', created_at: NOW, updated_at: NOW })
    .execute();
  return id;
}

/**
 * Reads a user's metadata through the cache, counting the loads that reach the database;
 * `afterQuery` runs between a load's query and its return.
 */
function metadataReader(
  database: AppDatabase,
  afterQuery: (userId: string) => Promise<void> = () => Promise.resolve(),
) {
  let loads = 0;
  const read = (userId: string) =>
    database.readCache.read(userId, 'metadata', async () => {
      loads += 1;
      const row = await database.db
        .selectFrom('users')
        .select('user_metadata')
        .where('id', '=', userId)
        .executeTakeFirst();
      await afterQuery(userId);
      return { metadata: row?.user_metadata ?? null };
    });
  return { read, loads: () => loads };
}

describe('the read cache on SQLite', () => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ database, dispose } = await openTestDatabase('sqlite'));
    await database.enableReadCache();
  });
  afterEach(() => dispose());

  it('answers a repeated read from memory, read-only', async () => {
    const userId = await insertUser(database, 'ana');
    const reader = metadataReader(database);
    const first = await reader.read(userId);
    const second = await reader.read(userId);
    expect(second).toBe(first);
    expect(reader.loads()).toBe(1);
    expect(Object.isFrozen(second)).toBe(true);
    expect(() => {
      // @ts-expect-error a cached value is typed read-only, so changing it does not compile
      second.metadata = 'changed';
    }).toThrow(TypeError);
  });

  it('reads again after a write to the user, whatever code wrote it', async () => {
    const userId = await insertUser(database, 'ana');
    const reader = metadataReader(database);
    await reader.read(userId);
    await database.db
      .updateTable('users')
      .set({ user_metadata: '{"name":"Ana María"}' })
      .where('id', '=', userId)
      .execute();
    expect(await reader.read(userId)).toEqual({ metadata: '{"name":"Ana María"}' });
    expect(reader.loads()).toBe(2);
  });

  it("keeps a read that names its tables when the user's other tables are written", async () => {
    const userId = await insertUser(database, 'ana');
    const sessionId = await insertSession(database, userId);
    let loads = 0;
    const readSession = () =>
      database.readCache.read(
        userId,
        'session',
        async () => {
          loads += 1;
          return database.db
            .selectFrom('sessions')
            .select('aal')
            .where('id', '=', sessionId)
            .executeTakeFirst();
        },
        { tables: ['sessions'] },
      );
    await readSession();
    await database.db
      .insertInto('user_settings')
      .values({ user_id: userId, personal_info: '{}', preferences: '{}', updated_at: NOW })
      .execute();
    await readSession();
    expect(loads).toBe(1);
    await database.db
      .updateTable('sessions')
      .set({ aal: 'aal2' })
      .where('id', '=', sessionId)
      .execute();
    expect(await readSession()).toEqual({ aal: 'aal2' });
    expect(loads).toBe(2);
  });

  it.each(Object.keys(USER_TABLES).filter((table) => table !== 'users'))(
    'forgets only the user whose %s rows change',
    async (table) => {
      const ana = await insertUser(database, 'ana');
      const ben = await insertUser(database, 'ben');
      // Rows the tracking tables' rows belong to, written before the reads.
      const [habitId, entryId] = [randomUUID(), randomUUID()];
      if (table === 'habit_marks' || table === 'habit_pauses') {
        await database.db
          .insertInto('habits')
          .values({
            id: habitId,
            user_id: ana,
            name: 'Read',
            description: null,
            kind: 'boolean',
            target: null,
            unit: null,
            frequency: '{"type":"daily"}',
            start_date: '2026-01-01',
            position: 0,
            archived_at: null,
            created_at: NOW,
            updated_at: NOW,
          })
          .execute();
      }
      if (table === 'diary_entry_tags') {
        await database.db
          .insertInto('diary_entries')
          .values({
            id: entryId,
            user_id: ana,
            date: '2026-01-01',
            title: null,
            body: 'Text',
            mood: null,
            search_text: '',
            created_at: NOW,
            updated_at: NOW,
          })
          .execute();
      }
      // A session (and an entry) the physical tables' rows belong to.
      const [workoutId, workoutEntryId] = [randomUUID(), randomUUID()];
      if (table === 'workout_sets' || table === 'exercise_sessions') {
        await database.db
          .insertInto('workouts')
          .values({
            id: workoutId,
            user_id: ana,
            name: null,
            notes: null,
            started_at: NOW,
            finished_at: null,
            local_date: '2026-01-01',
            routine_id: null,
            source: 'app',
            import_key: null,
            created_at: NOW,
            updated_at: NOW,
          })
          .execute();
        await database.db
          .insertInto('workout_entries')
          .values({
            id: workoutEntryId,
            workout_id: workoutId,
            user_id: ana,
            exercise_id: 'plank',
            position: 0,
            notes: null,
          })
          .execute();
      }
      const reader = metadataReader(database);
      await reader.read(ana);
      await reader.read(ben);
      const tracked = { user_id: ana, date: '2026-01-01' };
      const noTimestamps = new Set([
        'user_settings',
        'habit_pauses',
        'diary_entry_tags',
        'cognitive_results',
        'weekly_points',
        'user_achievements',
        'nutrition_product_scans',
        'face_scans',
        'workout_sets',
        'exercise_sessions',
        'exercise_bests',
        'exercise_prior_records',
      ]);
      const noUpdatedAt = new Set([
        'habit_pauses',
        'diary_entry_tags',
        'activity_events',
        'weekly_points',
        'user_achievements',
        'cognitive_results',
        'nutrition_product_scans',
        'face_scans',
        'workout_sets',
        'exercise_sessions',
        'exercise_bests',
        'exercise_prior_records',
      ]);
      const row: Record<string, Record<string, unknown>> = {
        check_ins: tracked,
        habits: {
          id: randomUUID(),
          user_id: ana,
          name: 'Run',
          kind: 'boolean',
          frequency: '{"type":"daily"}',
          start_date: '2026-01-01',
          position: 1,
        },
        habit_marks: { ...tracked, habit_id: habitId, status: 'done' },
        habit_pauses: {
          id: randomUUID(),
          habit_id: habitId,
          user_id: ana,
          from_date: '2026-01-02',
          to_date: '2026-01-03',
          created_at: NOW,
        },
        diary_entries: { ...tracked, id: randomUUID(), body: 'Text' },
        diary_entry_tags: { entry_id: entryId, user_id: ana, tag: 'work' },
        cognitive_results: {
          id: randomUUID(),
          user_id: ana,
          kind: 'reaction_time',
          device: 'keyboard',
          completed_at: NOW,
          local_date: '2026-01-01',
          trials: '[]',
          summary: '{}',
        },
        sessions: { id: randomUUID(), user_id: ana, aal: 'aal1', amr: '[]' },
        identities: {
          id: randomUUID(),
          provider_id: ana,
          provider: 'email',
          user_id: ana,
          identity_data: '{}',
        },
        mfa_factors: { id: randomUUID(), user_id: ana, factor_type: 'totp', status: 'unverified' },
        user_settings: { user_id: ana, personal_info: '{}', preferences: '{}' },
        activity_events: {
          id: randomUUID(),
          user_id: ana,
          kind: 'check_in',
          source_id: '2026-01-01',
          local_date: '2026-01-01',
          week_start: '2025-12-29',
          points: 10,
        },
        weekly_points: { user_id: ana, week_start: '2025-12-29', points: 10 },
        user_achievements: { user_id: ana, key: 'first_check_in', unlocked_at: NOW, seen_at: null },
        nutrition_product_scans: {
          id: randomUUID(),
          user_id: ana,
          barcode: '3017624010701',
          scanned_at: NOW,
          local_date: '2026-01-01',
        },
        face_scans: {
          id: randomUUID(),
          user_id: ana,
          completed_at: NOW,
          local_date: '2026-01-01',
          measurements: '{}',
          pose: '{}',
          landmarks: null,
        },
        workout_sets: {
          id: randomUUID(),
          entry_id: workoutEntryId,
          workout_id: workoutId,
          user_id: ana,
          exercise_id: 'plank',
          started_at: NOW,
          local_date: '2026-01-01',
          entry_position: 0,
          position: 0,
          warm_up: 0,
          duration_seconds: 60,
          records: '',
        },
        exercise_sessions: {
          workout_id: workoutId,
          exercise_id: 'plank',
          user_id: ana,
          started_at: NOW,
          local_date: '2026-01-01',
          volume_kg: 0,
          working_sets: 1,
          reps: 0,
          best_duration_seconds: 60,
          record_count: 0,
          point: '{}',
        },
        exercise_bests: {
          user_id: ana,
          exercise_id: 'plank',
          latest_workout_id: randomUUID(),
          latest_started_at: NOW,
          prior: '{}',
        },
        exercise_prior_records: { user_id: ana, exercise_id: 'plank', records: '[]' },
        user_exercises: {
          id: randomUUID(),
          user_id: ana,
          name: 'Sled push',
          primary_muscles: '[]',
          secondary_muscles: '[]',
          equipment: 'other',
          kind: 'distance',
        },
      };
      const values = {
        ...row[table],
        ...(noTimestamps.has(table) ? {} : { created_at: NOW }),
        ...(noUpdatedAt.has(table) ? {} : { updated_at: NOW }),
      };
      await database.db
        .insertInto(table as never)
        .values(values)
        .execute();
      await reader.read(ana);
      await reader.read(ben);
      expect(reader.loads()).toBe(3); // ana twice, ben once
    },
  );

  it('forgets both users when a row moves from one to the other, and only its user otherwise', async () => {
    const ana = await insertUser(database, 'ana');
    const ben = await insertUser(database, 'ben');
    const cleo = await insertUser(database, 'cleo');
    const sessionId = await insertSession(database, ana);
    const reader = metadataReader(database);
    for (const user of [ana, ben, cleo]) await reader.read(user);
    await database.db
      .updateTable('sessions')
      .set({ aal: 'aal2' })
      .where('id', '=', sessionId)
      .execute();
    for (const user of [ana, ben, cleo]) await reader.read(user);
    expect(reader.loads()).toBe(4); // ana again
    await database.db
      .updateTable('sessions')
      .set({ user_id: ben })
      .where('id', '=', sessionId)
      .execute();
    for (const user of [ana, ben, cleo]) await reader.read(user);
    expect(reader.loads()).toBe(6); // ana and ben again, not cleo
  });

  it('forgets a user whose sessions go with a cascading delete', async () => {
    const userId = await insertUser(database, 'ana');
    const sessionId = await insertSession(database, userId);
    let loads = 0;
    const readSession = () =>
      database.readCache.read(userId, `session:${sessionId}`, async () => {
        loads += 1;
        return database.db
          .selectFrom('sessions')
          .select('id')
          .where('id', '=', sessionId)
          .executeTakeFirst();
      });
    expect(await readSession()).toEqual({ id: sessionId });
    await database.db.deleteFrom('users').where('id', '=', userId).execute();
    expect(await readSession()).toBeUndefined();
    expect(loads).toBe(2);
  });

  it("sees another process's commit on the next read", async () => {
    const userId = await insertUser(database, 'ana');
    const reader = metadataReader(database);
    await reader.read(userId);
    const { rows } = await sql<{ file: string }>`pragma database_list`.execute(database.db);
    const other = new SQLite(rows[0]!.file);
    try {
      other
        .prepare('update users set user_metadata = ? where id = ?')
        .run('{"name":"Ana (elsewhere)"}', userId);
    } finally {
      other.close();
    }
    // The server asks at most once a millisecond (sqlite-user-changes.ts).
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await reader.read(userId)).toEqual({ metadata: '{"name":"Ana (elsewhere)"}' });
    expect(reader.loads()).toBe(2);
  });

  it('does not keep a read that a write overtook', async () => {
    const userId = await insertUser(database, 'ana');
    // The write lands after the read's query, before the read returns.
    const reader = metadataReader(database, async (id) => {
      await database.db
        .updateTable('users')
        .set({ updated_at: '2026-01-02T00:00:00.000Z' })
        .where('id', '=', id)
        .execute();
    });
    await reader.read(userId);
    await reader.read(userId);
    expect(reader.loads()).toBe(2);
  });
});

describe('the read cache itself', () => {
  function manualFeed() {
    const listeners: ((userId: string, table?: UserTable) => void)[] = [];
    let elsewhere = false;
    const feed: UserChangeFeed = {
      subscribe: (listener) => void listeners.push(listener),
      changedElsewhere: () => {
        const changed = elsewhere;
        elsewhere = false;
        return changed;
      },
    };
    return {
      feed,
      change: (userId: string, table?: UserTable) =>
        listeners.forEach((listener) => listener(userId, table)),
      commitElsewhere: () => void (elsewhere = true),
    };
  }

  /** A cache of at most `maxUsers` users, and the users whose reads reached `load`, in order. */
  function boundedCache(maxUsers = 10) {
    const { feed, change, commitElsewhere } = manualFeed();
    const cache = createUserReadCache(feed, { maxUsers });
    const loads: string[] = [];
    const read = (userId: string, key = 'k') =>
      cache.read(userId, key, () => {
        loads.push(userId);
        return Promise.resolve(userId);
      });
    return { cache, loads, read, change, commitElsewhere };
  }

  it("bounds one user's entries: a key that varies on every read drops the oldest first", async () => {
    const { feed } = manualFeed();
    const cache = createUserReadCache(feed, { maxEntriesPerUser: 3 });
    const loads: string[] = [];
    const read = (key: string) =>
      cache.read('a', key, () => {
        loads.push(key);
        return Promise.resolve(key);
      });
    for (const key of ['k1', 'k2', 'k3', 'k4']) await read(key);
    expect(cache.keysOf('a')).toEqual(['k2', 'k3', 'k4']);
    await read('k4');
    await read('k1');
    expect(loads).toEqual(['k1', 'k2', 'k3', 'k4', 'k1']);
  });

  it("forgets only the changed user's values", async () => {
    const { cache, loads, read, change } = boundedCache();
    await read('a');
    await read('a', 'other');
    await read('b');
    change('a');
    expect(cache.size).toBe(1);
    await read('a');
    await read('a', 'other');
    await read('b');
    expect(loads).toEqual(['a', 'a', 'b', 'a', 'a']);
  });

  it('keeps a value that names its tables while the user writes to other tables', async () => {
    const { feed, change } = manualFeed();
    const cache = createUserReadCache(feed);
    const loads: string[] = [];
    const read = (key: string, tables?: readonly UserTable[]) =>
      cache.read(
        'a',
        key,
        () => {
          loads.push(key);
          return Promise.resolve(key);
        },
        { tables },
      );
    const readAll = async () => {
      await read('session', ['sessions', 'users']);
      await read('settings', ['user_settings']);
      await read('overview');
    };
    await readAll();
    change('a', 'user_settings');
    await readAll();
    // The settings and the read that names no table went; the session stayed.
    expect(loads).toEqual(['session', 'settings', 'overview', 'settings', 'overview']);
    change('a', 'sessions');
    await readAll();
    expect(loads.slice(5)).toEqual(['session', 'overview']);
    change('a', 'check_ins');
    await readAll();
    expect(loads.slice(7)).toEqual(['overview']);
    // A change the feed cannot place (PostgreSQL's notifications name the user only) drops all.
    change('a');
    await readAll();
    expect(loads.slice(8)).toEqual(['session', 'settings', 'overview']);
  });

  it("forgets every user after another process's commit", async () => {
    const { cache, loads, read, commitElsewhere } = boundedCache();
    await read('a');
    await read('b');
    commitElsewhere();
    await read('a');
    expect(cache.size).toBe(1);
    await read('b');
    await read('a');
    expect(loads).toEqual(['a', 'b', 'a', 'b']);
  });

  it('does not count a write to a user as a read of them', async () => {
    const { loads, read, change } = boundedCache(2);
    await read('a');
    await read('b');
    change('a'); // a is still the user read least recently
    await read('c'); // full: a goes
    await read('b');
    expect(loads).toEqual(['a', 'b', 'c']);
  });

  it('keeps at most maxUsers users', async () => {
    const { cache, loads, read } = boundedCache(2);
    await read('a');
    await read('b');
    await read('c');
    expect(cache.size).toBe(2);
    await read('b');
    await read('a');
    expect(loads).toEqual(['a', 'b', 'c', 'a']);
  });

  it("keeps a user's values of one day, the latest read: a new day's replace the last's", async () => {
    const { feed } = manualFeed();
    const cache = createUserReadCache(feed);
    const loads: string[] = [];
    const read = (key: string, day?: string) =>
      cache.read(
        'a',
        key,
        () => {
          loads.push(`${key}@${day ?? '-'}`);
          return Promise.resolve(key);
        },
        { day },
      );
    await read('settings');
    for (const key of ['overview:points', 'overview:mood', 'habits:false']) {
      await read(key, '2026-11-23');
      await read(key, '2026-11-23');
    }
    expect(cache.keysOf('a').sort()).toEqual(
      ['habits:false', 'overview:mood', 'overview:points', 'settings'].sort(),
    );
    // Each day of reads without a write leaves that day's entries only, however many days pass.
    for (const day of ['2026-11-24', '2026-11-25', '2026-11-26']) {
      for (const key of ['overview:points', 'overview:mood', 'habits:false']) {
        await read(key, day);
        await read(key, day);
      }
    }
    expect(cache.keysOf('a').sort()).toEqual(
      ['habits:false', 'overview:mood', 'overview:points', 'settings'].sort(),
    );
    expect(loads.filter((load) => load === 'overview:points@2026-11-26')).toHaveLength(1);
    // A read of a day that is not the kept one is answered afresh, never from another day.
    expect(await read('overview:points', '2026-11-25')).toBe('overview:points');
    expect(loads.at(-1)).toBe('overview:points@2026-11-25');
    // Values read without a day stay across days.
    expect(loads.filter((load) => load === 'settings@-')).toHaveLength(1);
    await read('settings');
    expect(loads.filter((load) => load === 'settings@-')).toHaveLength(1);
  });

  it('drops the user read least recently, not the one stored first', async () => {
    const { cache, loads, read } = boundedCache(2);
    await read('a');
    await read('b');
    await read('a'); // from memory: a is now the more recently read
    await read('c'); // full: b goes, though a was stored before it
    expect(cache.size).toBe(2);
    await read('a');
    await read('c');
    expect(loads).toEqual(['a', 'b', 'c']);
    await read('b');
    expect(loads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('counts storing another key of a user as reading that user', async () => {
    const { loads, read } = boundedCache(2);
    await read('a');
    await read('b');
    await read('a', 'other'); // loads a second value of a, which makes a the more recent
    await read('c'); // b goes
    await read('a');
    await read('a', 'other');
    expect(loads).toEqual(['a', 'b', 'a', 'c']);
    await read('b');
    expect(loads).toEqual(['a', 'b', 'a', 'c', 'b']);
  });

  it('hands out values frozen all the way down, kept or not', async () => {
    const { feed, change } = manualFeed();
    const cache = createUserReadCache(feed);
    const kept = await cache.read('a', 'k', () => Promise.resolve({ list: [{ name: 'x' }] }));
    // A change while loading: the value is answered but not kept, and is just as read-only.
    const overtaken = await cache.read('b', 'k', () => {
      change('b');
      return Promise.resolve({ list: [{ name: 'y' }] });
    });
    for (const value of [kept, overtaken]) {
      expect(Object.isFrozen(value.list)).toBe(true);
      expect(Object.isFrozen(value.list[0])).toBe(true);
    }
    expect(cache.size).toBe(1);
  });

  it('does not keep a value whose load failed', async () => {
    const { feed } = manualFeed();
    const cache = createUserReadCache(feed);
    await expect(cache.read('a', 'k', () => Promise.reject(new Error('down')))).rejects.toThrow(
      'down',
    );
    expect(cache.size).toBe(0);
  });
});

describe('the read cache on PostgreSQL', () => {
  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'remembers until a notification names the user (and a table the value names), frozen too',
    async () => {
      const { database, dispose } = await openTestDatabase('postgres');
      try {
        await database.enableReadCache();
        let loads = 0;
        const read = (userId: string) =>
          database.readCache.read(userId, 'k', () => Promise.resolve({ loads: ++loads }));
        await read('user-a');
        await read('user-b');
        expect(Object.isFrozen(await read('user-a'))).toBe(true);
        expect(loads).toBe(2);
        // A notification naming user-a and no table (postgres-user-changes.ts): all of theirs go.
        await sql`select pg_notify('ascend_user_table_changes', 'user-a')`.execute(database.db);
        await database.ownChangesSeen();
        expect(await read('user-a')).toEqual({ loads: 3 });
        expect(await read('user-b')).toEqual({ loads: 2 });
        // What the triggers send for a row of user-b's check-ins: what names other tables stays.
        const readNaming = (key: string, tables: UserTable[]) =>
          database.readCache.read('user-b', key, () => Promise.resolve({ loads: ++loads }), {
            tables,
          });
        expect(await readNaming('settings', ['user_settings'])).toEqual({ loads: 4 });
        expect(await readNaming('check-ins', ['check_ins', 'habits'])).toEqual({ loads: 5 });
        await sql`select pg_notify('ascend_user_table_changes', 'user-b check_ins')`.execute(
          database.db,
        );
        await database.ownChangesSeen();
        expect(await readNaming('settings', ['user_settings'])).toEqual({ loads: 4 });
        expect(await readNaming('check-ins', ['check_ins', 'habits'])).toEqual({ loads: 6 });
        // The key read without tables may depend on any of them: it went too.
        expect(await read('user-b')).toEqual({ loads: 7 });
        // A real write: the trigger of the users table names the user.
        const id = await insertUser(database, 'pg');
        await database.ownChangesSeen();
        await read(id);
        await read(id);
        expect(loads).toBe(8);
        await database.db
          .updateTable('users')
          .set({ updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .execute();
        await database.ownChangesSeen();
        await read(id);
        expect(loads).toBe(9);
      } finally {
        await dispose();
      }
    },
  );
});
