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
  type NutrientsPer100,
} from '@ascend/contracts';
import { sql, type Kysely } from 'kysely';
import { preparedWrite, sharedQuery } from '../../../db/prepared-query.js';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';

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

/**
 * One item's amounts added to its meal's row (the row is made for a meal's first item): what
 * summing the meal again would give, without reading its other items. A nutrient the item does not
 * state leaves the sum as it was (null while no item states it), as `sum()` skips a null.
 */
function upsertMeal(
  db: Db,
  p: Record<'userId' | 'date' | 'meal' | 'incomplete' | NutrientKey, string>,
) {
  return db
    .insertInto('nutrition_meal_totals')
    .values({
      user_id: p.userId,
      local_date: p.date,
      meal: p.meal as Meal,
      items: sql.lit(1),
      incomplete_items: sql<number>`${p.incomplete}`,
      ...Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, p[key]])),
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

const MEAL_UPSERT_PARAMETERS = ['userId', 'date', 'meal', 'incomplete', ...NUTRIENT_KEYS] as const;

/** PostgreSQL: the upsert answers its meal's items; the day's are read after it. */
const addItemToMeal = preparedWrite(MEAL_UPSERT_PARAMETERS, (db, p) =>
  upsertMeal(db, p).returning('items'),
);

/**
 * SQLite: the upsert answers its meal's items and the other meals' of the day too, in the one
 * statement (SQLite runs one writer at a time: nothing can change the day's other meals between
 * the two).
 */
const addItemToMealCountingDay = preparedWrite(MEAL_UPSERT_PARAMETERS, (db, p) =>
  upsertMeal(db, p).returning((eb) => [
    'items',
    eb
      .selectFrom('nutrition_meal_totals as other')
      .select(sql<number>`coalesce(sum(other.items), 0)`.as('items'))
      .where('other.user_id', '=', p.userId)
      .where('other.local_date', '=', p.date)
      .where('other.meal', '<>', p.meal as Meal)
      .as('other_meals'),
  ]),
);

/**
 * Adds an item of `grams` of a food with these values per 100 g to its meal's totals: each amount
 * computed as the sums compute it (grams × value / 100), in the caller's transaction. Answers the
 * meal's items and the day's, this one counted: the caps are checked against these after the
 * write. On PostgreSQL the day is read after the upsert, which holds the meal's row, so two adds to
 * one meal at once each count the other.
 */
export async function addToMealTotals(
  db: Db,
  kind: DatabaseKind,
  userId: string,
  { date, meal }: { date: LocalDate; meal: Meal },
  grams: number,
  per100: NutrientsPer100,
): Promise<{ meal: number; day: number }> {
  const amounts = {} as Record<NutrientKey, number | null>;
  let incomplete = 0;
  for (const key of NUTRIENT_KEYS) {
    const value = per100[key];
    amounts[key] = value === null ? null : (grams * value) / 100;
    // Energy is never unknown (the contracts require it); a gram nutrient may be.
    if (value === null) incomplete = 1;
  }
  const values = { userId, date, meal, incomplete, ...amounts };
  if (kind === 'sqlite') {
    const { rows } = await addItemToMealCountingDay(db, values);
    const inMeal = Number(rows[0]?.items);
    return { meal: inMeal, day: inMeal + Number(rows[0]?.other_meals) };
  }
  const { rows } = await addItemToMeal(db, values);
  const { day } = await mealItemCounts(db, userId, date);
  return { meal: Number(rows[0]?.items), day };
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
