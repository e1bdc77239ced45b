/** GET /api/v1/nutrition/totals?from=&to=: each day's totals (days with items only). */
import { nutritionPaths, nutritionTotalsSchema } from '@ascend/contracts';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead, withQuery } from './nutrition-read';

export function useNutritionTotals(from: string, to: string) {
  return useNutritionRead({
    key: (userId) => nutritionKeys.totals(userId, from, to),
    path: withQuery(nutritionPaths.totals(), { from, to }),
    schema: nutritionTotalsSchema,
  });
}
