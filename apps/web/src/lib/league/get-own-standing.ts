/**
 * GET /api/v1/league/me: the user's rank and top percent this week among all active users, their
 * level and their membership. Read by the community page, the overview's rank card, the account
 * page's switch and the profile's preview.
 */
import { leagueStandingSchema, type LeagueStanding } from '@ascend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { leagueQueryKeys } from './league-query-keys';

async function getOwnStanding(client: ApiClient, signal?: AbortSignal): Promise<LeagueStanding> {
  return leagueStandingSchema.parse(await client.request<unknown>('/league/me', { signal }));
}

function ownStandingQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: leagueQueryKeys.me(userId),
    queryFn: ({ signal }) => getOwnStanding(client, signal),
    enabled: userId !== '',
  });
}

export function useOwnStanding() {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(ownStandingQueryOptions(client, user?.id ?? ''));
}
