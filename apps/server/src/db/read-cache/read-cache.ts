/**
 * The per-process read cache of what the busiest routes read about one user (the user and session
 * behind an access token, their factors, their settings): the one module of `db/read-cache/` that
 * the rest of the server imports (ESLint enforces it). `database.ts` builds it; the layers above see
 * `UserReadCache` only.
 *
 * Kept because it pays on SQLite: measured with `npm run bench`, it cuts the server's CPU per request
 * of `GET /auth/v1/user` to about a third and of `GET /api/v1/settings` to about three fifths
 * (docs/architecture.md, "The read cache").
 *
 * It is exact, not time-bound: it is enabled only where the database reports every change to a
 * user's rows (SQLite: triggers on this connection, and `data_version` for commits of other
 * processes; see sqlite-user-changes.ts. PostgreSQL: triggers that notify every instance through
 * LISTEN/NOTIFY; see postgres-user-changes.ts).
 */
import type SQLite from 'better-sqlite3';
import type pg from 'pg';
import { postgresUserChanges } from './postgres-user-changes.js';
import { deepFreeze } from './deep-freeze.js';
import { sqliteUserChanges, type USER_TABLES } from './sqlite-user-changes.js';
import { createUserReadCache } from './user-read-cache.js';

/**
 * A value as the cache hands it out: shared by every request until the user's rows change, so it is
 * deep-frozen, and typed read-only all the way down so that changing it does not compile. A caller
 * that needs a changed value builds a new one (`{ ...value, field }`).
 */
export type Cached<T> = T extends (...args: never[]) => unknown
  ? T
  : T extends readonly (infer Item)[]
    ? readonly Cached<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Cached<T[Key]> }
      : T;

/** A table whose rows name a user and that a cached read may depend on. */
export type UserTable = keyof typeof USER_TABLES;

export interface ReadOptions {
  /**
   * The user's day the value was computed for (their today). The user's values of one day are
   * kept, those of the latest day read: a new day's reads replace the last day's, which nobody
   * will read again (the key need not hold the day).
   */
  day?: string;
  /**
   * Every table `load` reads, when the read names them: the value then stays when the user's rows
   * of other tables change (a settings write keeps the session's state a token check reads). A read
   * that does not name them is dropped by any change to the user's rows.
   */
  tables?: readonly UserTable[];
}

export interface UserReadCache {
  /**
   * The value of `load()` for this user and key: remembered until a row of this user changes (a
   * table listed in sqlite-user-changes.ts). `key` names what `load` reads; two loads that read
   * different things must use different keys.
   */
  read<T>(
    userId: string,
    key: string,
    load: () => Promise<T>,
    options?: ReadOptions,
  ): Promise<Cached<T>>;
}

/**
 * A cache that remembers nothing: every read loads (PostgreSQL, and SQLite before migrations). Its
 * values are frozen too, so code that would change a shared value fails on every database alike.
 */
export const noReadCache: UserReadCache = {
  read: async <T>(_userId: string, _key: string, load: () => Promise<T>) =>
    deepFreeze(await load()),
};

/**
 * The read cache of a SQLite connection. Its triggers are created now; the connection's tables must
 * exist (call after migrations).
 */
export function sqliteReadCache(connection: SQLite.Database): UserReadCache {
  const changes = sqliteUserChanges(connection);
  changes.install();
  return createUserReadCache(changes);
}

/** The read cache of a PostgreSQL database, with what its feed adds (see postgres-user-changes.ts). */
export interface PostgresReadCache {
  cache: UserReadCache;
  /** Resolves once this instance's committed writes have dropped the entries they change. */
  ownChangesSeen(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The read cache of a PostgreSQL database: its triggers are created (or updated) and this instance
 * listens before it resolves. Call after migrations.
 */
export async function postgresReadCache(url: string, pool: pg.Pool): Promise<PostgresReadCache> {
  const changes = await postgresUserChanges(url, pool);
  return {
    cache: createUserReadCache(changes),
    ownChangesSeen: () => changes.ownChangesSeen(),
    close: () => changes.close(),
  };
}
