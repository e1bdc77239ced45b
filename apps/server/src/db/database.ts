/**
 * Opens the product's database: better-sqlite3 by default, PostgreSQL through `pg` when configured.
 */
import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Config } from '../config.js';
import type { Database } from './schema.js';
import { startBackgroundCheckpoints } from './sqlite-checkpoints.js';
import { noReadCache, sqliteReadCache, type UserReadCache } from './read-cache/read-cache.js';

export type DatabaseKind = Config['database']['kind'];

/** What a query runs on: the database, or a transaction of it (db/write-transaction.ts). */
export type Db = Kysely<Database>;

export interface AppDatabase {
  kind: DatabaseKind;
  db: Kysely<Database>;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  /** Per-user reads of the hot routes, remembered while exact (read-cache/read-cache.ts). */
  readonly readCache: UserReadCache;
  /**
   * Turns the read cache on where the database can report every change (SQLite); call after
   * migrations. Until then, and on PostgreSQL, `readCache` remembers nothing.
   */
  enableReadCache(): void;
  close(): Promise<void>;
}

/** A database that cannot be opened or reached, worded for one log line (no credentials). */
export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export function describeDatabase(database: Config['database']): string {
  if (database.kind === 'sqlite') return `SQLite at ${database.file}`;
  const url = new URL(database.url);
  return `PostgreSQL at ${url.hostname}:${url.port || '5432'}${url.pathname}`;
}

/** Most distinct statements kept compiled; the product issues a few dozen. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely asks better-sqlite3 to prepare every statement afresh, which costs more than running most
 * of ours. The same SQL text always compiles to the same statement, so compiled statements are
 * reused (a statement is not re-entrant, but better-sqlite3 runs each to completion synchronously).
 */
function withStatementCache(connection: SQLite.Database): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = connection.prepare.bind(connection);
  connection.prepare = ((source: string) => {
    let statement = cache.get(source);
    if (statement === undefined) {
      statement = prepare(source);
      if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  }) as typeof connection.prepare;
  return connection;
}

function openSqlite(file: string): AppDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  // Other writers (a second process, `npm run migrate`) wait instead of failing at once.
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  const checkpoints = startBackgroundCheckpoints(connection, file);
  const db = new Kysely<Database>({
    dialect: new SqliteDialect({ database: withStatementCache(connection) }),
  });
  let readCache = noReadCache;
  return {
    kind: 'sqlite',
    db,
    get readCache() {
      return readCache;
    },
    enableReadCache() {
      if (readCache === noReadCache) readCache = sqliteReadCache(connection);
    },
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await checkpoints.stop();
      await db.destroy();
    },
  };
}

function openPostgres(url: string): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kind: 'postgres',
    db,
    // Other instances write too, and nothing here would tell this one: every read goes to the database.
    readCache: noReadCache,
    enableReadCache: () => undefined,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: () => db.destroy(),
  };
}

export async function openDatabase(database: Config['database']): Promise<AppDatabase> {
  let opened: AppDatabase;
  try {
    opened = database.kind === 'sqlite' ? openSqlite(database.file) : openPostgres(database.url);
  } catch (error) {
    throw new DatabaseUnavailableError(
      `cannot open ${describeDatabase(database)}: ${(error as Error).message}`,
    );
  }
  try {
    await opened.ping();
  } catch (error) {
    await opened.close().catch(() => undefined);
    const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).message;
    throw new DatabaseUnavailableError(`cannot reach ${describeDatabase(database)}: ${reason}`);
  }
  return opened;
}
