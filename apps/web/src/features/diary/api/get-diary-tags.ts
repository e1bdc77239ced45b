/** GET /api/v1/diary/tags: the user's tags with how often each is used, for suggestions and filters. */
import { diaryTagListSchema } from '@ascend/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '@/lib/api-client';
import { useAuth } from '@/lib/auth/use-auth';
import { useApiClient } from '@/lib/use-api-client';
import { DIARY_QUERY_META, diaryQueryKeys } from './diary-query-keys';

async function getDiaryTags(client: ApiClient, signal?: AbortSignal): Promise<string[]> {
  const answer = diaryTagListSchema.parse(await client.request<unknown>('/diary/tags', { signal }));
  // Most used first, then by name: the suggestions a user most likely wants come first.
  return [...answer.tags]
    .sort((a, b) => b.count - a.count || a.tag.localeCompare(b.tag))
    .map(({ tag }) => tag);
}

function diaryTagsQueryOptions(client: ApiClient, userId: string) {
  return queryOptions({
    queryKey: diaryQueryKeys.tags(userId),
    queryFn: ({ signal }) => getDiaryTags(client, signal),
    enabled: userId !== '',
    meta: DIARY_QUERY_META,
  });
}

export function useDiaryTags() {
  const { user } = useAuth();
  const client = useApiClient();
  return useQuery(diaryTagsQueryOptions(client, user?.id ?? ''));
}
