/** GET /api/v1/diary: the user's entries, newest first, filtered, a page at a time. */
import { diaryPageSchema, type DiaryPage } from '@ascend/contracts';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { DIARY_QUERY_META, diaryQueryKeys, type DiaryFilters } from './diary-query-keys';

/** Entries per page: a screenful or two; "Load more" asks for the next. */
const DIARY_PAGE_SIZE = 20;

async function getDiaryPage(
  client: ApiClient,
  filters: DiaryFilters,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<DiaryPage> {
  const params = new URLSearchParams({ limit: String(DIARY_PAGE_SIZE) });
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  if (cursor) params.set('cursor', cursor);
  const page = await client.request<unknown>(`/diary?${params.toString()}`, { signal });
  return diaryPageSchema.parse(page);
}

function diaryEntriesQueryOptions(client: ApiClient, userId: string, filters: DiaryFilters) {
  return infiniteQueryOptions({
    queryKey: diaryQueryKeys.entries(userId, filters),
    queryFn: ({ pageParam, signal }) => getDiaryPage(client, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    enabled: userId !== '',
    // A new filter keeps the entries on screen until its own arrive: no flash, no jump.
    placeholderData: keepPreviousData,
    meta: DIARY_QUERY_META,
  });
}

export function useDiaryEntries(filters: DiaryFilters) {
  const { user } = useAuth();
  const client = useApiClient();
  return useInfiniteQuery(diaryEntriesQueryOptions(client, user?.id ?? '', filters));
}
