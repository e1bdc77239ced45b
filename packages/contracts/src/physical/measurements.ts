/**
 * Body measurements by the user's day (issue 18). Weight is the tracking check-in's weight: one
 * record, read and written through the check-in of that day; the other measures are the physical
 * area's own. Stored in SI (kg, cm) and percent; the web converts for imperial users.
 */
import { z } from 'zod';
import { localDateRangeSchema, localDateSchema } from '../tracking/local-date.js';

export const BODY_MEASURES = [
  'weight_kg',
  'waist_cm',
  'hips_cm',
  'chest_cm',
  'arm_cm',
  'thigh_cm',
  'body_fat_pct',
] as const;
export type BodyMeasure = (typeof BODY_MEASURES)[number];

/** Bounds of each measure (weight's are the check-in's). */
export const BODY_MEASURE_BOUNDS: Record<BodyMeasure, { min: number; max: number }> = {
  weight_kg: { min: 20, max: 400 },
  waist_cm: { min: 30, max: 300 },
  hips_cm: { min: 30, max: 300 },
  chest_cm: { min: 30, max: 300 },
  arm_cm: { min: 10, max: 120 },
  thigh_cm: { min: 20, max: 200 },
  body_fat_pct: { min: 2, max: 75 },
};

const measure = (name: BodyMeasure) =>
  z
    .number()
    .min(BODY_MEASURE_BOUNDS[name].min)
    .max(BODY_MEASURE_BOUNDS[name].max)
    .nullable()
    .optional();

/**
 * `PUT /api/v1/physical/measurements/:date`: the measures given replace the stored ones of that
 * day; `null` clears one. At least one measure.
 */
export const measurementWriteSchema = z
  .strictObject({
    weight_kg: measure('weight_kg'),
    waist_cm: measure('waist_cm'),
    hips_cm: measure('hips_cm'),
    chest_cm: measure('chest_cm'),
    arm_cm: measure('arm_cm'),
    thigh_cm: measure('thigh_cm'),
    body_fat_pct: measure('body_fat_pct'),
  })
  .refine((body) => Object.keys(body).length > 0, { error: 'Give at least one measure' });
export type MeasurementWrite = z.infer<typeof measurementWriteSchema>;

/** A day's measures, `null` where none was recorded. */
export const measurementSchema = z.object({
  date: localDateSchema,
  weight_kg: z.number().nullable(),
  waist_cm: z.number().nullable(),
  hips_cm: z.number().nullable(),
  chest_cm: z.number().nullable(),
  arm_cm: z.number().nullable(),
  thigh_cm: z.number().nullable(),
  body_fat_pct: z.number().nullable(),
});
export type Measurement = z.infer<typeof measurementSchema>;

/** Ten years in one read. */
export const MEASUREMENTS_MAX_DAYS = 3_660;

/** `GET /api/v1/physical/measurements?from=…&to=…`: days with any measure, oldest first. */
export const measurementQuerySchema = localDateRangeSchema(MEASUREMENTS_MAX_DAYS);

export const measurementListSchema = z.object({ measurements: z.array(measurementSchema) });
export type MeasurementList = z.infer<typeof measurementListSchema>;
