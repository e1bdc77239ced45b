/** GET /api/v1/league: the members of this week or last, a page at a time. */
import { leaguePageSchema, type LeaguePage, type LeagueWeek } from '@ascend/contracts';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { LEAGUE_LIST_META, leagueQueryKeys } from '@/lib/league/league-query-keys';
import { useApiClient } from '@/lib/use-api-client';

/** Members per page; "Show more" asks for the next. */
const LEAGUE_PAGE_SIZE = 20;

async function getLeaguePage(
  client: ApiClient,
  week: LeagueWeek,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<LeaguePage> {
  const params = new URLSearchParams({ week, limit: String(LEAGUE_PAGE_SIZE) });
  if (cursor) params.set('cursor', cursor);
  return leaguePageSchema.parse(
    await client.request<unknown>(`/league?${params.toString()}`, { signal }),
  );
}

export function useLeaguePages(week: LeagueWeek) {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: leagueQueryKeys.list(userId, week),
      queryFn: ({ pageParam, signal }) => getLeaguePage(client, week, pageParam, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.next_cursor,
      enabled: userId !== '',
      meta: LEAGUE_LIST_META,
    }),
  );
}
