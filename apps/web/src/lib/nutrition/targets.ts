/** GET and PUT /api/v1/nutrition/targets: the equation's inputs or own numbers, and the result. */
import {
  nutritionPaths,
  targetsStateSchema,
  type TargetsState,
  type TargetsUpdate,
} from '@ascend/contracts';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead } from './nutrition-read';
import { useNutritionWrite } from './use-nutrition-writes';

export function useTargets() {
  // Sex, birth date, height and weight: kept out of localStorage (the reads' default).
  return useNutritionRead({
    key: nutritionKeys.targets,
    path: nutritionPaths.targets(),
    schema: targetsStateSchema,
  });
}

export const useUpdateTargets = () =>
  useNutritionWrite(async (client, update: TargetsUpdate): Promise<TargetsState> =>
    targetsStateSchema.parse(
      await client.request<unknown>(nutritionPaths.targets(), { method: 'PUT', body: update }),
    ),
  );
