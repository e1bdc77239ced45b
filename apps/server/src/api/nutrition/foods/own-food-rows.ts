/** Own foods' rows and their API shape. */
import type { NutrientsPer100, OwnFood, OwnFoodParsed, Serving } from '@ascend/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';

export type OwnFoodRow = Selectable<Database['nutrition_own_foods']>;

export function per100Of(row: NutrientsPer100): NutrientsPer100 {
  return {
    energy_kcal: row.energy_kcal,
    fat_g: row.fat_g,
    saturated_fat_g: row.saturated_fat_g,
    carbohydrate_g: row.carbohydrate_g,
    sugars_g: row.sugars_g,
    fibre_g: row.fibre_g,
    protein_g: row.protein_g,
    salt_g: row.salt_g,
  };
}

export function ownFoodOf(
  row: OwnFoodRow,
  use: { favourite: boolean; last_used_at: string | null },
): OwnFood {
  return {
    ref: { source: 'own', id: row.id },
    name: row.name,
    brand: row.brand,
    basis: row.basis,
    per_100: per100Of(row),
    servings: JSON.parse(row.servings) as Serving[],
    barcode: row.barcode,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...use,
  };
}

/** The columns an own food's input writes (servings get ids s1, s2… in their order). */
export function ownFoodColumns(input: OwnFoodParsed) {
  return {
    name: input.name,
    brand: input.brand ?? null,
    basis: input.basis,
    ...input.per_100,
    servings: JSON.stringify(
      input.servings.map((serving, index) => ({ id: `s${index + 1}`, ...serving })),
    ),
    barcode: input.barcode ?? null,
  };
}
