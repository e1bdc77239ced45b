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
import {
  noReadCache,
  postgresReadCache,
  sqliteReadCache,
  type PostgresReadCache,
  type UserReadCache,
} from './read-cache/read-cache.js';
import { statementNameOf } from './prepared-query.js';

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
   * Turns the read cache on (SQLite: triggers on this connection; PostgreSQL: triggers that notify
   * every instance, and this instance listening); call after migrations. Until then `readCache`
   * remembers nothing.
   */
  enableReadCache(): Promise<void>;
  /**
   * Resolves once writes this instance has committed have dropped the read cache's entries they
   * change: at once on SQLite (its triggers run in the write), after one marker notification's
   * round trip on PostgreSQL. A request that wrote awaits it before answering.
   */
  ownChangesSeen(): Promise<void>;
  /** Calls `listener` when a query had to wait for a pooled connection (PostgreSQL). */
  onPoolWait(listener: (wait: PoolWait) => void): void;
  close(): Promise<void>;
}

/** A wait for a connection of an exhausted pool, as logged. */
export interface PoolWait {
  /** How long this query waited for a connection. */
  waitedMs: number;
  /** Queries still waiting when it got one. */
  waiting: number;
  poolSize: number;
}

/** Connections per instance when DATABASE_POOL_SIZE is not set (pg's own default). */
const DEFAULT_POOL_SIZE = 10;

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

/**
 * The database file's bytes read through a memory map (`PRAGMA mmap_size`) rather than copied by a
 * system call into SQLite's page cache: a read of a page the cache does not hold costs a memory
 * access. SQLite's documentation (Memory-Mapped I/O) names the price: an I/O error on the mapped
 * file stops the process with a signal instead of failing the statement (a disk failing under the
 * server; the process manager restarts it). Up to 1 GiB of the file (address space, not memory).
 */
const MEMORY_MAP_BYTES = 1024 * 1024 * 1024;

/**
 * SQLite's own page cache, in KiB (`PRAGMA cache_size` takes KiB when negative): 8 MiB, for the
 * pages read from the WAL and those being written; the file's pages come through the map.
 *
 * Why no larger: a commit that split a B-tree page (an entry landing on a full page: most of the
 * group commits of a busy server) ends by scanning the whole cache. The split renumbers pages
 * through the lock page's number, and pcache1Truncate then walks every slot of the cache's hash
 * table. With the 64 MiB cache this had before, that scan was 5–6% of the server's CPU under
 * bench/10's adds and about 3% under bench/09's sets (perf, on the bundled SQLite); with 8 MiB and
 * the map, under 1%, and the reads measured no slower (bench/09's history and volume, bench/10's
 * diary day and month).
 */
const PAGE_CACHE_KIB = 8 * 1024;

function openSqlite(file: string): AppDatabase {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const connection = new SQLite(file);
  connection.pragma('journal_mode = WAL');
  connection.pragma('foreign_keys = ON');
  // Other writers (a second process, `npm run migrate`) wait instead of failing at once.
  connection.pragma('busy_timeout = 5000');
  connection.pragma('synchronous = NORMAL');
  // The one connection serves every user: with a database of millions of rows the pages of the
  // users active now outgrow SQLite's default 2 MiB cache, and reads (a diary page's bodies, a
  // month of check-ins) went back to the file through a system call each time. The map serves
  // them instead, beside a page cache kept small (above).
  connection.pragma(`mmap_size = ${MEMORY_MAP_BYTES}`);
  connection.pragma(`cache_size = -${PAGE_CACHE_KIB}`);
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
      return Promise.resolve();
    },
    ownChangesSeen: () => Promise.resolve(),
    onPoolWait: () => undefined,
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await checkpoints.stop();
      await db.destroy();
    },
  };
}

/**
 * The hot queries (db/prepared-query.ts: compiled once, run with new values) as named prepared
 * statements: PostgreSQL parses and plans each once per connection instead of on every run. Other
 * statements stay unnamed, so the statements a connection keeps stay few (pg never forgets one).
 */
function withNamedStatements(client: pg.PoolClient): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values: unknown, ...rest: unknown[]) => {
    const name =
      typeof text === 'string' && Array.isArray(values) ? statementNameOf(text) : undefined;
    return name === undefined
      ? query(text, values, ...rest)
      : query({ name, text, values }, ...rest);
  }) as typeof client.query;
}

/** At most one pool-exhaustion line a second: under overload, every query waits. */
const POOL_WAIT_REPORT_MS = 1000;

function openPostgres(url: string, poolSize: number): AppDatabase {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => undefined);
  pool.on('connect', withNamedStatements);

  let poolWaitListener: ((wait: PoolWait) => void) | undefined;
  let reportedAt = -Infinity;
  // Connections Kysely holds or has asked for: when they already fill the pool, the next query
  // waits for one to be released (pg's own counts lag: it hands an idle client over a tick later).
  let outstanding = 0;
  // Kysely takes its connections through this: a wait for one of a full pool is timed and
  // reported (the wait and the queue behind it), so an undersized pool shows in the logs.
  const timedPool = {
    async connect() {
      const full = outstanding >= poolSize;
      const started = performance.now();
      outstanding += 1;
      let client: pg.PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        outstanding -= 1;
        throw error;
      }
      // pg sets a new release() on every checkout.
      const release = client.release.bind(client);
      client.release = (error?: Error | boolean) => {
        outstanding -= 1;
        release(error);
      };
      const now = performance.now();
      if (full && poolWaitListener && now - reportedAt >= POOL_WAIT_REPORT_MS) {
        reportedAt = now;
        poolWaitListener({
          waitedMs: Math.round((now - started) * 10) / 10,
          waiting: pool.waitingCount,
          poolSize,
        });
      }
      return client;
    },
    end: () => pool.end(),
  };
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool: timedPool }) });
  let cache: PostgresReadCache | undefined;
  // One listener however many apps share this database object and enable it at once (tests).
  let enabling: Promise<PostgresReadCache> | undefined;
  return {
    kind: 'postgres',
    db,
    get readCache() {
      return cache?.cache ?? noReadCache;
    },
    async enableReadCache() {
      enabling ??= postgresReadCache(url, pool);
      cache = await enabling;
    },
    ownChangesSeen: () => cache?.ownChangesSeen() ?? Promise.resolve(),
    onPoolWait(listener) {
      poolWaitListener = listener;
    },
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    close: async () => {
      await cache?.close();
      await db.destroy();
    },
  };
}

export async function openDatabase(database: Config['database']): Promise<AppDatabase> {
  let opened: AppDatabase;
  try {
    opened =
      database.kind === 'sqlite'
        ? openSqlite(database.file)
        : openPostgres(database.url, database.poolSize ?? DEFAULT_POOL_SIZE);
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
