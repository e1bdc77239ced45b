/** GET /api/v1/nutrition/foods/:source/:id?lang=: one food, with the servings it defines. */
import {
  foodSchema,
  nutritionPaths,
  type Food,
  type FoodLanguage,
  type FoodRef,
} from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';
import { useFoodLanguage } from './use-food-language';

async function getFood(
  client: ApiClient,
  ref: FoodRef,
  lang: FoodLanguage,
  signal?: AbortSignal,
): Promise<Food> {
  const path = `${nutritionPaths.food(ref)}?${new URLSearchParams({ lang }).toString()}`;
  return foodSchema.parse(await client.request<unknown>(path, { signal }));
}

export function useFood(ref: FoodRef | null) {
  const { user } = useAuth();
  const client = useApiClient();
  const lang = useFoodLanguage();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      meta: { persist: false },
      queryKey: [...nutritionKeys.all(userId), 'food', ref?.source ?? '', ref?.id ?? '', lang],
      queryFn:
        userId !== '' && ref !== null
          ? ({ signal }) => getFood(client, ref, lang, signal)
          : skipToken,
    }),
  );
}
