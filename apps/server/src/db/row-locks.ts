/**
 * The one rule for the rows a write transaction holds on PostgreSQL (tracking and the import): held
 * `FOR NO KEY UPDATE`, through `held()`. "This user's writes take turns": a transaction that checks
 * something over many of the user's rows (the 100 active habits, the 50 diary entries of a day, an
 * import into an account without records) first holds the user's row, so a second such transaction
 * of the same user waits there and then sees the first one's rows. SQLite needs nothing: its write
 * transaction (`BEGIN IMMEDIATE`) already holds the whole database.
 *
 * The lock is `FOR NO KEY UPDATE`, not `FOR UPDATE`: both conflict with themselves, which is all the
 * turn-taking needs, but a foreign key check takes `FOR KEY SHARE` on the row it refers to, which
 * `FOR UPDATE` blocks and `FOR NO KEY UPDATE` does not (PostgreSQL manual, Explicit Locking, "Row-
 * Level Locks": https://www.postgresql.org/docs/current/explicit-locking.html#LOCKING-ROWS). With
 * `FOR UPDATE`, every insert of any row that refers to the user (a check-in, a session, a settings
 * row) would wait for the held transaction to end, though none of them changes the user's row.
 */
import type { WriteContext } from './write-transaction.js';

/** The query, its rows held until the transaction ends when `lockRows` (PostgreSQL). */
export function held<Query extends { forNoKeyUpdate(): Query }>(
  query: Query,
  lockRows: boolean,
): Query {
  return lockRows ? query.forNoKeyUpdate() : query;
}

/** Holds the user's row: the user's writes that call this take turns. */
export async function holdUser({ db, lockRows }: WriteContext, userId: string): Promise<void> {
  if (!lockRows) return;
  await held(db.selectFrom('users').select('id').where('id', '=', userId), lockRows).execute();
}
