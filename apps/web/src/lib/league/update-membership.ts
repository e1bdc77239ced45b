/**
 * PUT / DELETE /api/v1/league/membership: join (or rename) and leave. Afterwards every league query
 * is fetched again, so the list shows the change at once.
 */
import {
  leagueMembershipSchema,
  type LeagueMembership,
  type LeagueMembershipUpdate,
} from '@ascend/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { leagueQueryKeys } from './league-query-keys';

async function joinLeague(
  client: ApiClient,
  change: LeagueMembershipUpdate,
): Promise<LeagueMembership> {
  return leagueMembershipSchema.parse(
    await client.request<unknown>('/league/membership', { method: 'PUT', body: change }),
  );
}

function leaveLeague(client: ApiClient): Promise<void> {
  return client.request<undefined>('/league/membership', { method: 'DELETE' });
}

function useLeagueMutation<T, V>(run: (client: ApiClient, value: V) => Promise<T>) {
  const { user } = useAuth();
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<T, Error, V>({
    mutationFn: (value) => run(client, value),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: leagueQueryKeys.all(user?.id ?? '') }),
  });
}

export const useJoinLeague = () => useLeagueMutation(joinLeague);
export const useLeaveLeague = () => useLeagueMutation<void, void>((client) => leaveLeague(client));
