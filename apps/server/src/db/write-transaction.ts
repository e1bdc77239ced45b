/**
 * A transaction for read-merge-write changes that must not lose a concurrent writer's update.
 * PostgreSQL: an ordinary transaction in which the caller locks its rows with `SELECT … FOR UPDATE`
 * (`lockRows` is true). SQLite: `BEGIN IMMEDIATE`, which takes the database's write lock before the
 * first read, so a second writer (in this or another process) waits instead of reading stale data.
 */
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from './database.js';
import type { Database } from './schema.js';

export interface WriteContext {
  db: Kysely<Database>;
  /** Whether the caller must add `.forUpdate()` to the reads it will write back. */
  lockRows: boolean;
}

const BEGIN_IMMEDIATE = sql`begin immediate`;
const COMMIT = sql`commit`;
const ROLLBACK = sql`rollback`;

export async function writeTransaction<T>(
  database: Pick<AppDatabase, 'kind' | 'db'>,
  work: (context: WriteContext) => Promise<T>,
): Promise<T> {
  if (database.kind === 'postgres') {
    return database.db.transaction().execute((trx) => work({ db: trx, lockRows: true }));
  }
  return database.db.connection().execute(async (connection) => {
    await BEGIN_IMMEDIATE.execute(connection);
    try {
      const result = await work({ db: connection, lockRows: false });
      await COMMIT.execute(connection);
      return result;
    } catch (error) {
      await ROLLBACK.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
