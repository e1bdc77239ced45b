/** GET /api/v1/nutrition/totals?from=&to=: each day's totals (days with items only). */
import { nutritionPaths, nutritionTotalsSchema, type NutritionTotals } from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';

async function getTotals(
  client: ApiClient,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<NutritionTotals> {
  const path = `${nutritionPaths.totals()}?${new URLSearchParams({ from, to }).toString()}`;
  return nutritionTotalsSchema.parse(await client.request<unknown>(path, { signal }));
}

export function useNutritionTotals(from: string, to: string) {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      meta: { persist: false },
      queryKey: nutritionKeys.totals(userId, from, to),
      queryFn: userId !== '' ? ({ signal }) => getTotals(client, from, to, signal) : skipToken,
    }),
  );
}
