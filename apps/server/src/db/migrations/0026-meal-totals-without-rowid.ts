/**
 * On SQLite, each meal's totals (migration 0021) become a table without rowid: the rows are stored
 * in the primary key's own B-tree (user, day, meal). As an ordinary table, every add of a diary item
 * found its meal's row through the primary key's index and then the table (two B-trees), and a
 * meal's first item wrote a page of each; the caps' read of a day's meals went through both too.
 * Derived data, copied as it is. PostgreSQL keeps its table (a heap and its key's index); nothing
 * changes there.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

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

const COLUMNS = ['user_id', 'local_date', 'meal', 'items', 'incomplete_items', ...NUTRIENTS];

/** Rebuilds the table with or without rowid, its rows copied (SQLite only). */
async function rebuild(db: Kysely<unknown>, withoutRowid: boolean): Promise<void> {
  let table = db.schema
    .createTable('nutrition_meal_totals_rebuilt')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('meal', 'varchar(16)', (column) => column.notNull())
    .addColumn('items', 'integer', (column) => column.notNull())
    .addColumn('incomplete_items', 'integer', (column) => column.notNull());
  for (const name of NUTRIENTS) table = table.addColumn(name, 'double precision');
  table = table.addPrimaryKeyConstraint('nutrition_meal_totals_pk', [
    'user_id',
    'local_date',
    'meal',
  ]);
  await (withoutRowid ? table.modifyEnd(sql`without rowid`) : table).execute();
  const columns = sql.raw(COLUMNS.join(', '));
  await sql`insert into nutrition_meal_totals_rebuilt (${columns})
    select ${columns} from nutrition_meal_totals`.execute(db);
  await db.schema.dropTable('nutrition_meal_totals').execute();
  await db.schema
    .alterTable('nutrition_meal_totals_rebuilt')
    .renameTo('nutrition_meal_totals')
    .execute();
}

export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await rebuild(db, false);
}
