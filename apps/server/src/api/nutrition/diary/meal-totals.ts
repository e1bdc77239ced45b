/**
 * Each meal's totals of a day (migration 0021), rewritten from the meal's items by every write that
 * changes them, in its transaction: the month view and the weekly chart read these rows (at most
 * four a day) instead of adding up every item of the range. A meal's row is summed again from its
 * items rather than adjusted by each change, so it is always exactly the sum the items give (a
 * nutrient no item states stays null), whatever the order of the writes.
 */
import { NUTRIENT_KEYS, type LocalDate, type Meal } from '@ascend/contracts';
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

type Db = Kysely<Database>;

const COLUMNS = ['items', 'incomplete_items', ...NUTRIENT_KEYS] as const;

/** The select list that sums items into a meal's totals (after user_id, local_date, meal). */
const SUMS = sql.raw(
  [
    'count(*)',
    `sum(case when ${NUTRIENT_KEYS.filter((key) => key !== 'energy_kcal')
      .map((key) => `${key} is null`)
      .join(' or ')} then 1 else 0 end)`,
    ...NUTRIENT_KEYS.map((key) => `sum(grams * ${key} / 100.0)`),
  ].join(', '),
);
const INSERT_COLUMNS = sql.raw(['user_id', 'local_date', 'meal', ...COLUMNS].join(', '));

/** Sums the given meals of the user's days afresh from their items (an empty meal has no row). */
export async function refreshMealTotals(
  db: Db,
  userId: string,
  meals: readonly { date: LocalDate; meal: Meal }[],
): Promise<void> {
  const distinct = new Map(meals.map((key) => [`${key.date} ${key.meal}`, key]));
  for (const { date, meal } of distinct.values()) {
    await db
      .deleteFrom('nutrition_meal_totals')
      .where('user_id', '=', userId)
      .where('local_date', '=', date)
      .where('meal', '=', meal)
      .execute();
    await sql`insert into nutrition_meal_totals (${INSERT_COLUMNS})
      select user_id, local_date, meal, ${SUMS} from nutrition_diary_items
      where user_id = ${userId} and local_date = ${date} and meal = ${meal}
      group by user_id, local_date, meal`.execute(db);
  }
}

/** Sums every meal of the user afresh (after an import or a seed wrote items in bulk). */
export async function rebuildMealTotals(db: Db, userId: string): Promise<void> {
  await db.deleteFrom('nutrition_meal_totals').where('user_id', '=', userId).execute();
  await sql`insert into nutrition_meal_totals (${INSERT_COLUMNS})
    select user_id, local_date, meal, ${SUMS} from nutrition_diary_items
    where user_id = ${userId} group by user_id, local_date, meal`.execute(db);
}

/** How many items each meal of a day holds (the caps of a meal and a day). */
export async function mealItemCounts(
  db: Db,
  userId: string,
  date: LocalDate,
): Promise<{ day: number; meals: Map<string, number> }> {
  const rows = await db
    .selectFrom('nutrition_meal_totals')
    .select(['meal', 'items'])
    .where('user_id', '=', userId)
    .where('local_date', '=', date)
    .execute();
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
