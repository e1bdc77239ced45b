/**
 * The food diary: items eaten on the user's day (the tracking issue's local day), in meals. An item
 * keeps a copy of its food's name and values per 100 g as they were when it was added, so editing
 * an own food or a product's new label does not rewrite what was eaten.
 */
import { z } from 'zod';
import { localDateSchema, localDateRangeSchema } from '../tracking/local-date.js';
import { foodBasisSchema, foodRefSchema, servingSchema } from './foods.js';
import { NUTRITION_LIMITS } from './limits.js';
import { nutrientAmountsSchema, nutrientTotalsSchema, nutrientsPer100Schema } from './nutrients.js';

export const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;
export const mealSchema = z.enum(MEALS);
export type Meal = z.infer<typeof mealSchema>;

/** How an amount is given: in the food's unit (g or ml), or as a number of its servings. */
export const AMOUNT_UNITS = ['g', 'ml', 'serving'] as const;
export const amountUnitSchema = z.enum(AMOUNT_UNITS);
export type AmountUnit = z.infer<typeof amountUnitSchema>;

const amountFields = {
  unit: amountUnitSchema,
  /** Grams or millilitres, or servings when `unit` is `serving`. */
  quantity: z.number().positive().max(NUTRITION_LIMITS.maxItemGrams),
  /** Which of the food's servings, when `unit` is `serving`. */
  serving_id: z.string().min(1).max(20).nullable().optional(),
};

function servingGiven(
  amount: { unit?: AmountUnit; quantity?: number; serving_id?: string | null },
  context: z.RefinementCtx,
) {
  if (amount.unit === 'serving') {
    if (!amount.serving_id) {
      context.addIssue({ code: 'custom', path: ['serving_id'], message: 'Choose a serving' });
    }
    if (amount.quantity !== undefined && amount.quantity > NUTRITION_LIMITS.maxServings) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: `At most ${NUTRITION_LIMITS.maxServings} servings`,
      });
    }
  } else if (amount.unit !== undefined && amount.serving_id) {
    context.addIssue({
      code: 'custom',
      path: ['serving_id'],
      message: 'A serving is only given with the unit `serving`',
    });
  }
}

/**
 * `POST /nutrition/diary/:date/items`. The amount may not exceed 5 kg in all (a number of servings
 * is checked against the serving's size by the server).
 */
export const diaryItemCreateSchema = z
  .strictObject({
    meal: mealSchema,
    food: foodRefSchema,
    ...amountFields,
    /**
     * The product was just looked up by its barcode (the scan page): the add is recorded as a
     * product scan (the scans hub, the overview, progress points).
     */
    scanned: z.boolean().optional(),
  })
  .superRefine(servingGiven);
export type DiaryItemCreate = z.infer<typeof diaryItemCreateSchema>;

/** `PATCH /nutrition/diary/items/:id`: the fields given change; an amount is given whole. */
export const diaryItemUpdateSchema = z
  .strictObject({
    date: localDateSchema.optional(),
    meal: mealSchema.optional(),
    unit: amountUnitSchema.optional(),
    quantity: amountFields.quantity.optional(),
    serving_id: amountFields.serving_id,
  })
  .refine((update) => Object.keys(update).length > 0, {
    error: 'Give at least one field to change',
  })
  .refine((update) => (update.unit === undefined) === (update.quantity === undefined), {
    error: 'Give the amount whole: `unit` and `quantity` together',
    path: ['quantity'],
  })
  .superRefine(servingGiven);
export type DiaryItemUpdate = z.infer<typeof diaryItemUpdateSchema>;

export const diaryItemSchema = z.object({
  id: z.uuid(),
  date: localDateSchema,
  meal: mealSchema,
  food: foodRefSchema,
  name: z.string(),
  brand: z.string().nullable(),
  basis: foodBasisSchema,
  unit: amountUnitSchema,
  quantity: z.number(),
  /** The serving counted, as it was when the item was added; `null` for grams or millilitres. */
  serving: servingSchema.nullable(),
  /** The amount in the food's unit (grams or millilitres). */
  grams: z.number(),
  /** The food's values per 100 g when the item was added. */
  per_100: nutrientsPer100Schema,
  /** The item's nutrients, rounded as shown. */
  nutrients: nutrientAmountsSchema,
  created_at: z.string(),
});
export type DiaryItem = z.infer<typeof diaryItemSchema>;

/** `GET /nutrition/diary/:date`: every meal (empty ones too), in the order of `MEALS`. */
export const diaryDaySchema = z.object({
  date: localDateSchema,
  meals: z.array(
    z.object({ meal: mealSchema, items: z.array(diaryItemSchema), totals: nutrientTotalsSchema }),
  ),
  totals: nutrientTotalsSchema,
});
export type DiaryDay = z.infer<typeof diaryDaySchema>;

export const diaryDayParamsSchema = z.strictObject({ date: localDateSchema });
export const diaryItemParamsSchema = z.strictObject({ id: z.uuid() });
export const diaryMealParamsSchema = z.strictObject({ date: localDateSchema, meal: mealSchema });

/** `POST /nutrition/diary/:date/meals/:meal/copy`: adds a copy of another day's meal. */
export const mealCopySchema = z
  .strictObject({
    from_date: localDateSchema,
    /** The meal copied; the target meal when not given. */
    from_meal: mealSchema.optional(),
  })
  .strict();
export type MealCopy = z.infer<typeof mealCopySchema>;

/** `GET /nutrition/totals?from=…&to=…`: each day with items, both ends included. */
export const nutritionTotalsQuerySchema = localDateRangeSchema(NUTRITION_LIMITS.maxTotalsRangeDays);
export type NutritionTotalsQuery = z.infer<typeof nutritionTotalsQuerySchema>;

export const nutritionTotalsSchema = z.object({
  from: localDateSchema,
  to: localDateSchema,
  /** Only days with at least one item, oldest first. */
  days: z.array(
    nutrientTotalsSchema.extend({ date: localDateSchema, items: z.number().int().min(1) }),
  ),
});
export type NutritionTotals = z.infer<typeof nutritionTotalsSchema>;
