/** GET /api/v1/nutrition/diary/:date?lang=: the day's meals, their items and totals. */
import { diaryDaySchema, nutritionPaths } from '@ascend/contracts';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead, withQuery } from './nutrition-read';
import { useFoodLanguage } from './use-food-language';

export function useDiaryDay(date: string) {
  const lang = useFoodLanguage();
  // What the user ate stays out of localStorage, like the other health records.
  return useNutritionRead({
    key: (userId) => nutritionKeys.day(userId, date, lang),
    path: withQuery(nutritionPaths.diaryDay(date), { lang }),
    schema: diaryDaySchema,
  });
}
