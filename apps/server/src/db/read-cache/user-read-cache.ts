/**
 * The entries of the read cache (read-cache.ts) and when they go. A change to a user's rows drops
 * that user's entries at the moment the row is written, and a read that overlapped any change is not
 * kept, so a later read never sees older data than the database holds (another process's commit:
 * within a millisecond, see sqlite-user-changes.ts).
 */
import { LRUCache } from 'lru-cache';
import { deepFreeze } from './deep-freeze.js';
import type { Cached, ReadOptions, UserReadCache } from './read-cache.js';

/** Tells the cache which users' rows were written, as they are written. */
export interface UserChangeFeed {
  /** Calls `listener` with the user id of every row written to a user's tables, synchronously. */
  subscribe(listener: (userId: string) => void): void;
  /** True once after another connection (another process) committed anything. */
  changedElsewhere(): boolean;
}

/** Most users remembered; the least recently read are dropped first. */
const DEFAULT_MAX_USERS = 10_000;

/**
 * One user's entries. Those read for a day (`ReadOptions.day`) are kept for the latest day read
 * only: a key that holds the day would otherwise leave a dozen entries behind every day of a user
 * who reads without writing, until their next write.
 */
interface UserEntries {
  values: Map<string, unknown>;
  day: string | undefined;
  ofDay: Map<string, unknown>;
}

const entriesOf = (stored: UserEntries, day: string | undefined) =>
  day === undefined ? stored.values : stored.ofDay;

export function createUserReadCache(
  feed: UserChangeFeed,
  { maxUsers = DEFAULT_MAX_USERS }: { maxUsers?: number } = {},
): UserReadCache & { readonly size: number; keysOf(userId: string): string[] } {
  const entries = new LRUCache<string, UserEntries>({ max: maxUsers });
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
    /** The keys a user has entries for (for tests). */
    keysOf(userId: string): string[] {
      const stored = entries.peek(userId);
      return stored ? [...stored.values.keys(), ...stored.ofDay.keys()] : [];
    },
    async read<T>(
      userId: string,
      key: string,
      load: () => Promise<T>,
      { day }: ReadOptions = {},
    ): Promise<Cached<T>> {
      if (feed.changedElsewhere()) {
        changes += 1;
        entries.clear();
      }
      const stored = entries.get(userId);
      if (stored && (day === undefined || stored.day === day)) {
        const values = entriesOf(stored, day);
        if (values.has(key)) return values.get(key) as Cached<T>;
      }

      const before = changes;
      const value = deepFreeze(await load());
      if (changes !== before) return value;
      let kept = entries.get(userId);
      if (kept === undefined) {
        kept = { values: new Map(), day: undefined, ofDay: new Map() };
        entries.set(userId, kept);
      }
      if (day !== undefined && kept.day !== day) {
        // A new day (or, rarely, a request still on the previous one): the other day's go.
        kept.day = day;
        kept.ofDay = new Map();
      }
      entriesOf(kept, day).set(key, value);
      return value;
    },
  };
}
