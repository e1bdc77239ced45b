/**
 * Races made deterministic on PostgreSQL: a side connection holds a row (`FOR UPDATE`, as a delete
 * of it does) while the server handles a request; once PostgreSQL reports the request's backend
 * waiting for a lock (`pg_blocking_pids`), the side transaction does its own write (ending a
 * session, deleting a user) and commits. No timer decides the order.
 */
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { expect } from 'vitest';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import type { AuthTestKit } from './auth-test-kit.js';

export interface RowHolder {
  /**
   * Runs `request` while a side transaction holds the row `id` of `table`; once `waiters` backends
   * wait for a lock, runs `end` in that transaction and commits, then returns the request's answer.
   */
  whileRowHeld<T>(
    table: 'users' | 'sessions' | 'mfa_factors',
    id: string,
    request: () => Promise<T>,
    end: (trx: Db) => Promise<unknown>,
    waiters?: number,
  ): Promise<T>;
  close(): Promise<void>;
}

/** Backends of the test database waiting for a lock (the side transaction's, or another's). */
export async function waitingBackends(db: Db): Promise<number> {
  const { rows } = await sql<{ waiting: string }>`select count(*) as waiting from pg_stat_activity
    where datname = current_database() and cardinality(pg_blocking_pids(pid)) > 0`.execute(db);
  return Number(rows[0]!.waiting);
}

export function rowHolder(kit: AuthTestKit): RowHolder {
  const database = kit.server.config.database;
  if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
  const side = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 2 }) }),
  });
  return {
    whileRowHeld(table, id, request, end, waiters = 1) {
      return side.connection().execute(async (trx) => {
        await sql`begin`.execute(trx);
        try {
          await trx.selectFrom(table).select('id').where('id', '=', id).forUpdate().execute();
          const answer = request();
          // Asked on the pool's other connection: inside a transaction, pg_stat_activity is read once.
          await expect
            .poll(() => waitingBackends(side), { timeout: 10_000, interval: 10 })
            .toBe(waiters);
          await end(trx);
          await sql`commit`.execute(trx);
          return await answer;
        } catch (error) {
          await sql`rollback`.execute(trx);
          throw error;
        }
      });
    },
    close: () => side.destroy(),
  };
}
