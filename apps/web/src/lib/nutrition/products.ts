/**
 * GET /api/v1/products (whether lookups are on) and GET /api/v1/products/:barcode (a product, from
 * the server's cache of Open Food Facts). A lookup that found nothing is an ApiError whose `code`
 * says why (the contracts' PRODUCT_LOOKUP_CODES).
 */
import {
  nutritionPaths,
  productLookupSchema,
  productServiceSchema,
  type ProductLookup,
  type ProductService,
} from '@ascend/contracts';
import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { ApiClient } from '../api-client';
import { useAuth } from '../auth/use-auth';
import { useApiClient } from '../use-api-client';
import { nutritionKeys } from './nutrition-keys';

async function getProductService(client: ApiClient, signal?: AbortSignal): Promise<ProductService> {
  return productServiceSchema.parse(
    await client.request<unknown>(nutritionPaths.products(), { signal }),
  );
}

async function getProduct(
  client: ApiClient,
  barcode: string,
  signal?: AbortSignal,
): Promise<ProductLookup> {
  return productLookupSchema.parse(
    await client.request<unknown>(nutritionPaths.product(barcode), { signal }),
  );
}

export function useProductService() {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      queryKey: nutritionKeys.productService(userId),
      queryFn: userId !== '' ? ({ signal }) => getProductService(client, signal) : skipToken,
    }),
  );
}

/** The product of `barcode` (null: nothing asked yet). A refusal is not retried: it says why. */
export function useProduct(barcode: string | null) {
  const { user } = useAuth();
  const client = useApiClient();
  const userId = user?.id ?? '';
  return useQuery(
    queryOptions({
      meta: { persist: false },
      queryKey: nutritionKeys.product(userId, barcode ?? ''),
      queryFn:
        userId !== '' && barcode !== null
          ? ({ signal }) => getProduct(client, barcode, signal)
          : skipToken,
      retry: false,
    }),
  );
}
