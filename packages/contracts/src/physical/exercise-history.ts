/**
 * An exercise's history and records: `GET /api/v1/physical/exercises/:id/history` (the chart of
 * estimated 1RM and volume, session by session) and `GET /api/v1/physical/records` (the current
 * best of each kind, per exercise).
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';
import { recordKindSchema } from './workouts.js';

/** One session's figures for the exercise (working sets only). */
export const exerciseSessionSchema = z.object({
  workout_id: z.uuid(),
  started_at: z.string(),
  local_date: localDateSchema,
  /** The session's best estimated 1RM, kg. */
  best_e1rm_kg: z.number().nullable(),
  top_weight_kg: z.number().nullable(),
  /** Tonnage (load × reps), kg. */
  volume_kg: z.number(),
  working_sets: z.number().int(),
  reps: z.number().int(),
  best_duration_seconds: z.number().int().nullable(),
  best_distance_m: z.number().nullable(),
  /** Records made in the session. */
  record_count: z.number().int(),
});
export type ExerciseSession = z.infer<typeof exerciseSessionSchema>;

/** The current best of one kind: its value and the set that made it. */
export const personalRecordSchema = z.object({
  exercise_id: z.string(),
  kind: recordKindSchema,
  /** kg for e1rm, weight and session_volume; reps for reps_at_weight; s; m. */
  value: z.number(),
  /** The set's load and reps (for reps_at_weight, the load the reps were done at). */
  weight_kg: z.number().nullable(),
  reps: z.number().int().nullable(),
  set_id: z.uuid(),
  workout_id: z.uuid(),
  achieved_at: z.string(),
});
export type PersonalRecord = z.infer<typeof personalRecordSchema>;

/** `?from=&to=` (local dates, both optional): the sessions of that span; all when absent. */
export const exerciseHistoryQuerySchema = z.strictObject({
  from: localDateSchema.optional(),
  to: localDateSchema.optional(),
});
export type ExerciseHistoryQuery = z.infer<typeof exerciseHistoryQuerySchema>;

export const exerciseHistorySchema = z.object({
  exercise_id: z.string(),
  /** Oldest first. */
  sessions: z.array(exerciseSessionSchema),
  /** The current best of each kind that applies (reps_at_weight: the most reps at each load). */
  records: z.array(personalRecordSchema),
});
export type ExerciseHistory = z.infer<typeof exerciseHistorySchema>;

/** `GET /api/v1/physical/records`: every exercise's current bests (not reps_at_weight). */
export const personalRecordListSchema = z.object({ records: z.array(personalRecordSchema) });
export type PersonalRecordList = z.infer<typeof personalRecordListSchema>;
