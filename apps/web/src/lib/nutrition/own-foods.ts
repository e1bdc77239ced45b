/**
 * GET /api/v1/nutrition/foods/own?q=&cursor=: every one of the user's own foods, by name, page by
 * page; a query narrows them by words.
 */
import { nutritionPaths, ownFoodListSchema } from '@ascend/contracts';
import { keepPreviousData, skipToken, useInfiniteQuery } from '@tanstack/react-query';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';

const PAGE_SIZE = 50;

export function useOwnFoods(query: string) {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  const trimmed = query.trim();
  return useInfiniteQuery({
    meta: { persist: false },
    queryKey: nutritionKeys.ownFoods(userId, trimmed),
    initialPageParam: null as string | null,
    queryFn:
      userId !== ''
        ? async ({ pageParam, signal }) => {
            const params = new URLSearchParams({ limit: String(PAGE_SIZE) });
            if (trimmed !== '') params.set('q', trimmed);
            if (pageParam) params.set('cursor', pageParam);
            return ownFoodListSchema.parse(
              await client.request<unknown>(`${nutritionPaths.ownFoods()}?${params.toString()}`, {
                signal,
              }),
            );
          }
        : skipToken,
    getNextPageParam: (page) => page.next_cursor,
    // The list stays while the next query's answer comes, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
