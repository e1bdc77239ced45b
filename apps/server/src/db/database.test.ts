import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DatabaseUnavailableError, describeDatabase, openDatabase } from './database.js';
import { createTestDatabase } from '../test-support/test-database.js';

describe('openDatabase', () => {
  it('opens SQLite in WAL mode with foreign keys enforced', async () => {
    const test = await createTestDatabase('sqlite');
    const database = await openDatabase(test.settings);
    try {
      const journal = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(database.db);
      expect(journal.rows[0]?.journal_mode).toBe('wal');
      const foreignKeys = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(
        database.db,
      );
      expect(foreignKeys.rows[0]?.foreign_keys).toBe(1);
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
});
