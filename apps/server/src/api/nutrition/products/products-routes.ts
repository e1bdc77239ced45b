/**
 * `/api/v1/products`: packaged products by barcode, from Open Food Facts through the server (its
 * cache, its pacing, its User-Agent), so the browser never calls them itself.
 */
import {
  barcodeSchema,
  productLookupSchema,
  productServiceSchema,
  type ProductService,
} from '@ascend/contracts';
import { z } from 'zod';
import { ApiError } from '../../http/api-error.js';
import { apiEndpoint } from '../../http/api-route.js';
import { errorResponses } from '../../http/error-responses.js';

const tags = ['nutrition'];
const OFF_LICENCE_URL = 'https://opendatacommons.org/licenses/odbl/1.0/';

const productParams = z.strictObject({
  barcode: z.string().max(32).meta({ description: 'An EAN-13, UPC-A or EAN-8 barcode' }),
});

export const readProductService = apiEndpoint({
  schema: {
    tags,
    summary: 'Whether product lookups are on (OFF_ENABLED), and their source',
    response: { 200: productServiceSchema, ...errorResponses(401) },
  },
  handler: async (_request, _reply, { products }): Promise<ProductService> => ({
    enabled: products.enabled,
    source: 'Open Food Facts',
    licence_url: OFF_LICENCE_URL,
  }),
});

export const lookUpProduct = apiEndpoint({
  schema: {
    tags,
    summary: 'A packaged product by its barcode, from Open Food Facts (cached)',
    description:
      'The barcode’s check digit must be right (400 otherwise). Answers from the cache (30 days; ' +
      'a product they do not know, one day); otherwise asks Open Food Facts, paced to their ' +
      'published limit. When they cannot be reached, an expired cached answer is served with ' +
      '`stale: true`. `code` of a refusal: `product_not_found` (404), `products_disabled` (503, ' +
      'OFF_ENABLED=false), `products_unavailable` (503: down and nothing cached), ' +
      '`product_implausible` (502: their record has impossible values, nothing is stored).',
    params: productParams,
    response: {
      200: productLookupSchema,
      ...errorResponses(400, 401, 404, 429, 502, 503),
    },
  },
  handler: async (request, _reply, { products }) => {
    const barcode = barcodeSchema.safeParse(request.params.barcode);
    if (!barcode.success) {
      throw new ApiError(400, barcode.error.issues[0]?.message ?? 'Not a barcode');
    }
    return products.lookup(barcode.data);
  },
});
