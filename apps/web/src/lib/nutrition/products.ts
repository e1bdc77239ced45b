/**
 * GET /api/v1/products (whether lookups are on) and GET /api/v1/products/:barcode (a product, from
 * the server's cache of Open Food Facts). A lookup that found nothing is an ApiError whose `code`
 * says why (the contracts' PRODUCT_LOOKUP_CODES).
 */
import { nutritionPaths, productLookupSchema, productServiceSchema } from '@ascend/contracts';
import { nutritionKeys } from './nutrition-keys';
import { useNutritionRead } from './nutrition-read';

export function useProductService() {
  return useNutritionRead({
    key: nutritionKeys.productService,
    path: nutritionPaths.products(),
    schema: productServiceSchema,
    // Whether lookups are on says nothing about the user: it may be kept.
    persist: true,
  });
}

/** The product of `barcode` (null: nothing asked yet). A refusal is not retried: it says why. */
export function useProduct(barcode: string | null) {
  return useNutritionRead({
    key: (userId) => nutritionKeys.product(userId, barcode ?? ''),
    path: barcode === null ? null : nutritionPaths.product(barcode),
    schema: productLookupSchema,
    retry: false,
  });
}
