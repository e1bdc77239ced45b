/** GET /api/v1/nutrition/diary/:date?lang=: the day's meals, their items and totals. */
import {
  diaryDaySchema,
  nutritionPaths,
  type DiaryDay,
  type FoodLanguage,
} from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';
import { useFoodLanguage } from './use-food-language';

async function getDiaryDay(
  client: ApiClient,
  date: string,
  lang: FoodLanguage,
  signal?: AbortSignal,
): Promise<DiaryDay> {
  const path = `${nutritionPaths.diaryDay(date)}?${new URLSearchParams({ lang }).toString()}`;
  return diaryDaySchema.parse(await client.request<unknown>(path, { signal }));
}

export function useDiaryDay(date: string) {
  const { user } = useAuth();
  const client = useApiClient();
  const lang = useFoodLanguage();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      // What the user ate stays out of localStorage, like the other health records.
      meta: { persist: false },
      queryKey: nutritionKeys.day(userId, date, lang),
      queryFn: userId !== '' ? ({ signal }) => getDiaryDay(client, date, lang, signal) : skipToken,
    }),
  );
}
