/**
 * GET /api/v1/settings: the user's whole settings record, under one query key shared by every page
 * that shows a part of it (settings, account, the preference sync); each part is derived with
 * `select`, so one answer updates them all.
 */
import type { UserSettings } from '@ascend/contracts';
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { storedCopyAge, USER_CACHE_TTL_MS } from '../user-cache';

function getSettings(client: ApiClient, signal?: AbortSignal): Promise<UserSettings> {
  return client.request<UserSettings>('/settings', { signal });
}

/** Every query of a user's starts with `['user', userId]`: that prefix is what is kept per user. */
export const settingsQueryKey = (userId: string) => ['user', userId, 'settings'] as const;

function settingsQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: settingsQueryKey(userId),
    queryFn: ({ signal }) => getSettings(client, signal),
    enabled: userId !== '',
    // A stored copy is only a head start: always revalidate on mount.
    staleTime: 0,
    // Kept in memory (and so in storage) as long as a stored copy may be shown.
    gcTime: USER_CACHE_TTL_MS.profile,
    // Each answer is a new object, so `isFromUserCache` stays exact.
    structuralSharing: false,
  });
}

/** After any change the server answers with the whole new record: every reader takes it. */
export function storeSettingsRecord(
  queryClient: QueryClient,
  userId: string,
  record: UserSettings,
): void {
  queryClient.setQueryData(settingsQueryKey(userId), record);
}

export interface SettingsPart<T> {
  data: T | undefined;
  /** The data is the stored copy of an earlier visit, shown while the server's is fetched. */
  fromCache: boolean;
  isPending: boolean;
  isError: boolean;
  error: Error | null;
  refetch: () => Promise<unknown>;
}

/**
 * A part of the record. A stored copy is shown at once while the server's copy is fetched, if
 * it is younger than `cachedFor` (each part has its lifetime); a failed refresh behind it is only
 * logged.
 */
export function useSettingsPart<T>(
  select: (record: UserSettings) => T,
  { cachedFor, name }: { cachedFor: number; name: string },
): SettingsPart<T> {
  const { user } = useAuth();
  const client = useApiClient();
  const query = useQuery({
    ...settingsQueryOptions(client, user?.id ?? ''),
    select: (record) => ({ part: select(record), age: storedCopyAge(record) }),
  });
  const age = query.data?.age ?? null;
  const fromCache = age !== null;
  const tooOld = fromCache && age >= cachedFor;
  const data = tooOld ? undefined : query.data?.part;
  const backgroundFailure = query.isError && data !== undefined ? query.error : null;
  useEffect(() => {
    if (backgroundFailure) console.warn(`Could not refresh the ${name}`, backgroundFailure);
  }, [backgroundFailure, name]);
  return {
    data,
    fromCache: fromCache && !tooOld,
    isPending: data === undefined && !query.isError,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
  };
}
