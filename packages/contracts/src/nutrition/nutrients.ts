/**
 * The nutrients the diary counts, and the arithmetic on them: a food's values are per 100 g (or
 * 100 ml), an item's are its amount's share of those, and totals add items. Rounding happens only
 * when a value is shown, never before adding, so a day's total is the sum of what was eaten rather
 * than of rounded parts. Sources (docs/nutrition.md): 1 kcal = 4.184 kJ (the thermochemical
 * calorie); salt = sodium × 2.5 (Regulation (EU) No 1169/2011).
 */
import { z } from 'zod';
import { NUTRITION_LIMITS } from './limits.js';

/**
 * The nutrients counted in grams, in the order the labels of the EU list them: a food may leave
 * any of them out (unknown), never its energy.
 */
export const GRAM_NUTRIENT_KEYS = [
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'sugars_g',
  'fibre_g',
  'protein_g',
  'salt_g',
] as const;

/**
 * Every nutrient a food records per 100 g, energy first, as the labels of the EU list them: the
 * one list the server's columns and sums, the export and the page's tables follow.
 */
export const NUTRIENT_KEYS = ['energy_kcal', ...GRAM_NUTRIENT_KEYS] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];

export const KJ_PER_KCAL = 4.184;
export const SALT_PER_SODIUM = 2.5;

const grams = z.number().min(0).max(NUTRITION_LIMITS.maxGramsPer100g);

/**
 * A food's values per 100 g (or 100 ml). Energy is required; any other nutrient may be unknown
 * (`null`: a product whose label left it out), which is not the same as zero. Parts are not held
 * to add up (sugars within carbohydrate, saturated within fat): laboratories measure them by
 * different methods, and USDA's own milk has more sugars than its carbohydrate "by difference".
 */
export const nutrientsPer100Schema = z.strictObject({
  energy_kcal: z.number().min(0).max(NUTRITION_LIMITS.maxKcalPer100g),
  fat_g: grams.nullable(),
  saturated_fat_g: grams.nullable(),
  carbohydrate_g: grams.nullable(),
  sugars_g: grams.nullable(),
  fibre_g: grams.nullable(),
  protein_g: grams.nullable(),
  salt_g: grams.nullable(),
});
export type NutrientsPer100 = z.infer<typeof nutrientsPer100Schema>;

/** Nutrients of an amount (an item, a meal, a day): energy in both units, unknowns as `null`. */
export const nutrientAmountsSchema = z.object({
  energy_kcal: z.number(),
  energy_kj: z.number(),
  fat_g: z.number().nullable(),
  saturated_fat_g: z.number().nullable(),
  carbohydrate_g: z.number().nullable(),
  sugars_g: z.number().nullable(),
  fibre_g: z.number().nullable(),
  protein_g: z.number().nullable(),
  salt_g: z.number().nullable(),
});
export type NutrientAmounts = z.infer<typeof nutrientAmountsSchema>;

/** A total over items: like an amount, with how many items left a nutrient unknown. */
export const nutrientTotalsSchema = nutrientAmountsSchema.extend({
  /** Items whose food did not say one of the nutrients: the total of that nutrient is a floor. */
  incomplete_items: z.number().int().min(0),
});
export type NutrientTotals = z.infer<typeof nutrientTotalsSchema>;

export function kcalToKj(kcal: number): number {
  return kcal * KJ_PER_KCAL;
}

export function kjToKcal(kj: number): number {
  return kj / KJ_PER_KCAL;
}

export function sodiumMgToSaltG(sodiumMg: number): number {
  return (sodiumMg * SALT_PER_SODIUM) / 1000;
}

/** Rounds half away from zero at `decimals` places, without binary-fraction surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const shifted = Number((Math.abs(value) * factor).toPrecision(12));
  return (Math.sign(value) * Math.round(shifted)) / factor;
}

/**
 * How each value is shown: whole kcal and kJ; grams to one decimal; salt to two (a tenth of a gram
 * of salt is a large share of a day's 5 g).
 */
export const NUTRIENT_DECIMALS: Record<keyof NutrientAmounts, number> = {
  energy_kcal: 0,
  energy_kj: 0,
  fat_g: 1,
  saturated_fat_g: 1,
  carbohydrate_g: 1,
  sugars_g: 1,
  fibre_g: 1,
  protein_g: 1,
  salt_g: 2,
};

/** The nutrients in `grams` of a food with these values per 100 g (unrounded). */
export function nutrientsForAmount(per100: NutrientsPer100, grams: number): NutrientAmounts {
  const share = grams / 100;
  const part = (value: number | null) => (value === null ? null : value * share);
  const kcal = per100.energy_kcal * share;
  return {
    energy_kcal: kcal,
    energy_kj: kcalToKj(kcal),
    fat_g: part(per100.fat_g),
    saturated_fat_g: part(per100.saturated_fat_g),
    carbohydrate_g: part(per100.carbohydrate_g),
    sugars_g: part(per100.sugars_g),
    fibre_g: part(per100.fibre_g),
    protein_g: part(per100.protein_g),
    salt_g: part(per100.salt_g),
  };
}

/** The grams an amount stands for: a number of servings of `servingSize` g, or grams given. */
export function amountInGrams(quantity: number, servingSize: number | null): number {
  return servingSize === null ? quantity : quantity * servingSize;
}

/**
 * Adds amounts. A nutrient unknown for some items adds the known ones (and counts the item in
 * `incomplete_items`); it is `null` only when no item knew it.
 */
export function sumNutrients(amounts: readonly NutrientAmounts[]): NutrientTotals {
  const totals: NutrientTotals = {
    energy_kcal: 0,
    energy_kj: 0,
    fat_g: null,
    saturated_fat_g: null,
    carbohydrate_g: null,
    sugars_g: null,
    fibre_g: null,
    protein_g: null,
    salt_g: null,
    incomplete_items: 0,
  };
  for (const amount of amounts) {
    totals.energy_kcal += amount.energy_kcal;
    totals.energy_kj += amount.energy_kj;
    let incomplete = false;
    for (const key of GRAM_NUTRIENT_KEYS) {
      const value = amount[key];
      if (value === null) incomplete = true;
      else totals[key] = (totals[key] ?? 0) + value;
    }
    if (incomplete) totals.incomplete_items += 1;
  }
  return totals;
}

/** Amounts as shown: each value rounded to its decimals (`NUTRIENT_DECIMALS`). */
export function roundNutrients<T extends NutrientAmounts>(amounts: T): T {
  const rounded = { ...amounts };
  for (const key of Object.keys(NUTRIENT_DECIMALS) as (keyof NutrientAmounts)[]) {
    const value = amounts[key];
    (rounded as NutrientAmounts)[key] = (
      value === null ? null : roundTo(value, NUTRIENT_DECIMALS[key])
    ) as never;
  }
  return rounded;
}
