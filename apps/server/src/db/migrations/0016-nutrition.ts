/**
 * Nutrition (issue 21): the user's own foods, their food diary, favourites, targets and product
 * scans, which go with the user (cascade); and the cache of Open Food Facts' answers, shared by
 * every user (a product is the same for all), which holds no personal data.
 *
 * A diary item keeps a copy of its food's name and values per 100 g as they were when added (an
 * own food edited later, or a product's label changed, does not rewrite what was eaten), so a
 * day's and a month's totals are sums over the items alone.
 */
import type { Kysely } from 'kysely';

const PER_100_COLUMNS = [
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
  let ownFoods = db.schema
    .createTable('nutrition_own_foods')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('brand', 'varchar(200)')
    .addColumn('basis', 'varchar(2)', (column) => column.notNull())
    .addColumn('servings', 'text', (column) => column.notNull())
    .addColumn('barcode', 'varchar(13)')
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull());
  for (const name of PER_100_COLUMNS) ownFoods = ownFoods.addColumn(name, 'double precision');
  await ownFoods.execute();
  await db.schema
    .createIndex('nutrition_own_foods_user_barcode')
    .on('nutrition_own_foods')
    .columns(['user_id', 'barcode'])
    .execute();

  let items = db.schema
    .createTable('nutrition_diary_items')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .addColumn('meal', 'varchar(16)', (column) => column.notNull())
    .addColumn('food_source', 'varchar(8)', (column) => column.notNull())
    .addColumn('food_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('name', 'varchar(200)', (column) => column.notNull())
    .addColumn('brand', 'varchar(200)')
    .addColumn('basis', 'varchar(2)', (column) => column.notNull())
    .addColumn('unit', 'varchar(8)', (column) => column.notNull())
    .addColumn('quantity', 'double precision', (column) => column.notNull())
    // JSON of the serving counted ({id, label, size}); null for grams or millilitres.
    .addColumn('serving', 'text')
    .addColumn('grams', 'double precision', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull());
  for (const name of PER_100_COLUMNS) items = items.addColumn(name, 'double precision');
  await items.execute();
  // A day's diary, and the totals of a range of days.
  await db.schema
    .createIndex('nutrition_diary_items_user_date')
    .on('nutrition_diary_items')
    .columns(['user_id', 'local_date'])
    .execute();
  // Recent foods: the latest use of each food.
  await db.schema
    .createIndex('nutrition_diary_items_user_food')
    .on('nutrition_diary_items')
    .columns(['user_id', 'food_source', 'food_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('nutrition_favourites')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('food_source', 'varchar(8)', (column) => column.notNull())
    .addColumn('food_id', 'varchar(64)', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .addPrimaryKeyConstraint('nutrition_favourites_pk', ['user_id', 'food_source', 'food_id'])
    .execute();

  await db.schema
    .createTable('nutrition_targets')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    // JSON of the contracts' target inputs and custom targets, validated on write.
    .addColumn('inputs', 'text')
    .addColumn('custom', 'text')
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();

  await db.schema
    .createTable('nutrition_product_scans')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('barcode', 'varchar(13)', (column) => column.notNull())
    .addColumn('scanned_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('local_date', 'varchar(10)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('nutrition_product_scans_user_date')
    .on('nutrition_product_scans')
    .columns(['user_id', 'local_date'])
    .execute();

  await db.schema
    .createTable('product_cache')
    .addColumn('barcode', 'varchar(13)', (column) => column.primaryKey())
    // 'found' with the product's JSON (contracts' productSchema), or 'not_found'.
    .addColumn('status', 'varchar(16)', (column) => column.notNull())
    .addColumn('product', 'text')
    .addColumn('fetched_at', 'varchar(32)', (column) => column.notNull())
    .addColumn('expires_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'product_cache',
    'nutrition_product_scans',
    'nutrition_targets',
    'nutrition_favourites',
    'nutrition_diary_items',
    'nutrition_own_foods',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
