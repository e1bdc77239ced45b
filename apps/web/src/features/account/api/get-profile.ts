import type { PersonalInfo } from '@ascend/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { userQueryKeys } from '@/lib/settings-record';
import { useApiClient } from '@/lib/use-api-client';
import { cachedQueryOptions, isFromUserCache } from '@/lib/user-cache';

/** GET /api/v1/settings/personal */
export function getProfile(client: ApiClient, signal?: AbortSignal): Promise<PersonalInfo> {
  return client.request<PersonalInfo>('/settings/personal', { signal });
}

/** The profile, from the 10-minute cache at once when there is one, refreshed in the background. */
export function useProfile() {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  const query = useQuery({
    ...cachedQueryOptions({
      kind: 'profile',
      userId,
      queryKey: userQueryKeys.profile(userId),
      fetch: (signal) => getProfile(client, signal),
    }),
    enabled: userId !== '',
  });
  const backgroundFailure = query.isError && query.data !== undefined ? query.error : null;
  useEffect(() => {
    if (backgroundFailure) console.warn('Could not refresh the profile', backgroundFailure);
  }, [backgroundFailure]);
  return { ...query, fromCache: isFromUserCache(query.data) };
}
