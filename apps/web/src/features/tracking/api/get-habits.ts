/**
 * GET /api/v1/habits: the user's habits in their order, each with its pauses and its figures as
 * of the user's today (strength, streaks); `include_archived=true` adds the archived ones.
 */
import type { Habit } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { trackingKeys } from './tracking-keys';

async function getHabits(
  client: ApiClient,
  includeArchived: boolean,
  signal?: AbortSignal,
): Promise<Habit[]> {
  const query = includeArchived ? '?include_archived=true' : '';
  const answer = await client.request<{ habits: Habit[] }>(`/habits${query}`, { signal });
  return answer.habits;
}

function habitsQueryOptions(client: ApiClient, userId: string, includeArchived: boolean) {
  return queryOptions({
    // Health records and the user's own words stay out of localStorage (lib/user-query-provider).
    meta: { persist: false },
    queryKey: trackingKeys.habitList(userId, includeArchived),
    queryFn: userId !== '' ? ({ signal }) => getHabits(client, includeArchived, signal) : skipToken,
  });
}

export function useHabits({ includeArchived = false }: { includeArchived?: boolean } = {}) {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(habitsQueryOptions(client, user?.id ?? '', includeArchived));
}
