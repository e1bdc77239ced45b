/**
 * An own food as its form holds it (every number as typed) and the contracts' `ownFoodInputSchema`
 * it must pass: numbers read with a decimal comma or point, an empty nutrient is unknown (`null`),
 * not zero, and an empty serving row is dropped. The problems keep the contracts' paths
 * (`per_100.fat_g`), which are the form's field names.
 */
import {
  NUTRIENT_KEYS,
  ownFoodInputSchema,
  type FoodBasis,
  type NutrientKey,
  type OwnFood,
  type OwnFoodParsed,
} from '@ascend/contracts';
import { z } from 'zod';
import { typedNumber } from './amount-form-schema';

export interface OwnFoodFormValues {
  name: string;
  brand: string;
  basis: FoodBasis;
  per_100: Record<NutrientKey, string>;
  servings: { label: string; size: string }[];
  barcode: string;
}

function numberOrNull(text: string): number | null {
  return text.trim() === '' ? null : typedNumber(text);
}

function ownFoodInput(values: OwnFoodFormValues): unknown {
  return {
    name: values.name,
    brand: values.brand.trim() === '' ? null : values.brand,
    basis: values.basis,
    per_100: Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [key, numberOrNull(values.per_100[key])]),
    ),
    servings: values.servings
      .filter((serving) => serving.label.trim() !== '' || serving.size.trim() !== '')
      .map((serving) => ({ label: serving.label, size: numberOrNull(serving.size) })),
    // Left out when the form has none: a change of a food keeps the barcode it was created for.
    barcode: values.barcode === '' ? undefined : values.barcode,
  };
}

export const ownFoodFormSchema = z.preprocess(
  (values) => ownFoodInput(values as OwnFoodFormValues),
  ownFoodInputSchema,
) as unknown as z.ZodType<OwnFoodParsed, OwnFoodFormValues>;

const text = (value: number | null) => (value === null ? '' : String(value));

export function ownFoodFormValues(
  food: Pick<OwnFood, 'name' | 'brand' | 'basis' | 'per_100' | 'servings' | 'barcode'> | null,
  barcode: string | null = null,
): OwnFoodFormValues {
  return {
    name: food?.name ?? '',
    brand: food?.brand ?? '',
    basis: food?.basis ?? 'g',
    per_100: Object.fromEntries(
      NUTRIENT_KEYS.map((key) => [key, text(food?.per_100[key] ?? null)]),
    ) as Record<NutrientKey, string>,
    servings: (food?.servings ?? []).map((serving) => ({
      label: serving.label,
      size: String(serving.size),
    })),
    barcode: food?.barcode ?? barcode ?? '',
  };
}
