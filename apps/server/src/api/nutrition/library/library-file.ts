/** The starter library's committed file (data/usda-library.json), as the deriving script writes it. */
import { ndbNumberSchema, nutrientsPer100Schema } from '@ascend/contracts';
import { z } from 'zod';

export const libraryFoodSchema = z.strictObject({
  ndb: ndbNumberSchema,
  name_en: z.string().min(1),
  name_es: z.string().min(1),
  per_100: nutrientsPer100Schema,
  servings: z.array(
    z.strictObject({
      id: z.string().min(1),
      en: z.string().min(1),
      es: z.string().min(1),
      grams: z.number().positive(),
    }),
  ),
});
export type LibraryFood = z.infer<typeof libraryFoodSchema>;

export const libraryFileSchema = z.strictObject({
  source: z.string(),
  licence: z.string(),
  foods: z.array(libraryFoodSchema),
});
export type LibraryFile = z.infer<typeof libraryFileSchema>;
