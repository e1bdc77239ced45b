/**
 * The nutrition benchmark's load (bench/10-nutrition.mjs): for each user named, three years of food
 * diary (about 10,000 items: three to five meals' items a day, library foods with their copies),
 * written straight into the database; and one product in the cache, fresh, for the cached lookup.
 */
import type { Insertable } from 'kysely';
import { randomUUID } from 'node:crypto';
import type { AppDatabase } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';
import { libraryFood } from '../../api/nutrition/library/food-library.js';
import { writeCachedProduct } from '../../api/nutrition/products/product-cache.js';
import { rebuildMealTotals } from '../../api/nutrition/diary/meal-totals.js';

const NUTRITION_LOAD = { days: 3 * 365, itemsPerUser: 10_000 } as const;
const BENCH_BARCODE = '3017624010701';

const FOODS = [
  '09003',
  '09040',
  '08120',
  '01077',
  '05064',
  '20045',
  '11090',
  '01123',
  '18075',
  '16070',
];
const MEALS = ['breakfast', 'lunch', 'dinner', 'snacks'] as const;

const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export async function seedNutritionLoad(
  database: AppDatabase,
  { emails, today }: { emails: readonly string[]; today: string },
): Promise<{ users: number; items: number; today: string; barcode: string }> {
  const users = await database.db
    .selectFrom('users')
    .select('id')
    .where('email', 'in', emails)
    .execute();
  const foods = FOODS.map((ndb) => {
    const food = libraryFood(ndb);
    if (!food) throw new Error(`NDB ${ndb} is not in the library`);
    return food;
  });
  let items = 0;
  for (const { id: userId } of users) {
    const rows: Insertable<Database['nutrition_diary_items']>[] = [];
    for (let n = 0; n < NUTRITION_LOAD.itemsPerUser; n += 1) {
      const day = addDays(
        today,
        -Math.floor((n * NUTRITION_LOAD.days) / NUTRITION_LOAD.itemsPerUser),
      );
      const food = foods[n % foods.length]!;
      rows.push({
        id: randomUUID(),
        user_id: userId,
        local_date: day,
        meal: MEALS[n % MEALS.length]!,
        food_source: 'library',
        food_id: food.ndb,
        name: food.name_en,
        brand: null,
        basis: 'g',
        unit: 'g',
        quantity: 50 + (n % 200),
        serving: null,
        grams: 50 + (n % 200),
        created_at: `${day}T12:00:00.${String(n % 1000).padStart(3, '0')}Z`,
        ...food.per_100,
      });
    }
    await insertInBatches(database, 'nutrition_diary_items', rows);
    await rebuildMealTotals(database.db, userId);
    items += rows.length;
  }
  await writeCachedProduct(
    database.db,
    BENCH_BARCODE,
    {
      status: 'found',
      product: {
        barcode: BENCH_BARCODE,
        name: 'Bench bar',
        brand: null,
        quantity: null,
        basis: 'g',
        per_100: foods[0]!.per_100,
        serving: { label: '1 bar', size: 30 },
        nutriscore_grade: null,
        nova_group: null,
        allergens: [],
        ingredients_text: null,
        image_url: null,
        source_url: `https://world.openfoodfacts.org/product/${BENCH_BARCODE}`,
      },
    },
    Date.now(),
  );
  return { users: users.length, items, today, barcode: BENCH_BARCODE };
}
