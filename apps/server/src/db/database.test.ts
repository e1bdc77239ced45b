import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  describeDatabase,
  openDatabase,
  type PoolWait,
} from './database.js';
import { createTestDatabase } from '../test-support/test-database.js';

describe('openDatabase', () => {
  it('opens SQLite in WAL mode with foreign keys enforced, the file mapped and an 8 MiB page cache', async () => {
    const test = await createTestDatabase('sqlite');
    const database = await openDatabase(test.settings);
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
        database.db,
      );
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
      const cache = await sql<{ cache_size: number }>`pragma cache_size`.execute(database.db);
      expect(cache.rows[0]?.cache_size).toBe(-8_192);
      const map = await sql<{ mmap_size: number }>`pragma mmap_size`.execute(database.db);
      expect(map.rows[0]?.mmap_size).toBe(1024 ** 3);
    } finally {
      await database.close();
      await test.dispose();
    }
  });

  it('reports an unreachable PostgreSQL server in one line without the password', async () => {
    const settings = {
      kind: 'postgres' as const,
      url: 'postgres://ascend:s3cret@127.0.0.1:1/ascend',
    };
    const error = await openDatabase(settings).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(DatabaseUnavailableError);
    expect((error as Error).message).toBe(
      'cannot reach PostgreSQL at 127.0.0.1:1/ascend: ECONNREFUSED',
    );
    expect(describeDatabase(settings)).not.toContain('s3cret');
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'opens at most DATABASE_POOL_SIZE PostgreSQL connections, and reports the waits past them',
    async () => {
      const test = await createTestDatabase('postgres');
      if (test.settings.kind !== 'postgres') throw new Error('expected PostgreSQL');
      const database = await openDatabase({ ...test.settings, poolSize: 2 });
      const waits: PoolWait[] = [];
      database.onPoolWait((wait) => waits.push(wait));
      try {
        const backends = await Promise.all(
          Array.from({ length: 6 }, () =>
            sql<{ pid: number }>`select pg_backend_pid() as pid, pg_sleep(0.05)`.execute(
              database.db,
            ),
          ),
        );
        expect(new Set(backends.map(({ rows }) => rows[0]!.pid)).size).toBe(2);
        // One line a second at most: the first wait is the one reported.
        expect(waits).toHaveLength(1);
        expect(waits[0]!.poolSize).toBe(2);
        expect(waits[0]!.waitedMs).toBeGreaterThan(0);
        expect(waits[0]!.waiting).toBeGreaterThanOrEqual(0);
      } finally {
        await database.close();
        await test.dispose();
      }
    },
  );
});
