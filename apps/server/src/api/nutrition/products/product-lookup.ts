/**
 * `GET /api/v1/products/:barcode` behind the route: the cache first, Open Food Facts when the
 * cached answer is missing or expired, and the expired answer when they cannot be reached.
 */
import type { ProductLookup, ProductLookupCode } from '@ascend/contracts';
import type { AppDatabase } from '../../../db/database.js';
import { ApiError } from '../../http/api-error.js';
import type { OffClient } from './off-client.js';
import { productFromOff } from './off-product.js';
import { unchanging } from '../../../http/unchanging-payload.js';
import { LRUCache } from 'lru-cache';
import { parsedProducts, readCachedProduct, writeCachedProduct } from './product-cache.js';

/**
 * How long a fresh answer read from the shared cache is trusted from memory without reading its
 * row again. A row changes before it expires only by hand (an instance asks Open Food Facts again
 * only once the row has expired), so this bounds how long such a change goes unseen; expiry itself
 * is always seen on time (a remembered answer is trusted until its row's `expires_at` at most).
 */
export const REMEMBERED_ANSWER_MS = 5 * 60_000;

/** A fresh answer of the shared cache, and until when it may be answered from memory. */
type RememberedAnswer = { until: number } & (
  { status: 'found'; answer: ProductLookup } | { status: 'not_found' }
);

export interface ProductLookupService {
  readonly enabled: boolean;
  lookup(barcode: string): Promise<ProductLookup>;
}

function refusal(status: number, detail: string, code: ProductLookupCode): ApiError {
  return new ApiError(status, detail, code);
}

export function productLookupService(
  database: AppDatabase,
  client: OffClient,
  {
    enabled,
    baseUrl,
    now = () => Date.now(),
  }: { enabled: boolean; baseUrl: string; now?: () => number },
): ProductLookupService {
  const parsed = parsedProducts();
  // Most lookups are of products scanned before: answered from memory, they read no row at all.
  const remembered = new LRUCache<string, RememberedAnswer>({ max: 1_000 });
  const remember = (barcode: string, answer: RememberedAnswer) => {
    remembered.set(barcode, {
      ...answer,
      until: Math.min(answer.until, now() + REMEMBERED_ANSWER_MS),
    });
  };
  return {
    enabled,
    async lookup(barcode) {
      if (!enabled) {
        throw refusal(503, 'Product lookups are turned off on this server', 'products_disabled');
      }
      const known = remembered.get(barcode);
      if (known && known.until > now()) {
        if (known.status === 'not_found') throw notFound();
        return unchanging(known.answer);
      }
      const cached = await readCachedProduct(database.db, barcode, now(), parsed);
      if (cached?.fresh) {
        if (cached.status === 'not_found') {
          remember(barcode, { status: 'not_found', until: cached.expiresAt });
          throw notFound();
        }
        remember(barcode, { status: 'found', answer: cached.answer, until: cached.expiresAt });
        return unchanging(cached.answer);
      }
      const answer = await client.product(barcode);
      if (answer.kind === 'unavailable') {
        if (cached?.status === 'found') return unchanging(cached.answer);
        if (cached?.status === 'not_found') throw notFound();
        throw refusal(
          503,
          'Open Food Facts cannot be reached just now: try again in a minute, or add the food yourself',
          'products_unavailable',
        );
      }
      if (answer.kind === 'not_found') {
        const written = await writeCachedProduct(
          database.db,
          barcode,
          { status: 'not_found' },
          now(),
        );
        remember(barcode, { status: 'not_found', until: written.expiresAt });
        throw notFound();
      }
      const converted = productFromOff(barcode, answer.answer, baseUrl);
      if (!converted.ok) {
        throw refusal(
          502,
          `Open Food Facts’ record of this product cannot be used (${converted.problem}): add the food yourself`,
          'product_implausible',
        );
      }
      const written = await writeCachedProduct(
        database.db,
        barcode,
        { status: 'found', product: converted.product },
        now(),
      );
      // Not remembered: the next lookup reads the row back once, and answers its frozen value.
      return { product: converted.product, fetched_at: written.fetchedAt, stale: false };
    },
  };
}

function notFound(): ApiError {
  return refusal(404, 'Open Food Facts does not know this product', 'product_not_found');
}
