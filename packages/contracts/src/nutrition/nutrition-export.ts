/**
 * The nutrition section of the account's export file (optional: files from before it still
 * import): own foods, diary items (each with the copy of its food it was added with), favourites,
 * targets and product scans. Ids link records within the file (an item to its own food); the
 * import gives new ones.
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';
import { mealSchema, amountUnitSchema } from './diary.js';
import { foodBasisSchema, foodRefSchema, ownFoodInputSchema } from './foods.js';
import { NUTRITION_LIMITS } from './limits.js';
import { nutrientsPer100Schema } from './nutrients.js';
import { customTargetsSchema, targetInputsSchema } from './targets.js';

const timestamp = z.iso.datetime();

export const exportedOwnFoodSchema = ownFoodInputSchema.safeExtend({
  id: z.uuid(),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportedDiaryItemSchema = z.strictObject({
  date: localDateSchema,
  meal: mealSchema,
  food: foodRefSchema,
  name: z.string().min(1).max(NUTRITION_LIMITS.maxFoodNameLength),
  brand: z.string().max(NUTRITION_LIMITS.maxBrandLength).nullable(),
  basis: foodBasisSchema,
  unit: amountUnitSchema,
  quantity: z.number().positive().max(NUTRITION_LIMITS.maxItemGrams),
  serving: z
    .strictObject({
      id: z.string().min(1).max(20),
      label: z.string().max(NUTRITION_LIMITS.maxServingLabelLength * 2),
      size: z.number().positive().max(NUTRITION_LIMITS.maxItemGrams),
    })
    .nullable(),
  grams: z.number().positive().max(NUTRITION_LIMITS.maxItemGrams),
  per_100: nutrientsPer100Schema,
  created_at: timestamp,
});

/**
 * A day's items within the diary's bounds, as adding them one by one keeps them: a file cannot
 * restore a day of thousands of items that the diary's pages and totals were never built to hold.
 */
function itemsWithinDayBounds(
  items: z.infer<typeof exportedDiaryItemSchema>[],
  context: z.RefinementCtx,
): void {
  const perDay = new Map<string, number>();
  const perMeal = new Map<string, number>();
  for (const [index, { date, meal }] of items.entries()) {
    const day = (perDay.get(date) ?? 0) + 1;
    const ofMeal = (perMeal.get(`${date} ${meal}`) ?? 0) + 1;
    perDay.set(date, day);
    perMeal.set(`${date} ${meal}`, ofMeal);
    if (day > NUTRITION_LIMITS.maxItemsPerDay || ofMeal > NUTRITION_LIMITS.maxItemsPerMeal) {
      context.addIssue({
        code: 'custom',
        message: `A meal holds at most ${NUTRITION_LIMITS.maxItemsPerMeal} items and a day ${NUTRITION_LIMITS.maxItemsPerDay}`,
        path: [index, 'meal'],
      });
      return;
    }
  }
}

export const exportedNutritionSchema = z.strictObject({
  own_foods: z.array(exportedOwnFoodSchema).max(NUTRITION_LIMITS.maxOwnFoods),
  diary_items: z.array(exportedDiaryItemSchema).max(200_000).superRefine(itemsWithinDayBounds),
  favourites: z.array(foodRefSchema).max(5_000),
  targets: z
    .strictObject({ inputs: targetInputsSchema.nullable(), custom: customTargetsSchema.nullable() })
    .nullable(),
  product_scans: z
    .array(
      z.strictObject({
        barcode: z.string().regex(/^\d{8,13}$/),
        scanned_at: timestamp,
        local_date: localDateSchema,
      }),
    )
    .max(200_000),
});
export type ExportedNutrition = z.infer<typeof exportedNutritionSchema>;
