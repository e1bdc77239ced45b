/** Diary items' rows and their API shape (nutrients computed from the stored copy). */
import {
  NUTRIENT_KEYS,
  nutrientsForAmount,
  roundNutrients,
  type DiaryItem,
  type FoodLanguage,
  type Serving,
} from '@ascend/contracts';
import type { Selectable } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { libraryFood, nameOf } from '../library/food-library.js';
import { per100Of } from '../foods/own-food-rows.js';

export type DiaryItemRow = Selectable<Database['nutrition_diary_items']>;

export const DIARY_ITEM_COLUMNS = [
  'id',
  'local_date',
  'meal',
  'food_source',
  'food_id',
  'name',
  'brand',
  'basis',
  'unit',
  'quantity',
  'serving',
  'grams',
  'created_at',
  ...NUTRIENT_KEYS,
] as const;

/** A library food is named in the reader's language; other foods keep the name they were added with. */
export function diaryItemOf(row: Omit<DiaryItemRow, 'user_id'>, language: FoodLanguage): DiaryItem {
  const per100 = per100Of(row);
  const library = row.food_source === 'library' ? libraryFood(row.food_id) : undefined;
  return {
    id: row.id,
    date: row.local_date,
    meal: row.meal,
    food: { source: row.food_source, id: row.food_id },
    name: library ? nameOf(library, language) : row.name,
    brand: row.brand,
    basis: row.basis,
    unit: row.unit,
    quantity: row.quantity,
    serving: row.serving === null ? null : (JSON.parse(row.serving) as Serving),
    grams: row.grams,
    per_100: per100,
    nutrients: roundNutrients(nutrientsForAmount(per100, row.grams)),
    created_at: row.created_at,
  };
}
