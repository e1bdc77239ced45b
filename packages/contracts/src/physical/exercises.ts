/**
 * Exercises: the library written in the repository (exercise-library.ts, ids are stable slugs)
 * and the user's own (private, UUIDs). Both answer in one shape, so the web lists, searches and
 * logs them alike.
 */
import { z } from 'zod';
import { PHYSICAL_LIMITS } from './limits.js';

/** Muscle groups, the unit the weekly volume is counted in. */
export const MUSCLE_GROUPS = [
  'chest',
  'lats',
  'upper_back',
  'lower_back',
  'traps',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'quadriceps',
  'hamstrings',
  'glutes',
  'adductors',
  'abductors',
  'calves',
  'neck',
  'cardio',
] as const;
export const muscleGroupSchema = z.enum(MUSCLE_GROUPS);
export type MuscleGroup = z.infer<typeof muscleGroupSchema>;

export const EQUIPMENT = [
  'barbell',
  'dumbbell',
  'kettlebell',
  'machine',
  'cable',
  'smith_machine',
  'ez_bar',
  'trap_bar',
  'band',
  'bodyweight',
  'other',
] as const;
export const equipmentSchema = z.enum(EQUIPMENT);
export type Equipment = z.infer<typeof equipmentSchema>;

/**
 * What a set of the exercise records: load and repetitions; repetitions alone (an optional added
 * load); a time; a distance (with an optional time).
 */
export const EXERCISE_KINDS = ['weight_reps', 'reps', 'time', 'distance'] as const;
export const exerciseKindSchema = z.enum(EXERCISE_KINDS);
export type ExerciseKind = z.infer<typeof exerciseKindSchema>;

/** An exercise of the library or the user's own, as every read answers it. */
export const exerciseSchema = z.object({
  /** A slug for the library's (`barbell-bench-press`), a UUID for the user's own. */
  id: z.string(),
  source: z.enum(['library', 'user']),
  /** The user's own exercise has one name, given in both. */
  names: z.object({ en: z.string(), es: z.string() }),
  primary_muscles: z.array(muscleGroupSchema),
  secondary_muscles: z.array(muscleGroupSchema),
  equipment: equipmentSchema,
  kind: exerciseKindSchema,
});
export type Exercise = z.infer<typeof exerciseSchema>;

const muscles = (min: number) =>
  z
    .array(muscleGroupSchema)
    .min(min)
    .max(PHYSICAL_LIMITS.maxMuscles)
    .refine((list) => new Set(list).size === list.length, { error: 'A muscle is listed twice' });

/** `POST /api/v1/physical/exercises`: one of the user's own exercises. */
export const userExerciseCreateSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(PHYSICAL_LIMITS.maxNameLength),
    primary_muscles: muscles(1),
    secondary_muscles: muscles(0).default([]),
    equipment: equipmentSchema,
    kind: exerciseKindSchema,
  })
  .refine(
    ({ primary_muscles, secondary_muscles }) =>
      !secondary_muscles.some((muscle) => primary_muscles.includes(muscle)),
    { error: 'A muscle cannot be both primary and secondary', path: ['secondary_muscles'] },
  );
export type UserExerciseCreate = z.infer<typeof userExerciseCreateSchema>;

/**
 * `PUT /api/v1/physical/exercises/:id`: the user's exercise, replaced whole. Its kind may change
 * only while no set records it (a 409 otherwise).
 */
export const userExerciseUpdateSchema = userExerciseCreateSchema.meta({
  description: "One of the user's exercises, replaced whole",
});

/** `GET /api/v1/physical/exercises`: search (either language's name) and filters, all optional. */
export const exerciseQuerySchema = z.strictObject({
  q: z.string().trim().max(PHYSICAL_LIMITS.maxSearchLength).optional(),
  muscle: muscleGroupSchema.optional(),
  equipment: equipmentSchema.optional(),
  kind: exerciseKindSchema.optional(),
  source: z.enum(['library', 'user']).optional(),
});
export type ExerciseQuery = z.infer<typeof exerciseQuerySchema>;

export const exerciseListSchema = z.object({ exercises: z.array(exerciseSchema) });
export type ExerciseList = z.infer<typeof exerciseListSchema>;

/** Case- and accent-blind text for searching names (`press banca` finds "Press de banca"). */
export function searchableText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** True when every word of the search is in one of the exercise's names. */
export function exerciseMatches(exercise: Exercise, query: ExerciseQuery): boolean {
  if (query.muscle !== undefined) {
    const all = [...exercise.primary_muscles, ...exercise.secondary_muscles];
    if (!all.includes(query.muscle)) return false;
  }
  if (query.equipment !== undefined && exercise.equipment !== query.equipment) return false;
  if (query.kind !== undefined && exercise.kind !== query.kind) return false;
  if (query.source !== undefined && exercise.source !== query.source) return false;
  const words = searchableText(query.q ?? '')
    .split(' ')
    .filter((word) => word.length > 0);
  if (words.length === 0) return true;
  return [exercise.names.en, exercise.names.es].some((name) => {
    const text = searchableText(name);
    return words.every((word) => text.includes(word));
  });
}
