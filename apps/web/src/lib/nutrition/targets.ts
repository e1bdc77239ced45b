/** GET and PUT /api/v1/nutrition/targets: the equation's inputs or own numbers, and the result. */
import {
  nutritionPaths,
  targetsStateSchema,
  type TargetsState,
  type TargetsUpdate,
} from '@ascend/contracts';
import { useMutation } from '@tanstack/react-query';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead } from './nutrition-read';
import { useNutritionWritten } from './use-nutrition-writes';

export function useTargets() {
  // Sex, birth date, height and weight: kept out of localStorage (the reads' default).
  return useNutritionRead({
    key: nutritionKeys.targets,
    path: nutritionPaths.targets(),
    schema: targetsStateSchema,
  });
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
