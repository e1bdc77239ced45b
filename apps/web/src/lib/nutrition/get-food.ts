/** GET /api/v1/nutrition/foods/:source/:id?lang=: one food, with the servings it defines. */
import { foodSchema, nutritionPaths, type FoodRef } from '@ascend/contracts';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead, withQuery } from './nutrition-read';
import { useFoodLanguage } from './use-food-language';

export function useFood(ref: FoodRef | null) {
  const lang = useFoodLanguage();
  return useNutritionRead({
    key: (userId) => [...nutritionKeys.all(userId), 'food', ref?.source ?? '', ref?.id ?? '', lang],
    path: ref === null ? null : withQuery(nutritionPaths.food(ref), { lang }),
    schema: foodSchema,
  });
}
