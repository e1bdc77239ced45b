import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { migrateDownToNothing, migrateToLatest } from './migrate.js';
import { migrations } from './migrations/index.js';
import { createTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';

describe.each(testDatabaseKinds())('migrations on %s', (kind) => {
  it('apply, revert and apply again', async () => {
    const test = await createTestDatabase(kind);
    const database = await openDatabase(test.settings);
    try {
      const all = Object.keys(migrations);
      expect(await migrateToLatest(database.db as never)).toEqual(all);
      expect(await migrateToLatest(database.db as never)).toEqual([]);
      await sql`select count(*) from contact_messages`.execute(database.db);

      expect(await migrateDownToNothing(database.db as never)).toEqual([...all].reverse());
      await expect(
        sql`select count(*) from contact_messages`.execute(database.db),
      ).rejects.toThrow();

      expect(await migrateToLatest(database.db as never)).toEqual(all);
    } finally {
      await database.close();
      await test.dispose();
    }
  });
});

describe.runIf(testDatabaseKinds().includes('postgres'))('migrations from two instances', () => {
  it('run once when two connection pools migrate an empty database at the same moment', async () => {
    const test = await createTestDatabase('postgres');
    const [first, second] = await Promise.all([
      openDatabase(test.settings),
      openDatabase(test.settings),
    ]);
    try {
      const applied = await Promise.all([
        migrateToLatest(first.db as never),
        migrateToLatest(second.db as never),
      ]);
      // One applied them all (Kysely's migrator holds a PostgreSQL advisory lock); the other,
      // waiting for the lock, found nothing left.
      expect(applied.map((names) => names.length).sort((a, b) => a - b)).toEqual([
        0,
        Object.keys(migrations).length,
      ]);
    } finally {
      await Promise.all([first.close(), second.close()]);
      await test.dispose();
    }
  });
});
