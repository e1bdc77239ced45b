/**
 * Open Food Facts' answers kept in the database (shared by all users: a product is the same for
 * everyone): a product for 30 days, a "not found" for one day (it may be added meanwhile). An
 * expired product is still served when the service cannot be reached (marked stale).
 */
import { productSchema, type Product, type ProductLookup } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/schema.js';

const DAY_MS = 86_400_000;
const PRODUCT_CACHE_MS = { found: 30 * DAY_MS, notFound: DAY_MS } as const;

export type CachedProduct = { fetchedAt: string; expiresAt: number; fresh: boolean } & (
  { status: 'found'; product: Product; answer: ProductLookup } | { status: 'not_found' }
);

/**
 * The answers of rows already read, by barcode, with the row they came from: the same row (its
 * JSON and its time, compared in full) answers the same frozen value, so a cached lookup reads one
 * row and neither parses, validates nor serialises it again (`unchanging`: the serialiser keeps
 * its JSON). That re-work was most of a cached lookup's cost (bench/10-nutrition). A changed row
 * (a fresh fetch, a row changed by hand) is parsed and validated again.
 */
export type ParsedProducts = LRUCache<
  string,
  { text: string; fetchedAt: string; product: Product; answers: [ProductLookup, ProductLookup] }
>;

export function parsedProducts(max = 1_000): ParsedProducts {
  return new LRUCache({ max });
}

/** The row's answer (fresh and stale) as frozen values, from `parsed` when the row is unchanged. */
function answersOf(parsed: ParsedProducts, barcode: string, text: string, fetchedAt: string) {
  const known = parsed.get(barcode);
  if (known && known.text === text && known.fetchedAt === fetchedAt) return known;
  // Validated before it was written; checked again so a row changed by hand cannot reach a user.
  const checked = productSchema.safeParse(JSON.parse(text));
  if (!checked.success) return undefined;
  const product = checked.data;
  for (const part of [product.per_100, product.serving, product.allergens]) {
    if (part) Object.freeze(part);
  }
  Object.freeze(product);
  const answer = (stale: boolean) => Object.freeze({ product, fetched_at: fetchedAt, stale });
  const entry = {
    text,
    fetchedAt,
    product,
    answers: [answer(false), answer(true)] as [ProductLookup, ProductLookup],
  };
  parsed.set(barcode, entry);
  return entry;
}

export async function readCachedProduct(
  db: Kysely<Database>,
  barcode: string,
  now: number,
  parsed: ParsedProducts = parsedProducts(1),
): Promise<CachedProduct | null> {
  const row = await db
    .selectFrom('product_cache')
    .select(['status', 'product', 'fetched_at', 'expires_at'])
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  if (!row) return null;
  const expiresAt = Date.parse(row.expires_at);
  const fresh = expiresAt > now;
  if (row.status === 'not_found') {
    return { status: 'not_found', fetchedAt: row.fetched_at, expiresAt, fresh };
  }
  const entry = answersOf(parsed, barcode, row.product ?? 'null', row.fetched_at);
  if (!entry) return null;
  return {
    status: 'found',
    product: entry.product,
    fetchedAt: row.fetched_at,
    expiresAt,
    fresh,
    answer: entry.answers[fresh ? 0 : 1],
  };
}

export async function writeCachedProduct(
  db: Kysely<Database>,
  barcode: string,
  entry: { status: 'found'; product: Product } | { status: 'not_found' },
  now: number,
): Promise<{ fetchedAt: string; expiresAt: number }> {
  const fetchedAt = new Date(now).toISOString();
  const ttl = entry.status === 'found' ? PRODUCT_CACHE_MS.found : PRODUCT_CACHE_MS.notFound;
  const expiresAt = now + ttl;
  const values = {
    status: entry.status,
    product: entry.status === 'found' ? JSON.stringify(productSchema.parse(entry.product)) : null,
    fetched_at: fetchedAt,
    expires_at: new Date(expiresAt).toISOString(),
  };
  await db
    .insertInto('product_cache')
    .values({ barcode, ...values })
    .onConflict((conflict) => conflict.column('barcode').doUpdateSet(values))
    .execute();
  return { fetchedAt, expiresAt };
}

/** Cached products whose name or brand holds every word (the food search's third source). */
export async function searchCachedProducts(
  db: Kysely<Database>,
  barcodes: readonly string[],
): Promise<Product[]> {
  if (barcodes.length === 0) return [];
  const rows = await db
    .selectFrom('product_cache')
    .select(['product'])
    .where('status', '=', 'found')
    .where('barcode', 'in', barcodes)
    .execute();
  return rows.flatMap((row) => {
    const product = productSchema.safeParse(JSON.parse(row.product ?? 'null'));
    return product.success ? [product.data] : [];
  });
}
