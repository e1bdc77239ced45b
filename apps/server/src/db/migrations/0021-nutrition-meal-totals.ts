/**
 * Each meal's totals of a user's day, kept beside the diary items (api/nutrition/diary/
 * meal-totals.ts rewrites a meal's row in the transaction that changes its items), so a month's
 * totals read at most four small rows a day instead of adding up every item: three years of diary
 * (about 10,000 items) made the month view's sum the slowest nutrition read (bench/10-nutrition).
 * A nutrient is the sum of its stated amounts (grams × value per 100 g / 100), null when no item of
 * the meal states it, as the sum over the items was. Derived data: rebuilt from the items, never
 * exported; gone with the user (cascade). Existing diaries are summed here.
 */
import { sql, type Kysely } from 'kysely';

const NUTRIENTS = [
  'energy_kcal',
  'fat_g',
  'saturated_fat_g',
  'carbohydrate_g',
  'sugars_g',
  'fibre_g',
  'protein_g',
  'salt_g',
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  let table = db.schema
    .createTable('nutrition_meal_totals')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('meal', 'varchar(16)', (column) => column.notNull())
    .addColumn('items', 'integer', (column) => column.notNull())
    .addColumn('incomplete_items', 'integer', (column) => column.notNull());
  for (const name of NUTRIENTS) table = table.addColumn(name, 'double precision');
  await table
    .addPrimaryKeyConstraint('nutrition_meal_totals_pk', ['user_id', 'local_date', 'meal'])
    .execute();
  const sums = NUTRIENTS.map((name) => `sum(grams * ${name} / 100.0)`).join(', ');
  const incomplete = NUTRIENTS.filter((name) => name !== 'energy_kcal')
    .map((name) => `${name} is null`)
    .join(' or ');
  await sql
    .raw(
      `insert into nutrition_meal_totals (user_id, local_date, meal, items, incomplete_items, ${NUTRIENTS.join(', ')})
       select user_id, local_date, meal, count(*), sum(case when ${incomplete} then 1 else 0 end), ${sums}
       from nutrition_diary_items group by user_id, local_date, meal`,
    )
    .execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('nutrition_meal_totals').execute();
}
