import fs from 'node:fs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { SAFETY_CHECKPOINT_PAGES, WAL_SIZE_LIMIT_BYTES } from './sqlite-checkpoints.js';
import { writeTransaction } from './write-transaction.js';
import { createTestDatabase } from '../test-support/test-database.js';

describe('SQLite checkpoints in the background', () => {
  it('a worker checkpoints a grown WAL, which then restarts small; no row is lost', async () => {
    const test = await createTestDatabase('sqlite');
    if (test.settings.kind !== 'sqlite') throw new Error('expected SQLite');
    const walFile = `${test.settings.file}-wal`;
    // A quarter more than the worker's limit in commits of 25 rows: well below the request
    // connection's own checkpoint limit.
    const body = 'x'.repeat(64 * 1024);
    const batches = Math.ceil((1.25 * WAL_SIZE_LIMIT_BYTES) / (25 * body.length));
    const database = await openDatabase(test.settings);
    try {
      const autocheckpoint = await sql<{
        wal_autocheckpoint: number;
      }>`pragma wal_autocheckpoint`.execute(database.db);
      expect(autocheckpoint.rows[0]?.wal_autocheckpoint).toBe(SAFETY_CHECKPOINT_PAGES);

      await sql`create table filler (id integer primary key, body text not null)`.execute(
        database.db,
      );
      expect(1.25 * WAL_SIZE_LIMIT_BYTES).toBeLessThan(SAFETY_CHECKPOINT_PAGES * 4096);
      for (let batch = 0; batch < batches; batch += 1) {
        await writeTransaction(database, async ({ db: trx }) => {
          for (let row = 0; row < 25; row += 1) {
            await sql`insert into filler (body) values (${body})`.execute(trx);
          }
        });
      }
      expect(fs.statSync(walFile).size).toBeGreaterThan(WAL_SIZE_LIMIT_BYTES);

      // Once the worker has checkpointed everything, the next commit restarts the WAL and cuts it.
      const deadline = Date.now() + 15_000;
      for (;;) {
        await sql`insert into filler (body) values (${'y'})`.execute(database.db);
        if (fs.statSync(walFile).size <= WAL_SIZE_LIMIT_BYTES) break;
        if (Date.now() > deadline) throw new Error('the WAL was never checkpointed');
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const count = await sql<{ rows: number }>`select count(*) as rows from filler`.execute(
        database.db,
      );
      expect(count.rows[0]?.rows).toBeGreaterThanOrEqual(batches * 25 + 1);
    } finally {
      await database.close();
    }
    // Everything is in the database file after close; reopening finds every row.
    const reopened = await openDatabase(test.settings);
    try {
      const count = await sql<{ rows: number }>`select count(*) as rows from filler`.execute(
        reopened.db,
      );
      expect(count.rows[0]?.rows).toBeGreaterThanOrEqual(batches * 25 + 1);
    } finally {
      await reopened.close();
      await test.dispose();
    }
  });
});
