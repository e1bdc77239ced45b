/**
 * GET /api/v1/overview: every figure of the overview in one request, for the chart's metric.
 * Kept in the per-user copy in storage (a few hundred bytes), so a returning user sees their
 * figures at once while the server's are fetched.
 */
import { overviewSchema, type Overview, type OverviewChartMetric } from '@ascend/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';

async function getOverview(
  client: ApiClient,
  metric: OverviewChartMetric,
  signal?: AbortSignal,
): Promise<Overview> {
  const answer = await client.request<unknown>(
    `/overview?${new URLSearchParams({ metric }).toString()}`,
    { signal },
  );
  return overviewSchema.parse(answer);
}

const overviewQueryKey = (userId: string, metric: OverviewChartMetric) =>
  ['user', userId, 'overview', metric] as const;

function overviewQueryOptions(client: ApiClient, userId: string, metric: OverviewChartMetric) {
  return queryOptions({
    queryKey: overviewQueryKey(userId, metric),
    queryFn: ({ signal }) => getOverview(client, metric, signal),
    enabled: userId !== '',
    // Another metric keeps the page as it is until its answer arrives: only the chart changes.
    placeholderData: keepPreviousData,
  });
}

export function useOverview(metric: OverviewChartMetric) {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(overviewQueryOptions(client, user?.id ?? '', metric));
}
