import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from './database.js';
import { holdUser } from './row-locks.js';
import { writeTransaction } from './write-transaction.js';
import { openTestDatabase } from '../test-support/test-database.js';

const NOW = '2026-01-01T00:00:00.000Z';

// Row locks exist on PostgreSQL only (SQLite's write transaction holds the whole database).
describe.skipIf(!process.env.TEST_DATABASE_URL)('holding a user (postgres)', () => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  let userId: string;

  beforeEach(async () => {
    ({ database, dispose } = await openTestDatabase('postgres'));
    userId = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id: userId,
        aud: 'authenticated',
        role: 'authenticated',
        email: `${userId}@example.com`,
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
  });
  afterEach(() => dispose());

  /** Runs `meanwhile` while another transaction holds the user, then lets that one commit. */
  async function whileHeld<T>(meanwhile: () => Promise<T>): Promise<T> {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding!: () => void;
    const isHolding = new Promise<void>((resolve) => (holding = resolve));
    const holder = writeTransaction(database, async (context) => {
      await holdUser(context, userId);
      holding();
      await released;
    });
    await isHolding;
    try {
      return await meanwhile();
    } finally {
      release();
      await holder;
    }
  }

  it('makes a second holder of the same user wait (here: refused at once, NOWAIT)', async () => {
    const second = whileHeld(() =>
      writeTransaction(database, ({ db }) =>
        db
          .selectFrom('users')
          .select('id')
          .where('id', '=', userId)
          .forNoKeyUpdate()
          .noWait()
          .execute(),
      ),
    );
    // 55P03 lock_not_available: the row is held.
    await expect(second).rejects.toMatchObject({ code: '55P03' });
  });

  it('leaves rows that refer to the user free to be inserted meanwhile', async () => {
    // Under FOR UPDATE this insert's foreign key check (FOR KEY SHARE on the user) would wait for
    // the holder, which waits for this: the lock timeout turns that wait into an error.
    const sessionId = randomUUID();
    await whileHeld(() =>
      writeTransaction(database, async ({ db }) => {
        await sql`set local lock_timeout = '5s'`.execute(db);
        await db
          .insertInto('sessions')
          .values({
            id: sessionId,
            user_id: userId,
            aal: 'aal1',
            amr: '[]',
            created_at: NOW,
            updated_at: NOW,
          })
          .execute();
      }),
    );
    const stored = await database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(stored).toEqual([{ id: sessionId }]);
  });
});
