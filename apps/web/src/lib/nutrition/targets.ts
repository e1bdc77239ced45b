/** GET and PUT /api/v1/nutrition/targets: the equation's inputs or own numbers, and the result. */
import {
  nutritionPaths,
  targetsStateSchema,
  type TargetsState,
  type TargetsUpdate,
} from '@ascend/contracts';
import { queryOptions, skipToken, useMutation, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionWritten } from './use-nutrition-writes';

async function getTargets(client: ApiClient, signal?: AbortSignal): Promise<TargetsState> {
  return targetsStateSchema.parse(
    await client.request<unknown>(nutritionPaths.targets(), { signal }),
  );
}

export function useTargets() {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      // Sex, birth date, height and weight: kept out of localStorage.
      meta: { persist: false },
      queryKey: nutritionKeys.targets(userId),
      queryFn: userId !== '' ? ({ signal }) => getTargets(client, signal) : skipToken,
    }),
  );
}

export function useUpdateTargets() {
  const client = useApiClient();
  const written = useNutritionWritten();
  return useMutation<TargetsState, Error, TargetsUpdate>({
    mutationFn: async (update) =>
      targetsStateSchema.parse(
        await client.request<unknown>(nutritionPaths.targets(), { method: 'PUT', body: update }),
      ),
    onSuccess: written,
  });
}
