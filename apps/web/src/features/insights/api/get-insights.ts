/** GET /api/v1/insights: the user's baselines and strongest correlations, as of their today. */
import { insightsSchema, type Insights } from '@ascend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';

async function getInsights(client: ApiClient, signal?: AbortSignal): Promise<Insights> {
  return insightsSchema.parse(await client.request<unknown>('/insights', { signal }));
}

function insightsQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    // Derived from health records: kept out of localStorage like them (lib/user-query-provider).
    meta: { persist: false },
    queryKey: ['user', userId, 'insights'] as const,
    queryFn: ({ signal }) => getInsights(client, signal),
    enabled: userId !== '',
    // Any check-in or habit mark may change them: read afresh each time the page opens.
    refetchOnMount: 'always',
  });
}

export function useInsights() {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(insightsQueryOptions(client, user?.id ?? ''));
}
