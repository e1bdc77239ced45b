/**
 * Workouts: a session of exercise entries, each with its sets in order. Loads in kg, durations in
 * seconds, distances in metres; instants ISO 8601. The session is written whole by
 * `PUT /api/v1/physical/workouts/:id` (the id chosen by the client, so the offline copy of a
 * session in progress saves once however often it is sent), and a set is logged alone by
 * `POST /api/v1/physical/workouts/:id/sets`.
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';
import { PHYSICAL_LIMITS } from './limits.js';
import type { ExerciseKind } from './exercises.js';
import { RECORD_KINDS } from './personal-records.js';

const L = PHYSICAL_LIMITS;
const note = z.string().trim().max(L.maxNoteLength).nullable().optional();
/** An exercise of the library (a slug) or of the user (a UUID); unknown ones are a 422. */
const exerciseId = z.string().min(1).max(100);

/**
 * One set as sent. Which fields it needs depends on the exercise's kind (`setProblem`): load and
 * reps, reps, a time, or a distance.
 */
export const setInputSchema = z.strictObject({
  /** Chosen by the client (a UUID) so that a set keeps its id, and its record, when resent. */
  id: z.uuid().optional(),
  reps: z.number().int().min(0).max(L.maxReps).nullable().optional(),
  weight_kg: z.number().min(0).max(L.maxWeightKg).nullable().optional(),
  rir: z.number().int().min(0).max(L.maxRir).nullable().optional(),
  warm_up: z.boolean().default(false),
  duration_seconds: z.number().int().min(0).max(L.maxDurationSeconds).nullable().optional(),
  distance_m: z.number().min(0).max(L.maxDistanceMetres).nullable().optional(),
});
export type SetInput = z.infer<typeof setInputSchema>;

/** What a set of this kind must hold, or `null` when it holds it. */
export function setProblem(kind: ExerciseKind, set: SetInput): string | null {
  switch (kind) {
    case 'weight_reps':
      if (set.reps == null || set.weight_kg == null)
        return 'A set of this exercise needs reps and a weight';
      return null;
    case 'reps':
      return set.reps == null ? 'A set of this exercise needs reps' : null;
    case 'time':
      return set.duration_seconds == null ? 'A set of this exercise needs a time' : null;
    case 'distance':
      return set.distance_m == null ? 'A set of this exercise needs a distance' : null;
  }
}

export const workoutEntryInputSchema = z.strictObject({
  /** Chosen by the client (a UUID), like the set's. */
  id: z.uuid().optional(),
  exercise_id: exerciseId,
  notes: note,
  sets: z.array(setInputSchema).max(L.maxSetsPerWorkout).default([]),
});
export type WorkoutEntryInput = z.infer<typeof workoutEntryInputSchema>;

const instant = z.iso.datetime({ offset: true });

/** `PUT /api/v1/physical/workouts/:id`: the whole session, created or replaced. */
export const workoutWriteSchema = z
  .strictObject({
    name: z.string().trim().max(L.maxNameLength).nullable().optional(),
    notes: note,
    started_at: instant,
    /** `null` (or absent) while the session is in progress. */
    finished_at: instant.nullable().optional(),
    routine_id: z.uuid().nullable().optional(),
    exercises: z.array(workoutEntryInputSchema).max(L.maxExercisesPerWorkout).default([]),
  })
  .refine(
    ({ exercises }) =>
      exercises.reduce((count, entry) => count + entry.sets.length, 0) <= L.maxSetsPerWorkout,
    { error: `A session holds at most ${L.maxSetsPerWorkout} sets`, path: ['exercises'] },
  )
  .refine(
    ({ started_at, finished_at }) =>
      finished_at == null || Date.parse(finished_at) >= Date.parse(started_at),
    { error: 'A session cannot finish before it starts', path: ['finished_at'] },
  )
  .refine(
    ({ started_at, finished_at }) =>
      finished_at == null ||
      Date.parse(finished_at) - Date.parse(started_at) <= L.maxDurationSeconds * 1000,
    { error: 'A session lasts at most 24 hours', path: ['finished_at'] },
  )
  .refine(
    ({ exercises }) => {
      const ids = exercises.flatMap((entry) => [
        ...(entry.id === undefined ? [] : [entry.id]),
        ...entry.sets.flatMap((set) => (set.id === undefined ? [] : [set.id])),
      ]);
      return new Set(ids).size === ids.length;
    },
    { error: 'An id is given to two entries or sets', path: ['exercises'] },
  );
export type WorkoutWrite = z.infer<typeof workoutWriteSchema>;

/** `POST /api/v1/physical/workouts/:id/sets`: one set logged at the end of an exercise's entry. */
export const setLogSchema = setInputSchema.extend({
  exercise_id: exerciseId,
  /** The entry to add it to; without one, the session's last entry of the exercise, or a new one. */
  entry_id: z.uuid().optional(),
});
export type SetLog = z.infer<typeof setLogSchema>;

export const recordKindSchema = z.enum(RECORD_KINDS);

/** A stored set: what was sent, with its estimated 1RM and the records it made. */
export const workoutSetSchema = z.object({
  id: z.uuid(),
  position: z.number().int(),
  reps: z.number().int().nullable(),
  weight_kg: z.number().nullable(),
  rir: z.number().int().nullable(),
  warm_up: z.boolean(),
  duration_seconds: z.number().int().nullable(),
  distance_m: z.number().nullable(),
  /** Estimated one-rep max (kg), for working sets with load and reps. */
  e1rm_kg: z.number().nullable(),
  /** The personal records this set made when it was done (empty for most). */
  records: z.array(recordKindSchema),
});
export type WorkoutSet = z.infer<typeof workoutSetSchema>;

export const workoutEntrySchema = z.object({
  id: z.uuid(),
  exercise_id: z.string(),
  position: z.number().int(),
  notes: z.string().nullable(),
  sets: z.array(workoutSetSchema),
});
export type WorkoutEntry = z.infer<typeof workoutEntrySchema>;

export const WORKOUT_SOURCES = ['app', 'strong', 'hevy'] as const;

export const workoutSchema = z.object({
  id: z.uuid(),
  name: z.string().nullable(),
  notes: z.string().nullable(),
  started_at: z.string(),
  finished_at: z.string().nullable(),
  /** finished − started, seconds; `null` while in progress. */
  duration_seconds: z.number().int().nullable(),
  /** The user's day the session started on (time zone and day start). */
  local_date: localDateSchema,
  routine_id: z.string().nullable(),
  source: z.enum(WORKOUT_SOURCES),
  exercises: z.array(workoutEntrySchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Workout = z.infer<typeof workoutSchema>;

/** `POST …/sets`' answer: the set as stored (with its records) and the entry it went to. */
export const setLoggedSchema = z.object({ entry_id: z.uuid(), set: workoutSetSchema });
export type SetLogged = z.infer<typeof setLoggedSchema>;

/** A session in lists: its figures without its sets. */
export const workoutBriefSchema = workoutSchema.omit({ exercises: true }).extend({
  exercise_ids: z.array(z.string()),
  set_count: z.number().int(),
  /** Tonnage of the working sets, kg. */
  volume_kg: z.number(),
  record_count: z.number().int(),
});
export type WorkoutBrief = z.infer<typeof workoutBriefSchema>;

/** `GET /api/v1/physical/workouts`: newest first, a page at a time. */
export const workoutQuerySchema = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  cursor: z.string().max(200).optional(),
});
export type WorkoutQuery = z.infer<typeof workoutQuerySchema>;

export const workoutPageSchema = z.object({
  workouts: z.array(workoutBriefSchema),
  next_cursor: z.string().nullable(),
});
export type WorkoutPage = z.infer<typeof workoutPageSchema>;
