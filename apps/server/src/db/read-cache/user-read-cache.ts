/**
 * The entries of the read cache (read-cache.ts) and when they go. A change to a user's rows drops
 * that user's entries at the moment the row is written, and a read that overlapped any change is not
 * kept, so a later read never sees older data than the database holds (another process's commit:
 * within a millisecond, see sqlite-user-changes.ts).
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from './deep-freeze.js';
import type { Cached, UserReadCache } from './read-cache.js';

/** Tells the cache which users' rows were written, as they are written. */
export interface UserChangeFeed {
  /** Calls `listener` with the user id of every row written to a user's tables, synchronously. */
  subscribe(listener: (userId: string) => void): void;
  /** True once after another connection (another process) committed anything. */
  changedElsewhere(): boolean;
}

/** Most users remembered; past it, the user read least recently is dropped first. */
const DEFAULT_MAX_USERS = 10_000;

/** A user's remembered values, by key, as of one generation of the whole cache. */
interface UserEntries {
  generation: number;
  values: Map<string, unknown>;
}

export function createUserReadCache(
  feed: UserChangeFeed,
  { maxUsers = DEFAULT_MAX_USERS }: { maxUsers?: number } = {},
): UserReadCache & { readonly size: number } {
  // lru-cache keeps the bound: a user whose entries are read often stays, however long ago they
  // were first stored. Forgetting never deletes from it: lru-cache's clear(), and its delete() of
  // the last entry, refill arrays as long as `maxUsers` (measured at over 100 µs per write). A
  // change empties that user's values instead, and another process's commit moves the cache to a
  // new generation, which makes every older user's values empty the next time they are read.
  const entries = new LRUCache<string, UserEntries>({ max: maxUsers });
  let generation = 0;
  // Bumped by every change: a load that saw it move may have read data from before the change.
  let changes = 0;

  feed.subscribe((userId) => {
    changes += 1;
    // peek: a write is not a read, so the user keeps their place in the order.
    entries.peek(userId)?.values.clear();
  });

  /** The user's values now (none if forgotten), as the user's most recent use. */
  function valuesOf(userId: string): Map<string, unknown> | undefined {
    const stored = entries.get(userId);
    return stored?.generation === generation ? stored.values : undefined;
  }

  return {
    /** How many users have entries now (for tests). */
    get size() {
      let users = 0;
      for (const stored of entries.values())
        if (stored.generation === generation && stored.values.size > 0) users += 1;
      return users;
    },
    async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<Cached<T>> {
      if (feed.changedElsewhere()) {
        changes += 1;
        generation += 1;
      }
      const values = valuesOf(userId);
      if (values?.has(key)) return values.get(key) as Cached<T>;

      const before = changes;
      const value = deepFreeze(await load());
      if (changes !== before) return value;
      let stored = valuesOf(userId);
      if (stored === undefined) {
        stored = new Map();
        entries.set(userId, { generation, values: stored });
      }
      stored.set(key, value);
      return value;
    },
  };
}
