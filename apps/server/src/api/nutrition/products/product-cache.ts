/**
 * Open Food Facts' answers kept in the database (shared by all users: a product is the same for
 * everyone): a product for 30 days, a "not found" for one day (it may be added meanwhile). An
 * expired product is still served when the service cannot be reached (marked stale).
 */
import { productSchema, type Product } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';

const DAY_MS = 86_400_000;
export const PRODUCT_CACHE_MS = { found: 30 * DAY_MS, notFound: DAY_MS } as const;

export type CachedProduct =
  | { status: 'found'; product: Product; fetchedAt: string; fresh: boolean }
  | { status: 'not_found'; fetchedAt: string; fresh: boolean };

export async function readCachedProduct(
  db: Kysely<Database>,
  barcode: string,
  now: number,
): Promise<CachedProduct | null> {
  const row = await db
    .selectFrom('product_cache')
    .select(['status', 'product', 'fetched_at', 'expires_at'])
    .where('barcode', '=', barcode)
    .executeTakeFirst();
  if (!row) return null;
  const fresh = Date.parse(row.expires_at) > now;
  if (row.status === 'not_found') return { status: 'not_found', fetchedAt: row.fetched_at, fresh };
  // Validated before it was written; checked again so a row changed by hand cannot reach a user.
  const product = productSchema.safeParse(JSON.parse(row.product ?? 'null'));
  if (!product.success) return null;
  return { status: 'found', product: product.data, fetchedAt: row.fetched_at, fresh };
}

export async function writeCachedProduct(
  db: Kysely<Database>,
  barcode: string,
  entry: { status: 'found'; product: Product } | { status: 'not_found' },
  now: number,
): Promise<string> {
  const fetchedAt = new Date(now).toISOString();
  const ttl = entry.status === 'found' ? PRODUCT_CACHE_MS.found : PRODUCT_CACHE_MS.notFound;
  const values = {
    status: entry.status,
    product: entry.status === 'found' ? JSON.stringify(productSchema.parse(entry.product)) : null,
    fetched_at: fetchedAt,
    expires_at: new Date(now + ttl).toISOString(),
  };
  await db
    .insertInto('product_cache')
    .values({ barcode, ...values })
    .onConflict((conflict) => conflict.column('barcode').doUpdateSet(values))
    .execute();
  return fetchedAt;
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
