import { z } from 'zod';
import { localDateSchema } from './local-date.js';

const scale = z.number().int().min(1).max(5);

/**
 * What a check-in records, and the body of `PUT /api/v1/check-ins/:date` (the fields given replace
 * the stored ones) (self-optimisation.md, Tracking). Every field is optional; `null` clears
 * a stored value. Quantities are SI (kilograms, millilitres); the web converts for imperial users.
 */
export const checkInFieldsSchema = z.strictObject({
  sleep_hours: z.number().min(0).max(24).nullable().optional(),
  /** 1 (poor) … 5 (excellent); the same scale for mood and energy. Stress: 1 (calm) … 5 (high). */
  sleep_quality: scale.nullable().optional(),
  mood: scale.nullable().optional(),
  energy: scale.nullable().optional(),
  stress: scale.nullable().optional(),
  weight_kg: z.number().min(20).max(400).nullable().optional(),
  steps: z.number().int().min(0).max(200_000).nullable().optional(),
  water_ml: z.number().int().min(0).max(20_000).nullable().optional(),
  training_minutes: z.number().int().min(0).max(1_440).nullable().optional(),
  note: z.string().trim().max(1_000).nullable().optional(),
});
export type CheckInFields = z.infer<typeof checkInFieldsSchema>;

/** The metrics a check-in holds that can be charted and correlated (all but the note). */
export const CHECK_IN_METRICS = [
  'sleep_hours',
  'sleep_quality',
  'mood',
  'energy',
  'stress',
  'weight_kg',
  'steps',
  'water_ml',
  'training_minutes',
] as const;
export type CheckInMetric = (typeof CHECK_IN_METRICS)[number];

/**
 * Every field a check-in records, in the one order the server stores, exports and writes to CSV:
 * the metrics, then the note (held to `checkInFieldsSchema` by check-ins.test.ts).
 */
export const CHECK_IN_FIELDS = [...CHECK_IN_METRICS, 'note'] as const;
export type CheckInField = (typeof CHECK_IN_FIELDS)[number];

const stored = <T extends z.ZodType>(schema: T) => schema.nullable();

/** A stored check-in, as every read answers it: all fields present, `null` when not recorded. */
export const checkInSchema = z.object({
  date: localDateSchema,
  sleep_hours: stored(z.number()),
  sleep_quality: stored(z.number().int()),
  mood: stored(z.number().int()),
  energy: stored(z.number().int()),
  stress: stored(z.number().int()),
  weight_kg: stored(z.number()),
  steps: stored(z.number().int()),
  water_ml: stored(z.number().int()),
  training_minutes: stored(z.number().int()),
  note: stored(z.string()),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CheckIn = z.infer<typeof checkInSchema>;

export const checkInListSchema = z.object({ check_ins: z.array(checkInSchema) });
export type CheckInList = z.infer<typeof checkInListSchema>;
