import SQLite from 'better-sqlite3';
import { sql, type Kysely } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppDatabase } from './database.js';
import { groupCommit } from './group-commit.js';
import type { Database } from './schema.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';

/** A contact message per write: a table with no foreign keys, written the way the product writes. */
async function insertMessage(db: Kysely<Database>, name: string) {
  if (name === 'invalid') throw new Error(`refused: ${name}`);
  await db
    .insertInto('contact_messages')
    .values({
      id: `id-${name}`,
      name,
      email: `${name}@example.com`,
      subject: 'Hello',
      message: 'A message long enough.',
      created_at: new Date().toISOString(),
    })
    .execute();
  return name.toUpperCase();
}

describe.each(testDatabaseKinds())('group commit (%s)', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterEach(() => dispose());

  const storedNames = async () =>
    (await database.db.selectFrom('contact_messages').select('name').orderBy('name').execute()).map(
      (row) => row.name,
    );

  it("answers each caller with its own write's result, once committed", async () => {
    const write = groupCommit(database, insertMessage);
    const names = ['ana', 'ben', 'carla', 'dario'];
    expect(await Promise.all(names.map((name) => write(name)))).toEqual([
      'ANA',
      'BEN',
      'CARLA',
      'DARIO',
    ]);
    expect(await storedNames()).toEqual(names);
  });

  it('commits the others when one write of a batch fails, and stores nothing of it', async () => {
    const write = groupCommit(database, insertMessage);
    const results = await Promise.allSettled(['ana', 'invalid', 'ben'].map((name) => write(name)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[1] as PromiseRejectedResult).reason).toEqual(new Error('refused: invalid'));
    expect(await storedNames()).toEqual(['ana', 'ben']);
  });

  it('runs a failing write that is alone once', async () => {
    let attempts = 0;
    const write = groupCommit(database, (_db, name: string) => {
      attempts += 1;
      return Promise.reject(new Error(`refused: ${name}`));
    });
    await expect(write('ana')).rejects.toThrow('refused: ana');
    expect(attempts).toBe(1);
  });
});

describe('group commit on SQLite', () => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;

  beforeEach(async () => {
    ({ database, dispose } = await openTestDatabase('sqlite'));
  });
  afterEach(() => dispose());

  it('puts the writes that arrive together into one transaction, up to maxBatch', async () => {
    const transactions: Kysely<Database>[] = [];
    const write = groupCommit(
      database,
      async (db, name: string) => {
        if (!transactions.includes(db)) transactions.push(db);
        return insertMessage(db, name);
      },
      { maxBatch: 3 },
    );
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((name) => write(name)));
    expect(transactions).toHaveLength(2);
  });

  it('settles a write only when another connection can read it', async () => {
    const write = groupCommit(database, insertMessage);
    const { rows } = await sql<{ file: string }>`pragma database_list`.execute(database.db);
    const reader = new SQLite(rows[0]!.file, { readonly: true });
    try {
      const count = () =>
        reader.prepare("select count(*) from contact_messages where name = 'ana'").pluck().get();
      const written = write('ana');
      expect(count()).toBe(0);
      await written;
      expect(count()).toBe(1);
    } finally {
      reader.close();
    }
  });

  it('takes writes that arrive during a commit into the next batch', async () => {
    const transactions = new Set<Kysely<Database>>();
    let late: Promise<string> | undefined;
    const write = groupCommit(database, async (db, name: string) => {
      transactions.add(db);
      // Arrives while the first batch is committing.
      if (name === 'first') late = write('late');
      return insertMessage(db, name);
    });
    await write('first');
    expect(await late).toBe('LATE');
    expect(transactions.size).toBe(2);
    expect(await database.db.selectFrom('contact_messages').select('name').execute()).toHaveLength(
      2,
    );
  });
});
