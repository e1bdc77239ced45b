/**
 * The per-user copy of server data in localStorage (product spec §4, §9): a signed-in user sees
 * their settings and profile at once on the next visit while a background refresh runs. TanStack
 * Query's persister keeps the query client there; this module says where, for whom and how long.
 * The stored entry keeps the spec's shape, `{data, timestamp, expiresAt, userId}`, `data` being
 * the dehydrated queries; it counts only for its own user (the persister's `buster`) and until it
 * expires. Read and write failures are only logged; a corrupt entry is removed.
 */
// Types only: this module is in the landing page's first download (sign-out clears the cache),
// TanStack Query is not.
import type { Persister, PersistedClient } from '@tanstack/react-query-persist-client';

export const USER_CACHE_KEY = 'ascend-user-settings';

/**
 * How long a stored copy may stand in for the server's, by what it is shown as: the settings for
 * 5 minutes, the profile for 10 (the spec's lifetimes). Both are parts of one settings record, so
 * the entry lives as long as the longer, and each reader refuses a copy older than its own.
 */
export const USER_CACHE_TTL_MS = {
  settings: 5 * 60_000,
  profile: 10 * 60_000,
} as const;

/** How long the stored entry lives: as long as the longest-lived part. */
export const USER_CACHE_ENTRY_TTL_MS = Math.max(...Object.values(USER_CACHE_TTL_MS));

interface UserCacheEntry {
  data: PersistedClient['clientState'];
  timestamp: number;
  expiresAt: number;
  userId: string;
}

/**
 * Entries of one user each that survive sign-out on purpose: a workout in progress not saved yet
 * (features/physical/workout/session-store.ts) waits for its user's next sign-in here rather than
 * being lost; the key names the user and no other account reads it.
 */
const KEPT_ON_SIGN_OUT_PREFIXES = ['ascend-physical-session:'];

/** Keys of ours that do not belong to a user and survive sign-out. */
const KEPT_ON_SIGN_OUT = new Set([
  'ascend-theme',
  'ascend-sidebar',
  // auth-js owns the session key and removes it itself.
  'ascend-auth-token',
  // A plan picked before signing up is the visitor's, not an account's.
  'ascend-selected-plan',
]);

/**
 * Data objects handed out from storage, with their age when they were: the UI says a copy is
 * "from cache", and each reader refuses one older than its lifetime.
 */
const ageInStorage = new WeakMap<object, number>();

function isEntry(value: unknown): value is UserCacheEntry {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  const data = entry.data as Record<string, unknown> | null | undefined;
  return (
    !!data &&
    typeof data === 'object' &&
    Array.isArray(data.queries) &&
    Array.isArray(data.mutations) &&
    typeof entry.timestamp === 'number' &&
    typeof entry.expiresAt === 'number' &&
    typeof entry.userId === 'string'
  );
}

/**
 * At most one write in this time. TanStack Query calls the persister on every event of every query
 * (a fetch starting, its data arriving, an observer added), and each write serialises all the
 * stored queries: a page that loads ten queries would write the whole copy dozens of times. The
 * last state of a burst is written once it is over, or at once when the page goes away.
 */
const WRITE_INTERVAL_MS = 250;

interface PendingWrite {
  /** The newest state to keep, or null for none (nothing of the user's left). */
  entry: UserCacheEntry | null;
  timer: ReturnType<typeof setTimeout>;
  written: Promise<void>;
  settle: () => void;
}

let pending: PendingWrite | undefined;
let flushesOnPageHide = false;

function write(entry: UserCacheEntry | null): void {
  if (entry === null) return removeEntry();
  try {
    localStorage.setItem(USER_CACHE_KEY, JSON.stringify(entry));
  } catch (error) {
    // A full or blocked storage only costs the next visit its head start.
    console.warn(`Could not write the cache entry ${USER_CACHE_KEY}`, error);
  }
}

/** Ends the wait of a state not written yet, and hands it over (undefined when none waits). */
function takePendingWrite(): PendingWrite | undefined {
  const taken = pending;
  pending = undefined;
  if (taken) clearTimeout(taken.timer);
  return taken;
}

/** Writes the newest state now, if one waits. */
function flushPendingWrite(): void {
  const taken = takePendingWrite();
  if (!taken) return;
  write(taken.entry);
  taken.settle();
}

/** Forgets a state not written yet: after sign-out, nothing of the user's may come back. */
function dropPendingWrite(): void {
  takePendingWrite()?.settle();
}

/** Keeps the newest state, written within WRITE_INTERVAL_MS; resolves once it is. */
function scheduleWrite(entry: UserCacheEntry | null): Promise<void> {
  if (pending) {
    pending.entry = entry;
    return pending.written;
  }
  if (!flushesOnPageHide) {
    flushesOnPageHide = true;
    window.addEventListener('pagehide', flushPendingWrite);
  }
  let settle!: () => void;
  const written = new Promise<void>((resolve) => (settle = resolve));
  pending = { entry, timer: setTimeout(flushPendingWrite, WRITE_INTERVAL_MS), written, settle };
  return written;
}

function removeEntry(): void {
  try {
    localStorage.removeItem(USER_CACHE_KEY);
  } catch (error) {
    console.warn(`Could not remove the cache entry ${USER_CACHE_KEY}`, error);
  }
}

function remove(): void {
  dropPendingWrite();
  removeEntry();
}

/** The stored entry as the persister hands it over, or nothing (a corrupt or expired one goes). */
function restore(now: number): PersistedClient | undefined {
  let raw: string | null;
  try {
    raw = localStorage.getItem(USER_CACHE_KEY);
  } catch (error) {
    console.warn(`Could not read the cache entry ${USER_CACHE_KEY}`, error);
    return undefined;
  }
  if (raw === null) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isEntry(parsed)) {
    console.warn(`Removed the corrupt cache entry ${USER_CACHE_KEY}`);
    remove();
    return undefined;
  }
  if (parsed.expiresAt <= now) {
    remove();
    return undefined;
  }
  for (const query of parsed.data.queries) {
    const data: unknown = query.state.data;
    if (data && typeof data === 'object') ageInStorage.set(data, now - query.state.dataUpdatedAt);
  }
  // The persister compares `buster` with the signed-in user and drops another user's entry.
  return { timestamp: parsed.timestamp, buster: parsed.userId, clientState: parsed.data };
}

export const userCachePersister: Persister = {
  persistClient: ({ timestamp, buster, clientState }) =>
    // Nothing of the user's left (signed out, cleared): no entry rather than an empty one.
    scheduleWrite(
      clientState.queries.length === 0
        ? null
        : {
            data: clientState,
            timestamp,
            expiresAt: timestamp + USER_CACHE_ENTRY_TTL_MS,
            userId: buster,
          },
    ),
  restoreClient: () => restore(Date.now()),
  removeClient: remove,
};

/** Whether this data object came out of storage rather than from the server. */
export function isFromUserCache(data: unknown): boolean {
  return storedCopyAge(data) !== null;
}

/** How old this data object was when it came out of storage; null if it came from the server. */
export function storedCopyAge(data: unknown): number | null {
  return typeof data === 'object' && data !== null ? (ageInStorage.get(data) ?? null) : null;
}

/** On sign-out: every `ascend-` entry that belongs to a user goes; the theme and sidebar stay. */
export function clearUserCache(): void {
  dropPendingWrite();
  let keys: string[] = [];
  try {
    keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  } catch (error) {
    console.warn('Could not list the cache entries', error);
  }
  for (const key of keys) {
    if (!key.startsWith('ascend-') || KEPT_ON_SIGN_OUT.has(key)) continue;
    if (KEPT_ON_SIGN_OUT_PREFIXES.some((prefix) => key.startsWith(prefix))) continue;
    try {
      localStorage.removeItem(key);
    } catch (error) {
      console.warn(`Could not remove the cache entry ${key}`, error);
    }
  }
}
