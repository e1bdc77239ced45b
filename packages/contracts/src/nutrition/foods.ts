/**
 * Foods, from three places in this order of trust: the user's own, the starter library (USDA
 * Standard Reference, per 100 g, cited by NDB number) and packaged products (Open Food Facts).
 */
import { z } from 'zod';
import { barcodeSchema } from './barcode.js';
import { NUTRITION_LIMITS } from './limits.js';
import { nutrientsPer100Schema } from './nutrients.js';

export const FOOD_SOURCES = ['own', 'library', 'product'] as const;
export const foodSourceSchema = z.enum(FOOD_SOURCES);
export type FoodSource = z.infer<typeof foodSourceSchema>;

/** The languages foods are named in (the app's languages). */
export const FOOD_LANGUAGES = ['en', 'es'] as const;
export const foodLanguageSchema = z.enum(FOOD_LANGUAGES);
export type FoodLanguage = z.infer<typeof foodLanguageSchema>;

/** An NDB number of USDA's Standard Reference: five digits, as the database writes it. */
export const ndbNumberSchema = z.string().regex(/^\d{5}$/, { error: 'An NDB number is 5 digits' });

/** Which food: an own food's id, a library food's NDB number, a product's barcode. */
export const foodRefSchema = z.discriminatedUnion('source', [
  z.strictObject({ source: z.literal('own'), id: z.uuid() }),
  z.strictObject({ source: z.literal('library'), id: ndbNumberSchema }),
  z.strictObject({ source: z.literal('product'), id: barcodeSchema }),
]);
export type FoodRef = z.infer<typeof foodRefSchema>;

/** A food's values are per 100 g, or per 100 ml for drinks; its amounts are in the same unit. */
export const FOOD_BASES = ['g', 'ml'] as const;
export const foodBasisSchema = z.enum(FOOD_BASES);
export type FoodBasis = z.infer<typeof foodBasisSchema>;

/** A serving the food defines (a cup, a slice, a pot): its size in the food's unit. */
export const servingSchema = z.object({
  id: z.string().min(1).max(20),
  label: z.string(),
  size: z.number().positive(),
});
export type Serving = z.infer<typeof servingSchema>;

export const foodSchema = z.object({
  ref: foodRefSchema,
  name: z.string(),
  brand: z.string().nullable(),
  basis: foodBasisSchema,
  per_100: nutrientsPer100Schema,
  servings: z.array(servingSchema),
  /** The user marked it a favourite: favourites come first in searches. */
  favourite: z.boolean(),
  /** When the user last added it to the diary (ISO instant); `null` if never. */
  last_used_at: z.string().nullable(),
});
export type Food = z.infer<typeof foodSchema>;

const servingInput = z.strictObject({
  label: z.string().trim().min(1).max(NUTRITION_LIMITS.maxServingLabelLength),
  size: z.number().positive().max(NUTRITION_LIMITS.maxItemGrams),
});

/** `POST /nutrition/foods` and `PUT /nutrition/foods/own/:id` (the whole food, replaced). */
export const ownFoodInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Required').max(NUTRITION_LIMITS.maxFoodNameLength),
  brand: z.string().trim().max(NUTRITION_LIMITS.maxBrandLength).nullable().optional(),
  basis: foodBasisSchema.default('g'),
  per_100: nutrientsPer100Schema,
  servings: z.array(servingInput).max(NUTRITION_LIMITS.maxServingsPerFood).default([]),
  /** The barcode of a product Open Food Facts did not know, so the next scan finds this food. */
  barcode: barcodeSchema.nullable().optional(),
});
export type OwnFoodInput = z.input<typeof ownFoodInputSchema>;
export type OwnFoodParsed = z.output<typeof ownFoodInputSchema>;

/** An own food: a food with the barcode it was created for, if any. */
export const ownFoodSchema = foodSchema.extend({
  barcode: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type OwnFood = z.infer<typeof ownFoodSchema>;

/** `GET /nutrition/foods/own`: every own food, by name, a page at a time; `q` narrows by words. */
export const ownFoodListQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(600).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type OwnFoodListQuery = z.input<typeof ownFoodListQuerySchema>;

export const ownFoodListSchema = z.object({
  foods: z.array(ownFoodSchema),
  /** Give it back as `cursor` for the next page; `null` on the last one. */
  next_cursor: z.string().nullable(),
});
export type OwnFoodList = z.infer<typeof ownFoodListSchema>;

/** `GET /nutrition/foods`: without `q`, the favourites and recent foods alone. */
export const foodSearchQuerySchema = z.strictObject({
  q: z.string().trim().max(100).optional(),
  lang: foodLanguageSchema.default('en'),
  limit: z.coerce.number().int().min(1).max(NUTRITION_LIMITS.maxSearchResults).default(20),
});
export type FoodSearchQuery = z.input<typeof foodSearchQuerySchema>;

/** Favourites first, then recent foods, then own, library and cached products. */
export const foodSearchResultSchema = z.object({ foods: z.array(foodSchema) });
export type FoodSearchResult = z.infer<typeof foodSearchResultSchema>;

/** `?lang=` of the reads that name library foods. */
export const foodLanguageQuerySchema = z.strictObject({ lang: foodLanguageSchema.default('en') });

/**
 * The path parameters that name a food (`/nutrition/foods/:source/:id`, `/nutrition/favourites/…`);
 * the id is then held to its source's form by `foodRefSchema`.
 */
export const foodRefParamsSchema = z.strictObject({
  source: foodSourceSchema,
  id: z.string().min(1).max(64),
});
