/** Routines: named templates of exercises with target sets and reps, to start a session from. */
import { z } from 'zod';
import { PHYSICAL_LIMITS } from './limits.js';

const L = PHYSICAL_LIMITS;

export const routineEntryInputSchema = z.strictObject({
  exercise_id: z.string().min(1).max(100),
  target_sets: z.number().int().min(1).max(L.maxTargetSets),
  /** Reps per set; `null` for a time or distance exercise. */
  target_reps: z.number().int().min(1).max(L.maxReps).nullable().optional(),
  target_weight_kg: z.number().min(0).max(L.maxWeightKg).nullable().optional(),
  notes: z.string().trim().max(L.maxNoteLength).nullable().optional(),
});

/** `POST /api/v1/physical/routines` and `PUT …/:id` (replaced whole). */
export const routineWriteSchema = z
  .strictObject({
    name: z.string().trim().min(1).max(L.maxNameLength),
    notes: z.string().trim().max(L.maxNoteLength).nullable().optional(),
    exercises: z.array(routineEntryInputSchema).min(1).max(L.maxExercisesPerWorkout),
  })
  .refine(
    ({ exercises }) =>
      exercises.reduce((count, entry) => count + entry.target_sets, 0) <= L.maxSetsPerWorkout,
    { error: `A routine holds at most ${L.maxSetsPerWorkout} sets`, path: ['exercises'] },
  );
export type RoutineWrite = z.infer<typeof routineWriteSchema>;

export const routineSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  notes: z.string().nullable(),
  exercises: z.array(
    z.object({
      exercise_id: z.string(),
      position: z.number().int(),
      target_sets: z.number().int(),
      target_reps: z.number().int().nullable(),
      target_weight_kg: z.number().nullable(),
      notes: z.string().nullable(),
    }),
  ),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Routine = z.infer<typeof routineSchema>;

export const routineListSchema = z.object({ routines: z.array(routineSchema) });
export type RoutineList = z.infer<typeof routineListSchema>;
