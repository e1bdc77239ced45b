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
import { parsedProducts, readCachedProduct, writeCachedProduct } from './product-cache.js';

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
  return {
    enabled,
    async lookup(barcode) {
      if (!enabled) {
        throw refusal(503, 'Product lookups are turned off on this server', 'products_disabled');
      }
      const cached = await readCachedProduct(database.db, barcode, now(), parsed);
      if (cached?.fresh) {
        if (cached.status === 'not_found') throw notFound();
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
        await writeCachedProduct(database.db, barcode, { status: 'not_found' }, now());
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
      const fetchedAt = await writeCachedProduct(
        database.db,
        barcode,
        { status: 'found', product: converted.product },
        now(),
      );
      return { product: converted.product, fetched_at: fetchedAt, stale: false };
    },
  };
}

function notFound(): ApiError {
  return refusal(404, 'Open Food Facts does not know this product', 'product_not_found');
}
