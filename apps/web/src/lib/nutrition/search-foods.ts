/**
 * GET /api/v1/nutrition/foods?q=&lang=: foods matching a query (own, library, cached products),
 * favourites and recent ones first; without a query, the favourites and recent foods alone.
 */
import {
  foodSearchResultSchema,
  nutritionPaths,
  type FoodLanguage,
  type FoodSearchResult,
} from '@ascend/contracts';
import { keepPreviousData, queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';
import { useFoodLanguage } from './use-food-language';

async function searchFoods(
  client: ApiClient,
  query: string,
  lang: FoodLanguage,
  signal?: AbortSignal,
): Promise<FoodSearchResult> {
  const params = new URLSearchParams({ lang });
  if (query !== '') params.set('q', query);
  return foodSearchResultSchema.parse(
    await client.request<unknown>(`${nutritionPaths.foods()}?${params.toString()}`, { signal }),
  );
}

export function useFoodSearch(query: string) {
  const { user } = useAuth();
  const client = useApiClient();
  const lang = useFoodLanguage();
  const userId = user?.id ?? '';
  const trimmed = query.trim();
  return useQuery(
    queryOptions({
      meta: { persist: false },
      queryKey: nutritionKeys.foods(userId, trimmed, lang),
      queryFn:
        userId !== '' ? ({ signal }) => searchFoods(client, trimmed, lang, signal) : skipToken,
      // The list stays while the next query's answer comes, instead of flashing empty.
      placeholderData: keepPreviousData,
    }),
  );
}
