/**
 * Open Food Facts' answer to `GET /api/v2/product/{barcode}` (their v2 product API,
 * docs/nutrition.md), validated with zod before anything of it is used or cached, and turned into
 * the app's product (contracts' `productSchema`). Their `<nutrient>_100g` values are per 100 g (or
 * 100 ml), mass nutrients in grams and `energy_100g` in kJ; energy in kcal is taken from
 * `energy-kcal_100g`, else from the kJ (÷ 4.184); salt from `salt_100g`, else from sodium (× 2.5).
 */
import {
  kjToKcal,
  NUTRITION_LIMITS,
  NUTRISCORE_GRADES,
  nutrientsPer100Schema,
  SALT_PER_SODIUM,
  type Product,
} from '@ascend/contracts';
import { z } from 'zod';
import { OFF_IMAGE_ORIGIN } from '../../../config.js';

/** The product fields asked for (`fields=`): no more than the page shows. */
export const OFF_PRODUCT_FIELDS = [
  'code',
  'product_name',
  'brands',
  'quantity',
  'product_quantity_unit',
  'serving_size',
  'serving_quantity',
  'nutriments',
  'nutriscore_grade',
  'nova_group',
  'allergens_tags',
  'ingredients_text',
  'image_front_url',
] as const;

/** A number as they write it: a JSON number, or a numeric string ("12.5"). */
const offNumber = z.union([
  z.number(),
  z
    .string()
    .trim()
    .regex(/^-?\d+(\.\d+)?$/)
    .transform(Number),
]);
const optionalNumber = offNumber.nullish().catch(undefined);
const optionalText = z.string().max(5_000).nullish().catch(undefined);

const nutrimentsSchema = z.looseObject({
  'energy-kcal_100g': optionalNumber,
  'energy-kj_100g': optionalNumber,
  energy_100g: optionalNumber,
  fat_100g: optionalNumber,
  'saturated-fat_100g': optionalNumber,
  carbohydrates_100g: optionalNumber,
  sugars_100g: optionalNumber,
  fiber_100g: optionalNumber,
  proteins_100g: optionalNumber,
  salt_100g: optionalNumber,
  sodium_100g: optionalNumber,
});

export const offProductAnswerSchema = z.looseObject({
  status: z.union([z.literal(0), z.literal(1)]),
  code: z.string().optional(),
  product: z
    .looseObject({
      product_name: optionalText,
      brands: optionalText,
      quantity: optionalText,
      product_quantity_unit: optionalText,
      serving_size: optionalText,
      serving_quantity: optionalNumber,
      nutriments: nutrimentsSchema.optional(),
      nutriscore_grade: optionalText,
      nova_group: optionalNumber,
      allergens_tags: z.array(z.string().max(200)).max(100).optional().catch(undefined),
      ingredients_text: optionalText,
      image_front_url: optionalText,
    })
    .optional(),
});
export type OffProductAnswer = z.infer<typeof offProductAnswerSchema>;

export type ConvertedProduct = { ok: true; product: Product } | { ok: false; problem: string };

function firstBrand(brands: string | null | undefined): string | null {
  const brand = brands?.split(',')[0]?.trim();
  return brand ? brand : null;
}

function roundTo3(value: number): number {
  return Math.round(value * 1000) / 1000;
}

/**
 * The app's product from their answer, or why it cannot be one: no name and no energy is no
 * product to log; impossible values (energy over 900 kcal per 100 g, a negative nutrient, more
 * than 100 g of one in 100 g) mean the record is wrong, and nothing of it is kept.
 */
export function productFromOff(
  barcode: string,
  answer: OffProductAnswer,
  baseUrl: string,
): ConvertedProduct {
  const product = answer.product;
  if (!product) return { ok: false, problem: 'The answer holds no product' };
  const n = product.nutriments ?? {};
  const kcal =
    n['energy-kcal_100g'] ??
    (n['energy-kj_100g'] != null
      ? kjToKcal(n['energy-kj_100g'])
      : n.energy_100g != null
        ? kjToKcal(n.energy_100g)
        : null);
  if (kcal == null) return { ok: false, problem: 'The product has no energy value' };
  const salt = n.salt_100g ?? (n.sodium_100g != null ? n.sodium_100g * SALT_PER_SODIUM : null);
  const values = {
    energy_kcal: roundTo3(kcal),
    fat_g: n.fat_100g ?? null,
    saturated_fat_g: n['saturated-fat_100g'] ?? null,
    carbohydrate_g: n.carbohydrates_100g ?? null,
    sugars_g: n.sugars_100g ?? null,
    fibre_g: n.fiber_100g ?? null,
    protein_g: n.proteins_100g ?? null,
    salt_g: salt == null ? null : roundTo3(salt),
  };
  for (const [key, value] of Object.entries(values)) {
    if (value !== null && value < 0) return { ok: false, problem: `A negative ${key}` };
  }
  if (values.energy_kcal > NUTRITION_LIMITS.maxKcalPer100g) {
    return { ok: false, problem: `${Math.round(values.energy_kcal)} kcal per 100 g is impossible` };
  }
  const per100 = nutrientsPer100Schema.safeParse(values);
  if (!per100.success) return { ok: false, problem: 'A nutrient above 100 g per 100 g' };
  const grade = product.nutriscore_grade?.toLowerCase();
  const nova = product.nova_group;
  const servingSize = product.serving_quantity;
  return {
    ok: true,
    product: {
      barcode,
      name: product.product_name?.trim() || barcode,
      brand: firstBrand(product.brands),
      quantity: product.quantity?.trim() || null,
      basis: product.product_quantity_unit?.trim().toLowerCase() === 'ml' ? 'ml' : 'g',
      per_100: per100.data,
      serving:
        servingSize != null && servingSize > 0 && servingSize <= NUTRITION_LIMITS.maxItemGrams
          ? { label: product.serving_size?.trim() || `${servingSize}`, size: servingSize }
          : null,
      nutriscore_grade: (NUTRISCORE_GRADES as readonly string[]).includes(grade ?? '')
        ? (grade as Product['nutriscore_grade'])
        : null,
      nova_group: nova != null && Number.isInteger(nova) && nova >= 1 && nova <= 4 ? nova : null,
      allergens: product.allergens_tags ?? [],
      ingredients_text: product.ingredients_text?.trim() || null,
      image_url: safeImageUrl(product.image_front_url),
      source_url: `${baseUrl}/product/${barcode}`,
    },
  };
}

/** Only an image of their image server; anything else is dropped rather than shown. */
function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin === OFF_IMAGE_ORIGIN ? url : null;
  } catch {
    return null;
  }
}
