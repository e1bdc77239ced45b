/** Own foods' rows and their API shape. */
import {
  NUTRIENT_KEYS,
  type NutrientsPer100,
  type OwnFood,
  type OwnFoodParsed,
  type Serving,
} from '@ascend/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';

export type OwnFoodRow = Selectable<Database['nutrition_own_foods']>;

/** A row's values per 100 g, without its other columns. */
export function per100Of(row: NutrientsPer100): NutrientsPer100 {
  const per100 = {} as Record<(typeof NUTRIENT_KEYS)[number], number | null>;
  for (const key of NUTRIENT_KEYS) per100[key] = row[key];
  return per100 as NutrientsPer100;
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
