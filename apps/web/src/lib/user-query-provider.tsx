import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider } from '@tanstack/react-query-persist-client';
import { useMemo, type ReactNode } from 'react';
import { useAuth } from './auth/use-auth';
import { getQueryClient } from './query-client';
import { userCachePersistOptions } from './user-cache';

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
