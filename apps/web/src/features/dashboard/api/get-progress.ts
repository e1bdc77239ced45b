/**
 * GET /api/v1/progress: the user's level, points, achievements and best streaks, with the rules.
 * Read by the sidebar ("Lv N"), the overview, the profile and the unlock toast; refreshed after
 * every change the user makes (lib/query-client.ts), since any record can move it.
 */
import { progressSchema, type Progress } from '@ascend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';

async function getProgress(client: ApiClient, signal?: AbortSignal): Promise<Progress> {
  return progressSchema.parse(await client.request<unknown>('/progress', { signal }));
}

export const progressQueryKey = (userId: string) => ['user', userId, 'progress'] as const;

function progressQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: progressQueryKey(userId),
    queryFn: ({ signal }) => getProgress(client, signal),
    enabled: userId !== '',
  });
}

export function useProgress() {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(progressQueryOptions(client, user?.id ?? ''));
}
