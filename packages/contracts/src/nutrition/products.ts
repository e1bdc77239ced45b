/**
 * A packaged product as the server answers it (`GET /api/v1/products/:barcode`): the subset of Open
 * Food Facts' product (API v2) the app shows, converted to the diary's nutrients. Their data is
 * under the Open Database License and their images under CC BY-SA: the page attributes both.
 */
import { z } from 'zod';
import { foodBasisSchema } from './foods.js';
import { nutrientsPer100Schema } from './nutrients.js';

export const NUTRISCORE_GRADES = ['a', 'b', 'c', 'd', 'e'] as const;

export const productSchema = z.object({
  barcode: z.string(),
  name: z.string(),
  brand: z.string().nullable(),
  /** The pack's quantity as labelled ("500 g", "1 l"). */
  quantity: z.string().nullable(),
  basis: foodBasisSchema,
  per_100: nutrientsPer100Schema,
  /** The label's serving, in the product's unit; `null` when it gives none. */
  serving: z.object({ label: z.string(), size: z.number().positive() }).nullable(),
  nutriscore_grade: z.enum(NUTRISCORE_GRADES).nullable(),
  nova_group: z.number().int().min(1).max(4).nullable(),
  /** Allergen tags as Open Food Facts names them (`en:milk`). */
  allergens: z.array(z.string()),
  ingredients_text: z.string().nullable(),
  /** Their front image (CC BY-SA), with the product page that credits its contributors. */
  image_url: z.string().nullable(),
  /** The product's page on Open Food Facts (attribution and where to correct it). */
  source_url: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productLookupSchema = z.object({
  product: productSchema,
  /** When the server last had the answer from Open Food Facts. */
  fetched_at: z.string(),
  /** The service could not be reached, so this is an older cached answer. */
  stale: z.boolean(),
});
export type ProductLookup = z.infer<typeof productLookupSchema>;

export const productParamsSchema = z.strictObject({ barcode: z.string().max(32) });

/**
 * The `code` of a lookup that found nothing usable: the page shows a message for each.
 * `product_not_found` 404 (offer to create an own food); `products_disabled` 503 (`OFF_ENABLED`
 * is false); `products_unavailable` 503 (the service is down and nothing is cached);
 * `product_implausible` 502 (its answer had impossible values: nothing stored).
 */
export const PRODUCT_LOOKUP_CODES = [
  'product_not_found',
  'products_disabled',
  'products_unavailable',
  'product_implausible',
] as const;
export type ProductLookupCode = (typeof PRODUCT_LOOKUP_CODES)[number];

/** `GET /api/v1/products`: whether lookups are on, for the page to say so before a scan. */
export const productServiceSchema = z.object({
  enabled: z.boolean(),
  source: z.literal('Open Food Facts'),
  licence_url: z.string(),
});
export type ProductService = z.infer<typeof productServiceSchema>;
