/**
 * A per-process cache of what the busiest routes read about one user: the user and session behind
 * an access token, their factors, their settings. Every authenticated request reads these, and on
 * SQLite the queries cost more than the rest of the request.
 *
 * It is not time-bound: it is only enabled where the database reports every change to a user's
 * rows (`UserChangeFeed`: SQLite's triggers on this connection, and `data_version` for commits of
 * other processes). A change drops that user's entries at the moment the row is written, and a read
 * that overlapped any change is not kept, so a later read never sees older data than the database
 * holds (another process's commit: within a millisecond, see sqlite-user-changes.ts). Without a
 * feed (PostgreSQL, where other instances write too) every read goes to the database.
 */

/** Tells the cache which users' rows were written, as they are written. */
export interface UserChangeFeed {
  /** Calls `listener` with the user id of every row written to a user's tables, synchronously. */
  subscribe(listener: (userId: string) => void): void;
  /** True once after another connection (another process) committed anything. */
  changedElsewhere(): boolean;
}

export interface UserReadCache {
  /**
   * The value of `load()` for this user and key: remembered until a row of this user changes.
   * Cached values are frozen: callers must copy before changing them.
   */
  read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T>;
  /** How many users have entries now (for tests and diagnostics). */
  readonly size: number;
}

/** Most users remembered; the longest-remembered are dropped first. */
const DEFAULT_MAX_USERS = 10_000;

/** Every value the cache handed out: deep-frozen, so what it serialises to never changes. */
const cachedValues = new WeakSet<object>();

/** Whether `value` came from a read cache, and so is deep-frozen for as long as it lives. */
export function isCachedValue(value: unknown): value is object {
  return typeof value === 'object' && value !== null && cachedValues.has(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

/** A cache that remembers nothing: every read loads. */
export const noReadCache: UserReadCache = {
  read: (_userId, _key, load) => load(),
  size: 0,
};

export function createUserReadCache(
  feed: UserChangeFeed,
  { maxUsers = DEFAULT_MAX_USERS }: { maxUsers?: number } = {},
): UserReadCache {
  const entries = new Map<string, Map<string, unknown>>();
  // Bumped by every change: a load that saw it move may have read data from before the change.
  let changes = 0;

  feed.subscribe((userId) => {
    changes += 1;
    entries.delete(userId);
  });

  return {
    get size() {
      return entries.size;
    },
    async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<T> {
      if (feed.changedElsewhere()) {
        changes += 1;
        entries.clear();
      }
      const values = entries.get(userId);
      if (values?.has(key)) return values.get(key) as T;

      const before = changes;
      const value = await load();
      if (changes !== before) return value;
      let stored = entries.get(userId);
      if (stored === undefined) {
        if (entries.size >= maxUsers) entries.delete(entries.keys().next().value!);
        stored = new Map();
        entries.set(userId, stored);
      }
      stored.set(key, deepFreeze(value));
      if (typeof value === 'object' && value !== null) cachedValues.add(value);
      return value;
    },
  };
}
