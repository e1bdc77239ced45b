/**
 * Foods as one user sees them: their own foods (created, edited, deleted here), the starter
 * library, and products from the cache; which of them are favourites and when each was last used.
 * Each user reaches only their own foods and marks: every query names the owner.
 */
import {
  NUTRITION_LIMITS,
  type Food,
  type FoodLanguage,
  type FoodRef,
  type FoodSource,
  type OwnFood,
  type OwnFoodParsed,
  type Product,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { writeTransaction } from '../../../db/write-transaction.js';
import { countOwnRows } from '../../../db/count-own-rows.js';
import { ApiError } from '../../http/api-error.js';
import { libraryFood, libraryFoodAsFood, searchLibrary } from '../library/food-library.js';
import { searchCachedProducts } from '../products/product-cache.js';
import { readCachedProduct } from '../products/product-cache.js';
import { foldText, matchesWords, queryWords } from '../text-match.js';
import { ownFoodColumns, ownFoodOf, type OwnFoodRow } from './own-food-rows.js';

type Db = Kysely<Database>;
type Use = { favourite: boolean; last_used_at: string | null };
const keyOf = (source: FoodSource, id: string) => `${source}:${id}`;

/** How many recently used foods a search without words lists. */
const RECENT_FOODS = 30;

function productAsFood(product: Product, use: Use): Food {
  return {
    ref: { source: 'product', id: product.barcode },
    name: product.name,
    brand: product.brand,
    basis: product.basis,
    per_100: product.per_100,
    servings: product.serving ? [{ id: 'serving', ...product.serving }] : [],
    ...use,
  };
}

/** The user's favourites and latest uses, keyed by `source:id`. */
async function usesOf(db: Db, userId: string) {
  const [favourites, recent] = await Promise.all([
    db
      .selectFrom('nutrition_favourites')
      .select(['food_source', 'food_id', 'created_at'])
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .execute(),
    db
      .selectFrom('nutrition_diary_items')
      .select((eb) => ['food_source', 'food_id', eb.fn.max('created_at').as('last_used_at')])
      .where('user_id', '=', userId)
      .groupBy(['food_source', 'food_id'])
      .orderBy(sql`max(created_at)`, 'desc')
      .limit(500)
      .execute(),
  ]);
  const favouriteKeys = new Set(favourites.map((row) => keyOf(row.food_source, row.food_id)));
  const lastUsed = new Map(
    recent.map((row) => [keyOf(row.food_source, row.food_id), String(row.last_used_at)]),
  );
  return {
    favourites,
    recent,
    use(source: FoodSource, id: string): Use {
      const key = keyOf(source, id);
      return { favourite: favouriteKeys.has(key), last_used_at: lastUsed.get(key) ?? null };
    },
  };
}

export function foodsRepository(database: AppDatabase) {
  const { db } = database;

  async function ownRow(userId: string, id: string): Promise<OwnFoodRow | undefined> {
    return db
      .selectFrom('nutrition_own_foods')
      .selectAll()
      .where('user_id', '=', userId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** Any food the user can reach, or undefined (another user's own food is not theirs to reach). */
  async function resolve(
    userId: string,
    ref: FoodRef,
    language: FoodLanguage,
    use: Use = { favourite: false, last_used_at: null },
  ): Promise<Food | undefined> {
    if (ref.source === 'own') {
      const row = await ownRow(userId, ref.id);
      return row ? ownFoodOf(row, use) : undefined;
    }
    if (ref.source === 'library') {
      const food = libraryFood(ref.id);
      return food ? libraryFoodAsFood(food, language, use) : undefined;
    }
    // A product is known once looked up (GET /products/:barcode caches it), stale or not.
    const cached = await readCachedProduct(db, ref.id, Date.now());
    return cached?.status === 'found' ? productAsFood(cached.product, use) : undefined;
  }

  return {
    resolve,

    async find(userId: string, ref: FoodRef, language: FoodLanguage): Promise<Food | undefined> {
      const uses = await usesOf(db, userId);
      return resolve(userId, ref, language, uses.use(ref.source, ref.id));
    },

    /**
     * Favourites first, then recently used foods, then the rest by source in order of trust: own
     * foods, the library, cached products. Without words: favourites and recent foods alone.
     */
    async search(
      userId: string,
      { q, lang, limit }: { q?: string | undefined; lang: FoodLanguage; limit: number },
    ): Promise<Food[]> {
      const words = queryWords(q ?? '');
      const uses = await usesOf(db, userId);
      const seen = new Set<string>();
      const results: Food[] = [];
      const add = (food: Food | undefined) => {
        if (!food || results.length >= limit) return;
        const key = keyOf(food.ref.source, food.ref.id);
        if (seen.has(key)) return;
        seen.add(key);
        results.push(food);
      };
      const named = (food: Food) =>
        words.length === 0 ||
        matchesWords(foldText(`${food.name} ${food.brand ?? ''}`), words) ||
        (food.ref.source !== 'own' && food.ref.id === words.join(''));
      const known = [
        ...uses.favourites,
        ...uses.recent.slice(0, words.length === 0 ? RECENT_FOODS : undefined),
      ];
      for (const row of known) {
        const ref = { source: row.food_source, id: row.food_id };
        const food = await resolve(userId, ref, lang, uses.use(ref.source, ref.id));
        if (food && named(food)) add(food);
        if (results.length >= limit) return results;
      }
      if (words.length === 0) return results;

      const own = await db
        .selectFrom('nutrition_own_foods')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('name')
        .execute();
      const barcode = words.length === 1 && /^\d{8,13}$/.test(words[0] as string) ? words[0] : null;
      for (const row of own) {
        if (
          matchesWords(foldText(`${row.name} ${row.brand ?? ''}`), words) ||
          (barcode !== null && row.barcode === barcode)
        ) {
          add(ownFoodOf(row, uses.use('own', row.id)));
        }
      }
      for (const food of searchLibrary(words, lang, limit)) {
        add(libraryFoodAsFood(food, lang, uses.use('library', food.ndb)));
      }
      if (results.length < limit) {
        // Products this user has used or scanned: the cache is shared, but a user's search only
        // reaches products they have looked up themselves.
        const scanned = await db
          .selectFrom('nutrition_product_scans')
          .select('barcode')
          .distinct()
          .where('user_id', '=', userId)
          .execute();
        const used = uses.recent.filter((row) => row.food_source === 'product');
        const products = await searchCachedProducts(db, [
          ...new Set([...scanned.map((row) => row.barcode), ...used.map((row) => row.food_id)]),
        ]);
        for (const product of products) {
          const food = productAsFood(product, uses.use('product', product.barcode));
          if (named(food)) add(food);
        }
      }
      return results;
    },

    /** Every own food of the user, with its favourite mark and latest use (the own-foods page). */
    async allOwn(userId: string): Promise<OwnFood[]> {
      const [rows, uses] = await Promise.all([
        db.selectFrom('nutrition_own_foods').selectAll().where('user_id', '=', userId).execute(),
        usesOf(db, userId),
      ]);
      return rows.map((row) => ownFoodOf(row, uses.use('own', row.id)));
    },

    async createOwn(userId: string, input: OwnFoodParsed): Promise<OwnFood> {
      return writeTransaction(database, async ({ db: trx }) => {
        const count = await countOwnRows(trx, 'nutrition_own_foods', userId);
        if (count >= NUTRITION_LIMITS.maxOwnFoods) {
          throw new ApiError(409, `At most ${NUTRITION_LIMITS.maxOwnFoods} own foods`);
        }
        const now = new Date().toISOString();
        const row: OwnFoodRow = {
          id: randomUUID(),
          user_id: userId,
          ...ownFoodColumns(input),
          created_at: now,
          updated_at: now,
        };
        await trx.insertInto('nutrition_own_foods').values(row).execute();
        return ownFoodOf(row, { favourite: false, last_used_at: null });
      });
    },

    async updateOwn(
      userId: string,
      id: string,
      input: OwnFoodParsed,
    ): Promise<OwnFood | undefined> {
      const updated = await db
        .updateTable('nutrition_own_foods')
        .set({ ...ownFoodColumns(input), updated_at: new Date().toISOString() })
        .where('user_id', '=', userId)
        .where('id', '=', id)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) return undefined;
      const row = await ownRow(userId, id);
      if (!row) return undefined;
      const uses = await usesOf(db, userId);
      return ownFoodOf(row, uses.use('own', id));
    },

    /** The diary keeps its copies of the food; its favourite mark goes with it. */
    async removeOwn(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async ({ db: trx }) => {
        const removed = await trx
          .deleteFrom('nutrition_own_foods')
          .where('user_id', '=', userId)
          .where('id', '=', id)
          .executeTakeFirst();
        await trx
          .deleteFrom('nutrition_favourites')
          .where('user_id', '=', userId)
          .where('food_source', '=', 'own')
          .where('food_id', '=', id)
          .execute();
        return Number(removed.numDeletedRows) > 0;
      });
    },

    async setFavourite(userId: string, ref: FoodRef, favourite: boolean): Promise<void> {
      if (!favourite) {
        await db
          .deleteFrom('nutrition_favourites')
          .where('user_id', '=', userId)
          .where('food_source', '=', ref.source)
          .where('food_id', '=', ref.id)
          .execute();
        return;
      }
      await db
        .insertInto('nutrition_favourites')
        .values({
          user_id: userId,
          food_source: ref.source,
          food_id: ref.id,
          created_at: new Date().toISOString(),
        })
        .onConflict((conflict) =>
          conflict.columns(['user_id', 'food_source', 'food_id']).doNothing(),
        )
        .execute();
    },
  };
}
