/**
 * The query keys of the nutrition area, under the per-user prefix `['user', userId]` the app keeps
 * and forgets per user. A diary write makes every day, the totals, the food lists (recent foods
 * move) and the overview stale; the scans hub too when the write was a product scan.
 */
import type { FoodLanguage } from '@ascend/contracts';

export const nutritionKeys = {
  all: (userId: string) => ['user', userId, 'nutrition'] as const,
  day: (userId: string, date: string, lang: FoodLanguage) =>
    [...nutritionKeys.all(userId), 'day', date, lang] as const,
  totals: (userId: string, from: string, to: string) =>
    [...nutritionKeys.all(userId), 'totals', from, to] as const,
  foods: (userId: string, query: string, lang: FoodLanguage) =>
    [...nutritionKeys.all(userId), 'foods', query, lang] as const,
  ownFoods: (userId: string, query: string) =>
    [...nutritionKeys.all(userId), 'own-foods', query] as const,
  targets: (userId: string) => [...nutritionKeys.all(userId), 'targets'] as const,
  /** Product answers are the same for everyone, but the lookup is the user's (rate limits). */
  product: (userId: string, barcode: string) => ['user', userId, 'products', barcode] as const,
  productService: (userId: string) => ['user', userId, 'products', 'service'] as const,
  scans: (userId: string) => ['user', userId, 'scans'] as const,
  overview: (userId: string) => ['user', userId, 'overview'] as const,
};
