/**
 * Each meal's totals of a day (migration 0021), kept by every write that changes its items, in its
 * transaction: the month view and the weekly chart read these rows (at most four a day) instead of
 * adding up every item of the range. Adding an item (the diary's commonest write) adds its amounts
 * to the row in one upsert; a change, a move, a deletion or a copy sums the meal's row again from
 * its items, as subtracting cannot tell when the last item stating a nutrient has gone (the sum is
 * then null again, not zero). Either way a nutrient is null exactly when no item of the meal
 * states it.
 */
import {
  GRAM_NUTRIENT_KEYS,
  NUTRIENT_KEYS,
  type LocalDate,
  type Meal,
  type NutrientKey,
} from '@ascend/contracts';
import { sql, type Insertable, type Kysely, type QueryCreator } from 'kysely';
import { preparedWrite, sharedQuery } from '../../../db/prepared-query.js';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { DIARY_ITEM_COLUMNS, type DiaryItemRow } from './diary-item-rows.js';

type Db = Kysely<Database>;

const COLUMNS = ['items', 'incomplete_items', ...NUTRIENT_KEYS] as const;

/** The select list that sums items into a meal's totals (after user_id, local_date, meal). */
const SUMS = sql.raw(
  [
    'count(*)',
    `sum(case when ${GRAM_NUTRIENT_KEYS.map((key) => `${key} is null`).join(' or ')} then 1 else 0 end)`,
    ...NUTRIENT_KEYS.map((key) => `sum(grams * ${key} / 100.0)`),
  ].join(', '),
);
const INSERT_COLUMNS = sql.raw(['user_id', 'local_date', 'meal', ...COLUMNS].join(', '));

const deleteMeal = preparedWrite(['userId', 'date', 'meal'], (db, p) =>
  db
    .deleteFrom('nutrition_meal_totals')
    .where('user_id', '=', p.userId)
    .where('local_date', '=', p.date)
    .where('meal', '=', p.meal as Meal),
);

const sumMeal = preparedWrite(['userId', 'date', 'meal'], (db, p) => ({
  compile: () =>
    sql`insert into nutrition_meal_totals (${INSERT_COLUMNS})
      select user_id, local_date, meal, ${SUMS} from nutrition_diary_items
      where user_id = ${p.userId} and local_date = ${p.date} and meal = ${p.meal}
      group by user_id, local_date, meal`.compile(db),
}));

/** Sums the given meals of the user's days afresh from their items (an empty meal has no row). */
export async function refreshMealTotals(
  db: Db,
  userId: string,
  meals: readonly { date: LocalDate; meal: Meal }[],
): Promise<void> {
  const distinct = new Map(meals.map((key) => [`${key.date} ${key.meal}`, key]));
  for (const { date, meal } of distinct.values()) {
    await deleteMeal(db, { userId, date, meal });
    await sumMeal(db, { userId, date, meal });
  }
}

/** The parameter naming an item's amount of a nutrient (its value per 100 g has the column's name). */
const amountOf = (key: NutrientKey) => `amount_${key}` as const;
const AMOUNTS = NUTRIENT_KEYS.map(amountOf);
type AmountName = ReturnType<typeof amountOf>;

/**
 * One item's amounts added to its meal's row (the row is made for a meal's first item): what
 * summing the meal again would give, without reading its other items. A nutrient the item does not
 * state leaves the sum as it was (null while no item states it), as `sum()` skips a null.
 */
function upsertMeal(
  db: QueryCreator<Database>,
  p: Record<'user_id' | 'local_date' | 'meal' | 'incomplete' | AmountName, string>,
) {
  return db
    .insertInto('nutrition_meal_totals')
    .values({
      user_id: p.user_id,
      local_date: p.local_date,
      meal: p.meal as Meal,
      items: sql.lit(1),
      incomplete_items: sql<number>`${p.incomplete}`,
      ...Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, p[amountOf(key)]])),
    })
    .onConflict((conflict) =>
      conflict.columns(['user_id', 'local_date', 'meal']).doUpdateSet({
        items: sql<number>`nutrition_meal_totals.items + 1`,
        incomplete_items: sql<number>`nutrition_meal_totals.incomplete_items + excluded.incomplete_items`,
        ...Object.fromEntries(
          NUTRIENT_KEYS.map((key) => [
            key,
            sql<
              number | null
            >`coalesce(${sql.ref(`nutrition_meal_totals.${key}`)} + ${sql.ref(`excluded.${key}`)}, ${sql.ref(`nutrition_meal_totals.${key}`)}, ${sql.ref(`excluded.${key}`)})`,
          ]),
        ),
      }),
    );
}

const ITEM_COLUMNS = ['user_id', ...DIARY_ITEM_COLUMNS] as const;
const ADD_PARAMETERS = [...ITEM_COLUMNS, 'incomplete', ...AMOUNTS] as const;

const itemValues = (p: Record<(typeof ITEM_COLUMNS)[number], string>) =>
  Object.fromEntries(ITEM_COLUMNS.map((column) => [column, p[column]])) as unknown as Insertable<
    Database['nutrition_diary_items']
  >;

/** SQLite: the item's row (SQLite has no writing WITH: the upsert is a statement of its own). */
const insertItem = preparedWrite(ITEM_COLUMNS, (db, p) =>
  db.insertInto('nutrition_diary_items').values(itemValues(p)),
);

/**
 * SQLite: the upsert answers its meal's items and the other meals' of the day too, in the one
 * statement (SQLite runs one writer at a time: nothing can change the day's other meals between
 * the two).
 */
const addToMealCountingDay = preparedWrite(
  ['user_id', 'local_date', 'meal', 'incomplete', ...AMOUNTS],
  (db, p) =>
    upsertMeal(db, p).returning((eb) => [
      'items',
      eb
        .selectFrom('nutrition_meal_totals as other')
        .select(sql<number>`coalesce(sum(other.items), 0)`.as('items'))
        .where('other.user_id', '=', p.user_id)
        .where('other.local_date', '=', p.local_date)
        .where('other.meal', '<>', p.meal as Meal)
        .as('other_meals'),
    ]),
);

/**
 * PostgreSQL: the item's row and its meal's upsert in one statement (a writing WITH), one round
 * trip to the server instead of two; it answers the meal's items, and the day's are read after it.
 */
const insertItemAddingToMeal = preparedWrite(ADD_PARAMETERS, (db, p) =>
  upsertMeal(
    db.with('item', (qc) => qc.insertInto('nutrition_diary_items').values(itemValues(p))),
    p,
  ).returning('items'),
);

/**
 * Writes an added item (`row`, `grams` of a food with its values per 100 g copied into it) and
 * adds its amounts to its meal's totals, each computed as the sums compute it (grams × value /
 * 100), in the caller's transaction. Answers the meal's items and the day's, this one counted: the
 * caps are checked against these after the write. On PostgreSQL the day is read after the upsert,
 * which holds the meal's row, so two adds to one meal at once each count the other.
 */
export async function insertItemWithMealTotals(
  db: Db,
  kind: DatabaseKind,
  row: DiaryItemRow,
): Promise<{ meal: number; day: number }> {
  const meal = mealAddition(row);
  if (kind === 'sqlite') {
    await insertItem(db, row);
    const { rows } = await addToMealCountingDay(db, meal);
    const inMeal = Number(rows[0]?.items);
    return { meal: inMeal, day: inMeal + Number(rows[0]?.other_meals) };
  }
  // Adds to two meals of one day each hold only their meal's row, so each would count the day
  // without the other and both could pass its cap: one add at a time per user and day instead.
  // The day before the meal's row, as a move or a copy takes them: the other order could deadlock.
  await holdDay(db, row.user_id, row.local_date);
  const { rows } = await insertItemAddingToMeal(db, { ...row, ...meal });
  const { day } = await mealItemCounts(db, row.user_id, row.local_date);
  return { meal: Number(rows[0]?.items), day };
}

/** The name of a user's day for PostgreSQL's advisory lock (a 64-bit hash of it). */
export const dayLockName = (userId: string, date: string) => `nutrition-day:${userId}:${date}`;

/** PostgreSQL: waits for, then holds until the transaction ends, the lock of the user's day. */
export async function holdDay(db: Db, userId: string, date: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtextextended(${dayLockName(userId, date)}, 0))`.execute(
    db,
  );
}

/**
 * What an item adds to its meal's row, as the upsert's parameters: each amount as the sums compute
 * it (grams × value / 100; null where the food does not state the nutrient) and whether any is
 * unknown. Every name is written out: an object built key by key from the nutrients' list, then
 * spread with the item's row, cost about a tenth of an add's CPU in bench/10's profile. Its type
 * names every nutrient, so a nutrient added to the contracts' list and not here does not compile.
 */
function mealAddition(
  row: DiaryItemRow,
): Record<'user_id' | 'local_date' | 'meal', string> &
  Record<'incomplete' | AmountName, number | null> {
  const amount = (value: number | null) => (value === null ? null : (row.grams * value) / 100);
  return {
    user_id: row.user_id,
    local_date: row.local_date,
    meal: row.meal,
    // Energy is never unknown (the contracts require it); a gram nutrient may be.
    incomplete: NUTRIENT_KEYS.some((key) => row[key] === null) ? 1 : 0,
    amount_energy_kcal: amount(row.energy_kcal),
    amount_fat_g: amount(row.fat_g),
    amount_saturated_fat_g: amount(row.saturated_fat_g),
    amount_carbohydrate_g: amount(row.carbohydrate_g),
    amount_sugars_g: amount(row.sugars_g),
    amount_fibre_g: amount(row.fibre_g),
    amount_protein_g: amount(row.protein_g),
    amount_salt_g: amount(row.salt_g),
  };
}

/** Sums every meal of the user afresh (after an import or a seed wrote items in bulk). */
export async function rebuildMealTotals(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('nutrition_meal_totals').where('user_id', '=', userId).execute();
  await sql`insert into nutrition_meal_totals (${INSERT_COLUMNS})
    select user_id, local_date, meal, ${SUMS} from nutrition_diary_items
    where user_id = ${userId} group by user_id, local_date, meal`.execute(db);
}

const mealCounts = sharedQuery(['userId', 'date'], (db, p) =>
  db
    .selectFrom('nutrition_meal_totals')
    .select(['meal', 'items'])
    .where('user_id', '=', p.userId)
    .where('local_date', '=', p.date),
);

/** How many items each meal of a day holds (the caps of a meal and a day). */
export async function mealItemCounts(
  db: Db,
  userId: string,
  date: LocalDate,
): Promise<{ day: number; meals: Map<string, number> }> {
  const rows = await mealCounts(db, { userId, date });
  return {
    day: rows.reduce((sum, row) => sum + Number(row.items), 0),
    meals: new Map(rows.map((row) => [row.meal, Number(row.items)])),
  };
}

/** Per-day totals (unrounded) of the days with items between two dates, both included. */
export async function dayTotalsBetween(db: Db, userId: string, from: LocalDate, to: LocalDate) {
  const sum = (column: (typeof COLUMNS)[number]) =>
    sql<number | string | null>`sum(${sql.ref(column)})`.as(column);
  return db
    .selectFrom('nutrition_meal_totals')
    .select(['local_date', ...COLUMNS.map(sum)])
    .where('user_id', '=', userId)
    .where('local_date', '>=', from)
    .where('local_date', '<=', to)
    .groupBy('local_date')
    .orderBy('local_date')
    .execute();
}
