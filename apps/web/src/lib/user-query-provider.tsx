import { defaultShouldDehydrateQuery, type Query, type QueryClient } from '@tanstack/react-query';
import {
  PersistQueryClientProvider,
  type PersistQueryClientProviderProps,
} from '@tanstack/react-query-persist-client';
import { useMemo, type ReactNode } from 'react';
import { useAuth } from './auth/use-auth';
import { getQueryClient } from './query-client';
import { USER_CACHE_ENTRY_TTL_MS, userCachePersister } from './user-cache';

/**
 * The user's own queries (keys `['user', userId, …]`), once they hold data, unless the query says
 * `meta: { persist: false }` (the diary: private text, and too large for localStorage).
 */
function isUsersData(userId: string) {
  return (query: Query) =>
    defaultShouldDehydrateQuery(query) &&
    query.queryKey[0] === 'user' &&
    query.queryKey[1] === userId &&
    query.meta?.persist !== false &&
    // A reset under way invalidates the record: the old copy must not come back on a reload.
    !query.state.isInvalidated;
}

/** What `PersistQueryClientProvider` needs to keep this user's queries in storage. */
export function userCachePersistOptions(
  userId: string,
): PersistQueryClientProviderProps['persistOptions'] {
  return {
    persister: userCachePersister,
    buster: userId,
    maxAge: USER_CACHE_ENTRY_TTL_MS,
    dehydrateOptions: { shouldDehydrateQuery: isUsersData(userId) },
  };
}

/**
 * The query client of the signed-in area, with the user's stored copy restored first (queries
 * wait for it) and every change kept in storage (lib/user-cache.ts). Another user remounts it, so
 * nothing of the previous one is restored or written under the new one's name.
 */
export function UserQueryProvider({
  client = getQueryClient(),
  children,
}: {
  client?: QueryClient;
  children: ReactNode;
}) {
  const { user } = useAuth();
  const userId = user?.id ?? '';
  const persistOptions = useMemo(() => userCachePersistOptions(userId), [userId]);
  return (
    <PersistQueryClientProvider key={userId} client={client} persistOptions={persistOptions}>
      {children}
    </PersistQueryClientProvider>
  );
}
