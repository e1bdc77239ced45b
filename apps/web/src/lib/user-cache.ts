/**
 * The per-user copy of server data in localStorage (product spec §4, §9): a signed-in user sees
 * their settings and profile at once on the next visit while a background refresh runs. Each
 * entry is `{data, timestamp, expiresAt, userId}`; it counts only for its own user and until it
 * expires. Queries use it as their initial data (see `cachedQueryOptions`).
 */
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query';

export const USER_CACHE_KEYS = {
  settings: 'ascend-user-settings',
  profile: 'ascend-user-profile',
  lastFetch: 'ascend-last-fetch',
} as const;

export type UserCacheKind = keyof typeof USER_CACHE_KEYS;

export const USER_CACHE_TTL_MS: Record<UserCacheKind, number> = {
  settings: 5 * 60_000,
  profile: 10 * 60_000,
  // When each kind was last fetched; lives as long as the longest-lived entry.
  lastFetch: 10 * 60_000,
};

export interface UserCacheEntry<T> {
  data: T;
  timestamp: number;
  expiresAt: number;
  userId: string;
}

/** Keys of ours that do not belong to a user and survive sign-out. */
const KEPT_ON_SIGN_OUT = new Set([
  'ascend-theme',
  'ascend-sidebar',
  // auth-js owns the session key and removes it itself.
  'ascend-auth-token',
  // A plan picked before signing up is the visitor's, not an account's.
  'ascend-selected-plan',
]);

/** Data objects handed out from storage, so the UI can say a copy is "from cache". */
const fromStorage = new WeakSet<object>();

function isEntry(value: unknown): value is UserCacheEntry<unknown> {
  if (!value || typeof value !== 'object') return false;
  const entry = value as Record<string, unknown>;
  return (
    'data' in entry &&
    typeof entry.timestamp === 'number' &&
    typeof entry.expiresAt === 'number' &&
    typeof entry.userId === 'string'
  );
}

function remove(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch (error) {
    console.warn(`Could not remove the cache entry ${key}`, error);
  }
}

/** The entry of this kind if it is the user's and still valid; an expired or foreign one is dropped. */
export function readUserCache<T>(
  kind: UserCacheKind,
  userId: string,
  now: number = Date.now(),
): UserCacheEntry<T> | null {
  const key = USER_CACHE_KEYS[kind];
  let raw: string | null;
  try {
    raw = localStorage.getItem(key);
  } catch (error) {
    console.warn(`Could not read the cache entry ${key}`, error);
    return null;
  }
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = undefined;
  }
  if (!isEntry(parsed)) {
    console.warn(`Removed the corrupt cache entry ${key}`);
    remove(key);
    return null;
  }
  if (parsed.userId !== userId || parsed.expiresAt <= now) {
    remove(key);
    return null;
  }
  if (parsed.data && typeof parsed.data === 'object') fromStorage.add(parsed.data);
  return parsed as UserCacheEntry<T>;
}

export function writeUserCache<T>(
  kind: UserCacheKind,
  userId: string,
  data: T,
  now: number = Date.now(),
): void {
  const entry: UserCacheEntry<T> = {
    data,
    timestamp: now,
    expiresAt: now + USER_CACHE_TTL_MS[kind],
    userId,
  };
  try {
    localStorage.setItem(USER_CACHE_KEYS[kind], JSON.stringify(entry));
    if (kind !== 'lastFetch') {
      const previous = readUserCache<Record<string, number>>('lastFetch', userId, now)?.data;
      localStorage.setItem(
        USER_CACHE_KEYS.lastFetch,
        JSON.stringify({
          data: { ...previous, [kind]: now },
          timestamp: now,
          expiresAt: now + USER_CACHE_TTL_MS.lastFetch,
          userId,
        } satisfies UserCacheEntry<Record<string, number>>),
      );
    }
  } catch (error) {
    // A full or blocked storage only costs the next visit its head start.
    console.warn(`Could not write the cache entry ${USER_CACHE_KEYS[kind]}`, error);
  }
}

/** Drops one user's entry of a kind (after a reset the server's copy is the only truth). */
export function clearUserCacheEntry(kind: UserCacheKind): void {
  remove(USER_CACHE_KEYS[kind]);
}

/** On sign-out: every `ascend-` entry that belongs to a user goes; the theme and sidebar stay. */
export function clearUserCache(): void {
  let keys: string[] = [];
  try {
    keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index) ?? '');
  } catch (error) {
    console.warn('Could not list the cache entries', error);
  }
  for (const key of keys) {
    if (key.startsWith('ascend-') && !KEPT_ON_SIGN_OUT.has(key)) remove(key);
  }
}

/** Whether this data object came out of storage rather than from the server. */
export function isFromUserCache(data: unknown): boolean {
  return typeof data === 'object' && data !== null && fromStorage.has(data);
}

/**
 * Query options that start from the user's valid cached copy (rendered at once) and refresh it in
 * the background; every successful fetch is written back. Structural sharing is off so a refreshed
 * object is never the cached one, which keeps `isFromUserCache` exact.
 */
export function cachedQueryOptions<T>({
  kind,
  userId,
  queryKey,
  fetch,
}: {
  kind: Exclude<UserCacheKind, 'lastFetch'>;
  userId: string;
  queryKey: QueryKey;
  fetch: (signal: AbortSignal) => Promise<T>;
}): UseQueryOptions<T, Error, T, QueryKey> {
  return {
    queryKey,
    queryFn: async ({ signal }) => {
      const data = await fetch(signal);
      writeUserCache(kind, userId, data);
      return data;
    },
    initialData: () => readUserCache<T>(kind, userId)?.data,
    initialDataUpdatedAt: () => readUserCache<T>(kind, userId)?.timestamp,
    // Always revalidate on mount: the cached copy is only a head start.
    staleTime: 0,
    structuralSharing: false,
  };
}
