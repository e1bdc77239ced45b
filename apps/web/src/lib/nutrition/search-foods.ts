/**
 * GET /api/v1/nutrition/foods?q=&lang=: foods matching a query (own, library, cached products),
 * favourites and recent ones first; without a query, the favourites and recent foods alone.
 */
import { foodSearchResultSchema, nutritionPaths } from '@ascend/contracts';
import { keepPreviousData } from '@tanstack/react-query';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead, withQuery } from './nutrition-read';
import { useFoodLanguage } from './use-food-language';

export function useFoodSearch(query: string) {
  const lang = useFoodLanguage();
  const trimmed = query.trim();
  return useNutritionRead({
    key: (userId) => nutritionKeys.foods(userId, trimmed, lang),
    path: withQuery(nutritionPaths.foods(), { lang, q: trimmed }),
    schema: foodSearchResultSchema,
    // The list stays while the next query's answer comes, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
}
