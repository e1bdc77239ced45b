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
