/**
 * The change feed of a SQLite connection (see user-read-cache.ts): TEMP triggers on every table a
 * cached read depends on call a function of this process with the user id of each row written, and
 * `PRAGMA data_version` reveals commits of other connections.
 *
 * TEMP triggers live only in this connection, so other processes writing the same file (a second
 * server, `npm run migrate`, the sqlite3 shell) never call a function they do not have. SQLite runs
 * them for every write of this connection, whatever code issued it, foreign-key cascades included:
 * no write path can forget to invalidate.
 */
import type SQLite from 'better-sqlite3';
import type { UserTable } from './read-cache.js';
import type { UserChangeFeed } from './user-read-cache.js';

const FUNCTION_NAME = 'ascend_user_changed';

/**
 * How often, at most, to ask whether another process committed. The question starts a read
 * transaction (file locks: about as dear as the reads the cache saves), so a busy server asks once
 * per millisecond rather than on every read: another process's change is seen within that time.
 */
const OTHER_PROCESSES_CHECK_MS = 1;

/** Each table a cached read depends on, with the column that names the row's user. */
export const USER_TABLES = {
  users: 'id',
  sessions: 'user_id',
  identities: 'user_id',
  mfa_factors: 'user_id',
  user_settings: 'user_id',
  // Daily tracking: the overview and the habits list are read through the cache
  // (api/tracking). A table read by a cached read must be listed here.
  check_ins: 'user_id',
  habits: 'user_id',
  habit_marks: 'user_id',
  habit_pauses: 'user_id',
  diary_entries: 'user_id',
  diary_entry_tags: 'user_id',
  // Cognitive tests (api/scans): the overview counts them.
  cognitive_results: 'user_id',
  // Progress (api/progress): GET /progress and the overview's points read these.
  activity_events: 'user_id',
  weekly_points: 'user_id',
  user_achievements: 'user_id',
  // Nutrition (api/nutrition): the overview counts product scans.
  nutrition_product_scans: 'user_id',
  // Face scans (api/scans): the overview counts them.
  face_scans: 'user_id',
  // Physical (api/physical): an exercise's history and the weekly volume are read through the
  // cache; they read the sets, their kept figures and bests, and the user's own exercises.
  workout_sets: 'user_id',
  exercise_sessions: 'user_id',
  exercise_bests: 'user_id',
  exercise_prior_records: 'user_id',
  user_exercises: 'user_id',
} as const;

function triggerStatements(): string[] {
  return Object.entries(USER_TABLES).flatMap(([table, column]) => [
    `CREATE TEMP TRIGGER IF NOT EXISTS ${table}_changed_insert AFTER INSERT ON main.${table}
       BEGIN SELECT ${FUNCTION_NAME}(NEW.${column}, '${table}'); END`,
    // The row's new user only when it differs from its old: nearly every update keeps the user,
    // and each call crosses from SQLite into JavaScript (a few µs on every hot write).
    `CREATE TEMP TRIGGER IF NOT EXISTS ${table}_changed_update AFTER UPDATE ON main.${table}
       BEGIN SELECT ${FUNCTION_NAME}(OLD.${column}, '${table}');
             SELECT ${FUNCTION_NAME}(NEW.${column}, '${table}')
               WHERE NEW.${column} IS NOT OLD.${column}; END`,
    `CREATE TEMP TRIGGER IF NOT EXISTS ${table}_changed_delete AFTER DELETE ON main.${table}
       BEGIN SELECT ${FUNCTION_NAME}(OLD.${column}, '${table}'); END`,
  ]);
}

export interface SqliteUserChanges extends UserChangeFeed {
  /** Creates the triggers; call after migrations, which may rebuild the tables they sit on. */
  install(): void;
}

export function sqliteUserChanges(connection: SQLite.Database): SqliteUserChanges {
  const listeners: ((userId: string, table: UserTable) => void)[] = [];
  connection.function(
    FUNCTION_NAME,
    { deterministic: false, varargs: false },
    (userId: unknown, table: unknown) => {
      if (typeof userId === 'string')
        for (const listener of listeners) listener(userId, table as UserTable);
      return null;
    },
  );
  const dataVersion = connection.prepare('PRAGMA data_version').pluck();
  let seenVersion = dataVersion.get() as number;
  let checkedAt = performance.now();

  return {
    install() {
      for (const statement of triggerStatements()) connection.exec(statement);
    },
    subscribe(listener) {
      listeners.push(listener);
    },
    changedElsewhere() {
      const now = performance.now();
      if (now - checkedAt < OTHER_PROCESSES_CHECK_MS) return false;
      checkedAt = now;
      const version = dataVersion.get() as number;
      if (version === seenVersion) return false;
      seenVersion = version;
      return true;
    },
  };
}
