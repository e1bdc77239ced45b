/**
 * The entries of the read cache (read-cache.ts) and when they go. A change to a user's rows drops
 * that user's entries at the moment the row is written, and a read that overlapped any change is not
 * kept, so a later read never sees older data than the database holds (another process's commit:
 * within a millisecond, see sqlite-user-changes.ts).
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from './deep-freeze.js';
import type { Cached, ReadOptions, UserReadCache, UserTable } from './read-cache.js';

/** Tells the cache which users' rows were written, as they are written. */
export interface UserChangeFeed {
  /**
   * Calls `listener` with the user id of every row written to a user's tables, synchronously, and
   * the table written when the feed knows it (undefined: any of the user's entries may depend on it).
   */
  subscribe(listener: (userId: string, table?: UserTable) => void): void;
  /** True once after another connection (another process) committed anything. */
  changedElsewhere(): boolean;
}

/** Most users remembered; past it, the user read least recently is dropped first. */
const DEFAULT_MAX_USERS = 10_000;

/**
 * Most entries remembered for one user; past it, the one stored first is dropped. A read whose key
 * holds its query (an exercise's history from one day to another, a span of weekly volume) must
 * not let a client that changes the span on every read grow the cache without end.
 */
const DEFAULT_MAX_ENTRIES_PER_USER = 128;

/**
 * One user's entries, as of one generation of the whole cache. Those read for a day
 * (`ReadOptions.day`) are kept for the latest day read only: a key that holds the day would
 * otherwise leave a dozen entries behind every day of a user who reads without writing, until their
 * next write.
 */
interface UserEntries {
  generation: number;
  values: Map<string, Entry>;
  day: string | undefined;
  ofDay: Map<string, Entry>;
}

/** A value and the tables it was read from (undefined: it may depend on any of the user's). */
interface Entry {
  value: unknown;
  tables: readonly UserTable[] | undefined;
}

/** Drops the entries that a change to `table` (undefined: to any table) may have made stale. */
function forget(values: Map<string, Entry>, table: UserTable | undefined): void {
  if (table === undefined) {
    values.clear();
    return;
  }
  for (const [key, entry] of values) {
    if (entry.tables === undefined || entry.tables.includes(table)) values.delete(key);
  }
}

const entriesOf = (stored: UserEntries, day: string | undefined) =>
  day === undefined ? stored.values : stored.ofDay;

export function createUserReadCache(
  feed: UserChangeFeed,
  {
    maxUsers = DEFAULT_MAX_USERS,
    maxEntriesPerUser = DEFAULT_MAX_ENTRIES_PER_USER,
  }: { maxUsers?: number; maxEntriesPerUser?: number } = {},
): UserReadCache & { readonly size: number; keysOf(userId: string): string[] } {
  // lru-cache keeps the bound: a user whose entries are read often stays, however long ago they
  // were first stored. Forgetting never deletes from it: lru-cache's clear(), and its delete() of
  // the last entry, refill arrays as long as `maxUsers` (measured at over 100 µs per write). A
  // change empties that user's values instead, and another process's commit moves the cache to a
  // new generation, which makes every older user's values empty the next time they are read.
  const entries = new LRUCache<string, UserEntries>({ max: maxUsers });
  let generation = 0;
  // Bumped by every change: a load that saw it move may have read data from before the change.
  let changes = 0;

  feed.subscribe((userId, table) => {
    changes += 1;
    // peek: a write is not a read, so the user keeps their place in the order.
    const stored = entries.peek(userId);
    if (stored) {
      forget(stored.values, table);
      forget(stored.ofDay, table);
    }
  });

  /** The user's entries now (none if forgotten), as the user's most recent use. */
  function current(userId: string): UserEntries | undefined {
    const stored = entries.get(userId);
    return stored?.generation === generation ? stored : undefined;
  }

  return {
    /** How many users have entries now (for tests). */
    get size() {
      let users = 0;
      for (const stored of entries.values())
        if (stored.generation === generation && stored.values.size + stored.ofDay.size > 0)
          users += 1;
      return users;
    },
    /** The keys a user has entries for (for tests). */
    keysOf(userId: string): string[] {
      const stored = entries.peek(userId);
      return stored?.generation === generation
        ? [...stored.values.keys(), ...stored.ofDay.keys()]
        : [];
    },
    async read<T>(
      userId: string,
      key: string,
      load: () => Promise<T>,
      { day, tables }: ReadOptions = {},
    ): Promise<Cached<T>> {
      if (feed.changedElsewhere()) {
        changes += 1;
        generation += 1;
      }
      const stored = current(userId);
      if (stored && (day === undefined || stored.day === day)) {
        const entry = entriesOf(stored, day).get(key);
        if (entry !== undefined) return entry.value as Cached<T>;
      }

      const before = changes;
      const value = deepFreeze(await load());
      if (changes !== before) return value;
      let kept = current(userId);
      if (kept === undefined) {
        kept = { generation, values: new Map(), day: undefined, ofDay: new Map() };
        entries.set(userId, kept);
      }
      if (day !== undefined && kept.day !== day) {
        // A new day (or, rarely, a request still on the previous one): the other day's go.
        kept.day = day;
        kept.ofDay = new Map();
      }
      const values = entriesOf(kept, day);
      values.set(key, { value, tables });
      if (values.size > maxEntriesPerUser) values.delete(values.keys().next().value!);
      return value;
    },
  };
}
