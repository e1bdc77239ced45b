/**
 * Nutrition in the account's data (issue 21): read for the export (JSON and the `food-diary` CSV)
 * and written back by the import with new ids (an item's own food, and a favourite of one, follow
 * its new id). Oldest first, so the file reads as a history.
 */
import {
  customTargetsSchema,
  targetInputsSchema,
  type ExportedNutrition,
  type FoodRef,
  type Serving,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';
import type { Database } from '../../db/schema.js';
import { per100Of } from './foods/own-food-rows.js';
import { rebuildMealTotals } from './diary/meal-totals.js';

/** The food diary's items, by day and then as added: the `food-diary` CSV's records. */
export async function readFoodDiaryItems(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedNutrition['diary_items']> {
  const items = await db
    .selectFrom('nutrition_diary_items')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('local_date')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return items.map((item) => ({
    date: item.local_date,
    meal: item.meal,
    food: { source: item.food_source, id: item.food_id },
    name: item.name,
    brand: item.brand,
    basis: item.basis,
    unit: item.unit,
    quantity: item.quantity,
    serving: item.serving === null ? null : (JSON.parse(item.serving) as Serving),
    grams: item.grams,
    per_100: per100Of(item),
    created_at: item.created_at,
  }));
}

export async function readNutritionRecords(
  db: Kysely<Database>,
  userId: string,
): Promise<ExportedNutrition> {
  const [foods, items, favourites, targets, scans] = await Promise.all([
    db
      .selectFrom('nutrition_own_foods')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    readFoodDiaryItems(db, userId),
    db
      .selectFrom('nutrition_favourites')
      .select(['food_source', 'food_id'])
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .execute(),
    db
      .selectFrom('nutrition_targets')
      .select(['inputs', 'custom'])
      .where('user_id', '=', userId)
      .executeTakeFirst(),
    db
      .selectFrom('nutrition_product_scans')
      .select(['barcode', 'scanned_at', 'local_date'])
      .where('user_id', '=', userId)
      .orderBy('scanned_at')
      .orderBy('id')
      .execute(),
  ]);
  return {
    own_foods: foods.map((food) => ({
      id: food.id,
      name: food.name,
      brand: food.brand,
      basis: food.basis,
      per_100: per100Of(food),
      servings: (JSON.parse(food.servings) as Serving[]).map(({ label, size }) => ({
        label,
        size,
      })),
      barcode: food.barcode,
      created_at: food.created_at,
      updated_at: food.updated_at,
    })),
    diary_items: items,
    favourites: favourites.map((row) => ({ source: row.food_source, id: row.food_id })),
    targets: targets
      ? {
          inputs: targets.inputs ? targetInputsSchema.parse(JSON.parse(targets.inputs)) : null,
          custom: targets.custom ? customTargetsSchema.parse(JSON.parse(targets.custom)) : null,
        }
      : null,
    product_scans: scans,
  };
}

/** Inside the import's transaction. */
export async function insertNutritionRecords(
  target: { db: Kysely<Database>; kind: DatabaseKind },
  userId: string,
  nutrition: ExportedNutrition | undefined,
): Promise<{ own_foods: number; food_diary_items: number }> {
  if (!nutrition) return { own_foods: 0, food_diary_items: 0 };
  const newIds = new Map(nutrition.own_foods.map((food) => [food.id, randomUUID()]));
  const foodIdOf = (ref: FoodRef) =>
    ref.source === 'own' ? (newIds.get(ref.id) ?? ref.id) : ref.id;
  await insertInBatches(
    target,
    'nutrition_own_foods',
    nutrition.own_foods.map((food) => ({
      id: newIds.get(food.id)!,
      user_id: userId,
      name: food.name,
      brand: food.brand ?? null,
      basis: food.basis ?? 'g',
      servings: JSON.stringify(
        (food.servings ?? []).map((serving, index) => ({ id: `s${index + 1}`, ...serving })),
      ),
      barcode: food.barcode ?? null,
      created_at: food.created_at,
      updated_at: food.updated_at,
      ...food.per_100,
    })),
  );
  await insertInBatches(
    target,
    'nutrition_diary_items',
    nutrition.diary_items.map((item) => ({
      id: timeOrderedId(),
      user_id: userId,
      local_date: item.date,
      meal: item.meal,
      food_source: item.food.source,
      food_id: foodIdOf(item.food),
      name: item.name,
      brand: item.brand,
      basis: item.basis,
      unit: item.unit,
      quantity: item.quantity,
      serving: item.serving === null ? null : JSON.stringify(item.serving),
      grams: item.grams,
      created_at: item.created_at,
      ...item.per_100,
    })),
  );
  await rebuildMealTotals(target.db, userId);
  const favourites = new Map(
    nutrition.favourites
      .filter((ref) => ref.source !== 'own' || newIds.has(ref.id))
      .map((ref) => [`${ref.source}:${foodIdOf(ref)}`, ref]),
  );
  const now = new Date().toISOString();
  await insertInBatches(
    target,
    'nutrition_favourites',
    [...favourites.values()].map((ref) => ({
      user_id: userId,
      food_source: ref.source,
      food_id: foodIdOf(ref),
      created_at: now,
    })),
  );
  if (nutrition.targets) {
    await target.db
      .insertInto('nutrition_targets')
      .values({
        user_id: userId,
        inputs: nutrition.targets.inputs ? JSON.stringify(nutrition.targets.inputs) : null,
        custom: nutrition.targets.custom ? JSON.stringify(nutrition.targets.custom) : null,
        updated_at: now,
      })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({
          inputs: nutrition.targets?.inputs ? JSON.stringify(nutrition.targets.inputs) : null,
          custom: nutrition.targets?.custom ? JSON.stringify(nutrition.targets.custom) : null,
          updated_at: now,
        }),
      )
      .execute();
  }
  await insertInBatches(
    target,
    'nutrition_product_scans',
    nutrition.product_scans.map((scan) => ({ id: randomUUID(), user_id: userId, ...scan })),
  );
  return { own_foods: nutrition.own_foods.length, food_diary_items: nutrition.diary_items.length };
}

/** A row per diary item for the CSV: the day, the meal, the food and what the amount holds. */
export function foodDiaryRows(items: ExportedNutrition['diary_items']) {
  return items.map((item) => {
    const share = item.grams / 100;
    const part = (value: number | null) =>
      value === null ? null : Math.round(value * share * 100) / 100;
    return {
      date: item.date,
      meal: item.meal,
      food: item.name,
      brand: item.brand,
      source: item.food.source,
      source_id: item.food.id,
      quantity: item.quantity,
      unit: item.unit === 'serving' ? (item.serving?.label ?? 'serving') : item.unit,
      amount: item.grams,
      basis: item.basis,
      energy_kcal: Math.round(item.per_100.energy_kcal * share),
      protein_g: part(item.per_100.protein_g),
      carbohydrate_g: part(item.per_100.carbohydrate_g),
      sugars_g: part(item.per_100.sugars_g),
      fat_g: part(item.per_100.fat_g),
      saturated_fat_g: part(item.per_100.saturated_fat_g),
      fibre_g: part(item.per_100.fibre_g),
      salt_g: part(item.per_100.salt_g),
    };
  });
}

export const FOOD_DIARY_CSV_COLUMNS = [
  'date',
  'meal',
  'food',
  'brand',
  'source',
  'source_id',
  'quantity',
  'unit',
  'amount',
  'basis',
  'energy_kcal',
  'protein_g',
  'carbohydrate_g',
  'sugars_g',
  'fat_g',
  'saturated_fat_g',
  'fibre_g',
  'salt_g',
];
