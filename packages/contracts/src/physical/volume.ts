/**
 * Weekly volume per muscle group (issue 18): working sets (warm-ups excluded) and tonnage
 * (load × reps) of each week, Monday to Sunday of the user's days, counted for each exercise's
 * primary muscles (a set of bench press is a set for the chest, not for the triceps). Weeks start
 * on Monday (tracking's `weekStartOf`).
 */
import { z } from 'zod';
import { localDateRangeSchema, localDateSchema } from '../tracking/local-date.js';
import { muscleGroupSchema } from './exercises.js';

/** A year and a week either side: the widest range one read covers. */
export const VOLUME_MAX_DAYS = 380;

/** `GET /api/v1/physical/volume?from=…&to=…` (local dates, both included). */
export const volumeQuerySchema = localDateRangeSchema(VOLUME_MAX_DAYS);
export type VolumeQuery = z.infer<typeof volumeQuerySchema>;

export const weeklyVolumeSchema = z.object({
  weeks: z.array(
    z.object({
      /** The Monday the week starts on. */
      week_start: localDateSchema,
      muscles: z.array(
        z.object({
          muscle: muscleGroupSchema,
          sets: z.number().int(),
          tonnage_kg: z.number(),
        }),
      ),
    }),
  ),
});
export type WeeklyVolume = z.infer<typeof weeklyVolumeSchema>;
