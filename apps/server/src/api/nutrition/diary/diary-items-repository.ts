/**
 * The food diary (issue 21): items of the user's days, each a copy of its food as added. Every
 * query names the owner: another user's item is not found. Writes run in one transaction; a
 * product added from the scan page records the product scan and its progress event in the same one.
 */
import {
  MEALS,
  NUTRITION_LIMITS,
  kcalToKj,
  nutrientsForAmount,
  roundNutrients,
  sumNutrients,
  type DiaryDay,
  type DiaryItem,
  type DiaryItemCreate,
  type DiaryItemUpdate,
  type Food,
  type FoodLanguage,
  type LocalDate,
  type Meal,
  type NutrientTotals,
  type NutritionTotals,
  type Serving,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDatabase, DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { groupCommit } from '../../../db/group-commit.js';
import { timeOrderedId } from '../../../db/time-ordered-id.js';
import { writeTransaction, type WriteContext } from '../../../db/write-transaction.js';
import { unprocessable } from '../../http/api-error.js';
import { productScanRecorded } from '../../progress/record-progress.js';
import { per100Of } from '../foods/own-food-rows.js';
import { DIARY_ITEM_COLUMNS, diaryItemOf, type DiaryItemRow } from './diary-item-rows.js';
import {
  insertItemWithMealTotals,
  dayTotalsBetween,
  holdDay,
  mealItemCounts,
  refreshMealTotals,
} from './meal-totals.js';

type Db = Kysely<Database>;

/** The amount in the food's unit, or the 422 that says what is wrong with it. */
function gramsOf(
  food: Pick<Food, 'basis' | 'servings'>,
  amount: {
    unit: DiaryItemCreate['unit'];
    quantity: number;
    serving_id?: string | null | undefined;
  },
): { grams: number; serving: Serving | null } {
  let grams: number;
  let serving: Serving | null = null;
  if (amount.unit === 'serving') {
    serving = food.servings.find((candidate) => candidate.id === amount.serving_id) ?? null;
    if (!serving) {
      throw unprocessable(
        ['body', 'serving_id'],
        'The food has no such serving',
        'unknown_serving',
      );
    }
    grams = amount.quantity * serving.size;
  } else {
    if (amount.unit !== food.basis) {
      throw unprocessable(
        ['body', 'unit'],
        `This food is measured in ${food.basis === 'g' ? 'grams' : 'millilitres'}`,
        'wrong_unit',
      );
    }
    grams = amount.quantity;
  }
  if (grams > NUTRITION_LIMITS.maxItemGrams) {
    throw unprocessable(
      ['body', 'quantity'],
      `At most ${NUTRITION_LIMITS.maxItemGrams / 1000} kg in one item`,
      'too_much',
    );
  }
  return { grams, serving };
}

const tooManyItems = () =>
  unprocessable(
    ['path', 'meal'],
    `A meal holds at most ${NUTRITION_LIMITS.maxItemsPerMeal} items and a day ${NUTRITION_LIMITS.maxItemsPerDay}`,
    'too_many_items',
  );

/** On PostgreSQL (`lockRows`), the day is held first, as an add holds it (meal-totals.ts). */
async function refuseFullMeal(
  { db, lockRows }: WriteContext,
  userId: string,
  date: LocalDate,
  meal: Meal,
  adding: number,
) {
  if (lockRows) await holdDay(db, userId, date);
  const counts = await mealItemCounts(db, userId, date);
  if (
    (counts.meals.get(meal) ?? 0) + adding > NUTRITION_LIMITS.maxItemsPerMeal ||
    counts.day + adding > NUTRITION_LIMITS.maxItemsPerDay
  ) {
    throw tooManyItems();
  }
}

function totalsOf(rows: readonly Omit<DiaryItemRow, 'user_id'>[]): NutrientTotals {
  return roundNutrients(
    sumNutrients(rows.map((row) => nutrientsForAmount(per100Of(row), row.grams))),
  );
}

interface ItemWrite {
  /** Which database: SQLite counts the day in the meal's upsert. */
  kind: DatabaseKind;
  userId: string;
  date: LocalDate;
  food: Food;
  input: DiaryItemCreate;
  scanDate: LocalDate;
  grams: number;
  serving: Serving | null;
}

/**
 * Writes an added item in the caller's transaction: the row, its amounts added to its meal's kept
 * totals, the caps checked against those totals with it (past a cap, the 422 rolls it all back),
 * and the product scan it records. Counting after the upsert keeps a meal's cap when adds to it
 * race on PostgreSQL (each waits for the other's row); SQLite runs one writer at a time.
 */
async function writeItem(
  trx: Db,
  { kind, userId, date, food, input, scanDate, grams, serving }: ItemWrite,
): Promise<Omit<DiaryItemRow, 'user_id'>> {
  const now = new Date().toISOString();
  const row: DiaryItemRow = {
    id: timeOrderedId(),
    user_id: userId,
    local_date: date,
    meal: input.meal,
    food_source: food.ref.source,
    food_id: food.ref.id,
    name: food.name.slice(0, NUTRITION_LIMITS.maxFoodNameLength),
    brand: food.brand?.slice(0, NUTRITION_LIMITS.maxBrandLength) ?? null,
    basis: food.basis,
    unit: input.unit,
    quantity: input.quantity,
    serving: serving === null ? null : JSON.stringify(serving),
    grams,
    created_at: now,
    ...food.per_100,
  };
  const counts = await insertItemWithMealTotals(trx, kind, row);
  if (
    counts.meal > NUTRITION_LIMITS.maxItemsPerMeal ||
    counts.day > NUTRITION_LIMITS.maxItemsPerDay
  ) {
    throw tooManyItems();
  }
  if (input.scanned && food.ref.source === 'product') {
    const scanId = randomUUID();
    await trx
      .insertInto('nutrition_product_scans')
      .values({
        id: scanId,
        user_id: userId,
        barcode: food.ref.id,
        scanned_at: now,
        local_date: scanDate,
      })
      .execute();
    await productScanRecorded(trx, userId, { scanId, date: scanDate });
  }
  // The answer reads the fields it names: the owner's id goes no further (no copy without it).
  return row;
}

export type DiaryItemsRepository = ReturnType<typeof diaryItemsRepository>;

export function diaryItemsRepository(database: AppDatabase) {
  const { db } = database;
  const addItem = groupCommit(database, writeItem);

  async function day(userId: string, date: LocalDate, language: FoodLanguage): Promise<DiaryDay> {
    const rows = await db
      .selectFrom('nutrition_diary_items')
      .select(DIARY_ITEM_COLUMNS)
      .where('user_id', '=', userId)
      .where('local_date', '=', date)
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return {
      date,
      meals: MEALS.map((meal) => {
        const inMeal = rows.filter((row) => row.meal === meal);
        return {
          meal,
          items: inMeal.map((row) => diaryItemOf(row, language)),
          totals: totalsOf(inMeal),
        };
      }),
      totals: totalsOf(rows),
    };
  }

  return {
    day,

    /**
     * Adds an item. Adds that arrive together on SQLite commit together (group commit): each in
     * the same transaction as the caps it was checked against, and answered once committed.
     */
    async add(
      userId: string,
      request: {
        date: LocalDate;
        food: Food;
        input: DiaryItemCreate;
        /** The user's today, for the product scan this add records (when `input.scanned`). */
        scanDate: LocalDate;
      },
      language: FoodLanguage,
    ): Promise<DiaryItem> {
      // Refused amounts are refused before they join a batch.
      const amount = gramsOf(request.food, request.input);
      const row = await addItem({ kind: database.kind, userId, ...request, ...amount });
      return diaryItemOf(row, language);
    },

    /**
     * Changes an item. A new amount in servings is measured by the serving the item was added
     * with, or, for another serving, by the food as it is now (`currentFood`).
     */
    async update(
      userId: string,
      id: string,
      patch: DiaryItemUpdate,
      currentFood: (row: Omit<DiaryItemRow, 'user_id'>) => Promise<Food | undefined>,
      language: FoodLanguage,
    ): Promise<DiaryItem | undefined> {
      return writeTransaction(database, async ({ db: trx, lockRows }) => {
        let query = trx
          .selectFrom('nutrition_diary_items')
          .select(DIARY_ITEM_COLUMNS)
          .where('user_id', '=', userId)
          .where('id', '=', id);
        if (lockRows) query = query.forUpdate();
        const row = await query.executeTakeFirst();
        if (!row) return undefined;
        const next = { ...row };
        if (patch.unit !== undefined && patch.quantity !== undefined) {
          const stored = row.serving === null ? null : (JSON.parse(row.serving) as Serving);
          const food: Pick<Food, 'basis' | 'servings'> | undefined =
            patch.unit !== 'serving' || (stored && stored.id === patch.serving_id)
              ? { basis: row.basis, servings: stored ? [stored] : [] }
              : await currentFood(row);
          if (!food) {
            throw unprocessable(
              ['body', 'serving_id'],
              'The food is gone: only grams or the serving it was added with can be given',
              'food_gone',
            );
          }
          const { grams, serving } = gramsOf(food, {
            ...patch,
            unit: patch.unit,
            quantity: patch.quantity,
          });
          Object.assign(next, {
            unit: patch.unit,
            quantity: patch.quantity,
            grams,
            serving: serving === null ? null : JSON.stringify(serving),
          });
        }
        if (patch.date !== undefined) next.local_date = patch.date;
        if (patch.meal !== undefined) next.meal = patch.meal;
        if (next.local_date !== row.local_date || next.meal !== row.meal) {
          await refuseFullMeal({ db: trx, lockRows }, userId, next.local_date, next.meal, 1);
        }
        await trx
          .updateTable('nutrition_diary_items')
          .set({
            local_date: next.local_date,
            meal: next.meal,
            unit: next.unit,
            quantity: next.quantity,
            grams: next.grams,
            serving: next.serving,
          })
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .execute();
        await refreshMealTotals(trx, userId, [
          { date: row.local_date, meal: row.meal },
          { date: next.local_date, meal: next.meal },
        ]);
        return diaryItemOf(next, language);
      });
    },

    async remove(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const removed = await trx
          .deleteFrom('nutrition_diary_items')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .returning(['local_date', 'meal'])
          .executeTakeFirst();
        if (!removed) return false;
        await refreshMealTotals(trx, userId, [{ date: removed.local_date, meal: removed.meal }]);
        return true;
      });
    },

    /** Adds copies of `from`'s items to the meal `to` (new ids, added now), and reads the day. */
    async copyMeal(
      userId: string,
      to: { date: LocalDate; meal: Meal },
      from: { date: LocalDate; meal: Meal },
      language: FoodLanguage,
    ): Promise<{ day: DiaryDay; copied: number }> {
      const copied = await writeTransaction(database, async ({ db: trx, lockRows }) => {
        const rows = await trx
          .selectFrom('nutrition_diary_items')
          .selectAll()
          .where('user_id', '=', userId)
          .where('local_date', '=', from.date)
          .where('meal', '=', from.meal)
          .orderBy('created_at')
          .orderBy('id')
          .execute();
        if (rows.length === 0) return 0;
        await refuseFullMeal({ db: trx, lockRows }, userId, to.date, to.meal, rows.length);
        const now = Date.now();
        await trx
          .insertInto('nutrition_diary_items')
          .values(
            rows.map((row, index) => ({
              ...row,
              id: timeOrderedId(),
              local_date: to.date,
              meal: to.meal,
              // A millisecond apart, so the copies keep the original order.
              created_at: new Date(now + index).toISOString(),
            })),
          )
          .execute();
        await refreshMealTotals(trx, userId, [to]);
        return rows.length;
      });
      return { day: await day(userId, to.date, language), copied };
    },

    /** Per-day totals of the days with items between two dates, both included. */
    async totals(userId: string, from: LocalDate, to: LocalDate): Promise<NutritionTotals> {
      const rows = await dayTotalsBetween(db, userId, from, to);
      const number = (value: number | string | null) => (value === null ? null : Number(value));
      return {
        from,
        to,
        days: rows.map((row) => {
          const kcal = Number(row.energy_kcal ?? 0);
          return {
            date: row.local_date,
            items: Number(row.items),
            ...roundNutrients({
              energy_kcal: kcal,
              energy_kj: kcalToKj(kcal),
              fat_g: number(row.fat_g),
              saturated_fat_g: number(row.saturated_fat_g),
              carbohydrate_g: number(row.carbohydrate_g),
              sugars_g: number(row.sugars_g),
              fibre_g: number(row.fibre_g),
              protein_g: number(row.protein_g),
              salt_g: number(row.salt_g),
            }),
            incomplete_items: Number(row.incomplete_items),
          };
        }),
      };
    },
  };
}
