import type { UserSettings } from '@ascend/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { userQueryKeys } from '@/lib/settings-record';
import { useApiClient } from '@/lib/use-api-client';
import { cachedQueryOptions, isFromUserCache } from '@/lib/user-cache';

/** GET /api/v1/settings */
export function getSettings(client: ApiClient, signal?: AbortSignal): Promise<UserSettings> {
  return client.request<UserSettings>('/settings', { signal });
}

/**
 * The signed-in user's settings: a valid cached copy renders at once (`fromCache`) while the
 * server's copy is fetched; a failed refresh behind a cached copy is only logged.
 */
export function useSettings() {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  const query = useQuery({
    ...cachedQueryOptions({
      kind: 'settings',
      userId,
      queryKey: userQueryKeys.settings(userId),
      fetch: (signal) => getSettings(client, signal),
    }),
    enabled: userId !== '',
  });
  const backgroundFailure = query.isError && query.data !== undefined ? query.error : null;
  useEffect(() => {
    if (backgroundFailure) console.warn('Could not refresh the settings', backgroundFailure);
  }, [backgroundFailure]);
  return { ...query, fromCache: isFromUserCache(query.data) };
}
