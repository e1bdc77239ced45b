/**
 * The one way to run a write transaction (ESLint forbids `db.transaction()` elsewhere), with or
 * without rows to hold. PostgreSQL: an ordinary transaction; a read-merge-write change locks the
 * rows it will write back with `SELECT … FOR UPDATE` (`lockRows` is true), so a concurrent writer's
 * update is merged rather than lost. SQLite: `BEGIN IMMEDIATE`, which takes the database's write
 * lock before the first read, so a second writer (in this or another process) waits at the start
 * instead of reading stale data or failing when it tries to write; there are no rows to lock.
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
