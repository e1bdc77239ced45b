/** GET /api/v1/scans: every kind of scan with the user's count and latest result. */
import type { ScansHub } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { scansKeys } from './scans-keys';

function getScansHub(client: ApiClient, signal?: AbortSignal): Promise<ScansHub> {
  return client.request<ScansHub>('/scans', { signal });
}

function scansHubQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    // Test results stay out of localStorage, like the other health records.
    meta: { persist: false },
    queryKey: scansKeys.hub(userId),
    queryFn: userId !== '' ? ({ signal }) => getScansHub(client, signal) : skipToken,
  });
}

export function useScansHub() {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(scansHubQueryOptions(client, user?.id ?? ''));
}
