/**
 * The change feed of a PostgreSQL database (see user-read-cache.ts), shared by every instance that
 * serves it: a trigger on each table a cached read depends on (USER_TABLES, the list SQLite's
 * triggers use) sends `pg_notify` with the user id of every row written, and each instance LISTENs
 * on one dedicated connection. PostgreSQL delivers a notification when, and only when, its
 * transaction commits, to every listening session, and "notifications from different transactions
 * are delivered in the order in which the transactions committed" (PostgreSQL manual, NOTIFY:
 * https://www.postgresql.org/docs/current/sql-notify.html). The triggers fire for every write
 * whatever issued it (another instance, `npm run migrate`, psql, a foreign-key cascade), so no write
 * path can forget to invalidate.
 *
 * A notification names the table written as well as the user (`<user id> <table>`), so a write
 * keeps the user's entries that name other tables (read-cache.ts, `ReadOptions.tables`), as on
 * SQLite: a settings write keeps the session's state that the next token check reads.
 *
 * A rolling restart: the release before this one notified `ascend_user_changes` with the user id
 * alone, from its own trigger (`ascend_user_changed`, functions `ascend_user_changed_<column>`), and
 * its instances drop all of a user's entries on that. This feed's trigger, functions and channel
 * have names of their own, so installing them leaves the earlier ones in place: while instances of
 * both releases serve one database, every write fires both triggers and each instance hears its
 * own channel (an earlier instance restarting re-creates only its own). Nothing here listens on the
 * earlier channel; the earlier triggers are dropped once no instance of that release can run
 * (docs/deployment.md).
 *
 * Two gaps the SQLite feed does not have, and how they are closed:
 * - This instance's own writes arrive as notifications too, a moment after their commit. A request
 *   that wrote must not answer before its own changes have dropped the cache's entries, or the
 *   client's next read on this instance could see the value from before its write: `ownChangesSeen()`
 *   sends a marker notification after the commit and resolves when the marker comes back, which, by
 *   the ordering above, is after every notification of the request's writes.
 * - The listening connection can drop, and notifications sent meanwhile are lost. While it is down,
 *   `changedElsewhere()` answers true on every read (so nothing cached is served: each read starts a
 *   new generation), and once more after it is back.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { UserTable } from './read-cache.js';
import { USER_TABLES } from './sqlite-user-changes.js';
import type { UserChangeFeed } from './user-read-cache.js';

/** The one channel: `<user id> <table>` for each row written, and this feed's markers. */
const CHANNEL = 'ascend_user_table_changes';
const MARKER_PREFIX = 'marker:';
/** Any lock number the product does not otherwise use; held while the triggers are (re)created. */
const INSTALL_LOCK = 7_252_001;
/** A marker that has not come back by then means the connection is stuck: the cache is dropped. */
const MARKER_TIMEOUT_MS = 1000;
const RECONNECT_DELAY_MS = 250;

/**
 * A trigger function per column that names the user (`id` on users, `user_id` elsewhere); not the
 * earlier release's names (`ascend_user_changed_<column>`), which its instances re-create.
 */
const functionName = (column: string) => `ascend_user_table_changed_${column}`;

function installStatements(): string[] {
  const columns = [...new Set(Object.values(USER_TABLES))];
  const functions = columns.map(
    (column) => `CREATE OR REPLACE FUNCTION ${functionName(column)}() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        -- Identical notifications of one transaction are sent once (PostgreSQL folds them).
        IF TG_OP <> 'INSERT' THEN
          PERFORM pg_notify('${CHANNEL}', OLD.${column}::text || ' ' || TG_TABLE_NAME);
        END IF;
        IF TG_OP <> 'DELETE' THEN
          PERFORM pg_notify('${CHANNEL}', NEW.${column}::text || ' ' || TG_TABLE_NAME);
        END IF;
        RETURN NULL;
      END $$`,
  );
  const triggers = Object.entries(USER_TABLES).map(
    ([table, column]) => `CREATE OR REPLACE TRIGGER ascend_user_table_changed
      AFTER INSERT OR UPDATE OR DELETE ON ${table}
      FOR EACH ROW EXECUTE FUNCTION ${functionName(column)}()`,
  );
  return [...functions, ...triggers];
}

/**
 * A change's user and table. A payload without a table (none is sent today) names the user only:
 * all of the user's entries go, the safe reading of anything this release does not know.
 */
function changeOf(payload: string): { userId: string; table: UserTable | undefined } {
  const space = payload.indexOf(' ');
  if (space === -1) return { userId: payload, table: undefined };
  // A table this release does not list drops only the entries that name no tables: none of this
  // release's reads depend on it.
  return { userId: payload.slice(0, space), table: payload.slice(space + 1) as UserTable };
}

export interface PostgresUserChanges extends UserChangeFeed {
  /** Resolves once every notification of writes committed before the call has been handled. */
  ownChangesSeen(): Promise<void>;
  /** Stops listening (the cache then serves nothing). */
  close(): Promise<void>;
}

/**
 * Creates (or updates) the triggers and starts listening; resolves once the listener is live. The
 * triggers are created under an advisory lock, so instances starting at once take turns (two
 * concurrent `CREATE OR REPLACE` of one function fail otherwise). Call after migrations.
 */
export async function postgresUserChanges(
  url: string,
  pool: pg.Pool,
): Promise<PostgresUserChanges> {
  const installer = await pool.connect();
  try {
    await installer.query('BEGIN');
    await installer.query('SELECT pg_advisory_xact_lock($1)', [INSTALL_LOCK]);
    for (const statement of installStatements()) await installer.query(statement);
    await installer.query('COMMIT');
  } catch (error) {
    await installer.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    installer.release();
  }

  const listeners: ((userId: string, table?: UserTable) => void)[] = [];
  const markers = new Map<string, () => void>();
  let live = false;
  /** Set when notifications may have been missed: the next read starts a new generation. */
  let missed = false;
  let closed = false;
  let client: pg.Client | undefined;

  function onNotification({ payload }: pg.Notification) {
    if (payload === undefined) return;
    if (payload.startsWith(MARKER_PREFIX)) {
      markers.get(payload)?.();
      return;
    }
    const { userId, table } = changeOf(payload);
    for (const listener of listeners) listener(userId, table);
  }

  function lost() {
    live = false;
    missed = true;
    // Nothing cached is served while down, so no request needs to wait for its own changes.
    for (const resolve of markers.values()) resolve();
    markers.clear();
  }

  async function connect(): Promise<void> {
    const next = new pg.Client({ connectionString: url, keepAlive: true });
    next.on('notification', onNotification);
    next.on('error', () => undefined);
    next.on('end', () => {
      if (client !== next) return;
      client = undefined;
      lost();
      if (!closed) setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    });
    await next.connect();
    await next.query(`LISTEN ${CHANNEL}`);
    client = next;
    live = true;
  }

  async function reconnect(): Promise<void> {
    if (closed || client) return;
    try {
      await connect();
    } catch {
      setTimeout(() => void reconnect(), RECONNECT_DELAY_MS).unref();
    }
  }

  await connect();

  // Requests that finish writing at about the same time share one marker: each one's commit came
  // before it asked, so a marker sent after they all asked follows all their notifications.
  let pending: Promise<void> | undefined;
  function sendMarker(): Promise<void> {
    const marker = `${MARKER_PREFIX}${randomUUID()}`;
    return new Promise<void>((resolve) => {
      const timeout = setTimeout(() => {
        // Stuck: forget everything rather than risk serving what a lost notification changed.
        markers.delete(marker);
        missed = true;
        resolve();
      }, MARKER_TIMEOUT_MS);
      markers.set(marker, () => {
        clearTimeout(timeout);
        markers.delete(marker);
        resolve();
      });
      pool.query('SELECT pg_notify($1, $2)', [CHANNEL, marker]).catch(() => {
        markers.get(marker)?.();
        missed = true;
      });
    });
  }

  return {
    subscribe(listener) {
      listeners.push(listener);
    },
    changedElsewhere() {
      if (!live) return true;
      if (!missed) return false;
      missed = false;
      return true;
    },
    ownChangesSeen() {
      if (!live) return Promise.resolve();
      pending ??= new Promise<void>((resolve) => {
        setImmediate(() => {
          pending = undefined;
          void sendMarker().then(resolve);
        });
      });
      return pending;
    },
    async close() {
      closed = true;
      const current = client;
      client = undefined;
      lost();
      await current?.end().catch(() => undefined);
    },
  };
}
