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

export function createUserReadCache(
  feed: UserChangeFeed,
  { maxUsers = DEFAULT_MAX_USERS }: { maxUsers?: number } = {},
): UserReadCache & { readonly size: number } {
  // Per user, the values by key. lru-cache keeps the bound: a user whose entries are read often
  // stays, however long ago they were first stored.
  const entries = new LRUCache<string, Map<string, unknown>>({ max: maxUsers });
  // Bumped by every change: a load that saw it move may have read data from before the change.
  let changes = 0;

  feed.subscribe((userId) => {
    changes += 1;
    entries.delete(userId);
  });

  return {
    /** How many users have entries now (for tests). */
    get size() {
      return entries.size;
    },
    async read<T>(userId: string, key: string, load: () => Promise<T>): Promise<Cached<T>> {
      if (feed.changedElsewhere()) {
        changes += 1;
        entries.clear();
      }
      const values = entries.get(userId);
      if (values?.has(key)) return values.get(key) as Cached<T>;

      const before = changes;
      const value = deepFreeze(await load());
      if (changes !== before) return value;
      let stored = entries.get(userId);
      if (stored === undefined) {
        stored = new Map();
        entries.set(userId, stored);
      }
      stored.set(key, value);
      return value;
    },
  };
}
