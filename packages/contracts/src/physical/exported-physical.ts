/**
 * The physical area's section of the account export (`physical`, optional: files written before
 * it still import). Records carry the ids they had only to link them (a set's exercise, a
 * session's routine); the import gives new ones. Weight is not here: it is the check-ins'.
 * Records and their points are not in the file either: the import recomputes them from the sets.
 */
import { z } from 'zod';
import { localDateSchema } from '../tracking/local-date.js';
import { equipmentSchema, exerciseKindSchema, muscleGroupSchema } from './exercises.js';
import { libraryExercise } from './exercise-library.js';
import { BODY_MEASURE_BOUNDS } from './measurements.js';
import { routineEntryInputSchema } from './routines.js';
import { PHYSICAL_LIMITS } from './limits.js';
import { setInputSchema, setProblem, WORKOUT_SOURCES } from './workouts.js';

const timestamp = z.iso.datetime();
const L = PHYSICAL_LIMITS;
const text = (max: number) => z.string().max(max).nullable();

export const exportedUserExerciseSchema = z.strictObject({
  id: z.uuid(),
  name: z.string().trim().min(1).max(L.maxNameLength),
  /** Empty for an exercise an import created (its muscles unknown). */
  primary_muscles: z.array(muscleGroupSchema).max(L.maxMuscles),
  secondary_muscles: z.array(muscleGroupSchema).max(L.maxMuscles),
  equipment: equipmentSchema,
  kind: exerciseKindSchema,
  created_at: timestamp,
  updated_at: timestamp,
});

const exportedSetSchema = setInputSchema.omit({ id: true }).required();

export const exportedWorkoutSchema = z
  .strictObject({
    id: z.uuid(),
    name: text(L.maxNameLength),
    notes: text(L.maxNoteLength),
    started_at: timestamp,
    finished_at: timestamp.nullable(),
    local_date: localDateSchema,
    routine_id: z.uuid().nullable(),
    source: z.enum(WORKOUT_SOURCES),
    /** An imported session's identity in its CSV file, so that importing it again skips it. */
    import_key: z.string().max(600).nullable(),
    created_at: timestamp,
    updated_at: timestamp,
    exercises: z
      .array(
        z.strictObject({
          /** A library slug, or an `exercises[].id` of this file. */
          exercise_id: z.string().min(1).max(100),
          notes: text(L.maxNoteLength),
          sets: z.array(exportedSetSchema).max(L.maxSetsPerWorkout),
        }),
      )
      .max(L.maxExercisesPerWorkout),
  })
  .refine(
    ({ exercises }) =>
      exercises.reduce((sum, entry) => sum + entry.sets.length, 0) <= L.maxSetsPerWorkout,
    { error: `A session holds at most ${L.maxSetsPerWorkout} sets`, path: ['exercises'] },
  )
  .refine(
    ({ started_at, finished_at }) =>
      finished_at === null ||
      (Date.parse(finished_at) >= Date.parse(started_at) &&
        Date.parse(finished_at) - Date.parse(started_at) <= L.maxDurationSeconds * 1000),
    { error: 'A session finishes after it starts, within 24 hours', path: ['finished_at'] },
  );

export const exportedRoutineSchema = z.strictObject({
  id: z.uuid(),
  name: z.string().trim().min(1).max(L.maxNameLength),
  notes: text(L.maxNoteLength),
  exercises: z.array(routineEntryInputSchema).min(1).max(L.maxExercisesPerWorkout),
  created_at: timestamp,
  updated_at: timestamp,
});

const bounded = (name: keyof typeof BODY_MEASURE_BOUNDS) =>
  z.number().min(BODY_MEASURE_BOUNDS[name].min).max(BODY_MEASURE_BOUNDS[name].max).nullable();

export const exportedMeasurementSchema = z.strictObject({
  date: localDateSchema,
  waist_cm: bounded('waist_cm'),
  hips_cm: bounded('hips_cm'),
  chest_cm: bounded('chest_cm'),
  arm_cm: bounded('arm_cm'),
  thigh_cm: bounded('thigh_cm'),
  body_fat_pct: bounded('body_fat_pct'),
  created_at: timestamp,
  updated_at: timestamp,
});

export const exportedPhysicalSchema = z
  .strictObject({
    exercises: z.array(exportedUserExerciseSchema).max(L.maxUserExercises),
    workouts: z.array(exportedWorkoutSchema),
    routines: z.array(exportedRoutineSchema).max(L.maxRoutines),
    measurements: z.array(exportedMeasurementSchema),
  })
  .superRefine((section, context) => {
    const issue = (message: string, path: (string | number)[]) =>
      context.addIssue({ code: 'custom', message, path });
    const kinds = new Map<string, z.infer<typeof exerciseKindSchema>>();
    section.exercises.forEach((exercise, index) => {
      if (kinds.has(exercise.id)) issue('Each exercise id once', ['exercises', index, 'id']);
      kinds.set(exercise.id, exercise.kind);
    });
    const kindOf = (id: string) => libraryExercise(id)?.kind ?? kinds.get(id);
    const ids = new Set<string>();
    const keys = new Set<string>();
    section.workouts.forEach((workout, index) => {
      if (ids.has(workout.id)) issue('Each workout id once', ['workouts', index, 'id']);
      ids.add(workout.id);
      if (workout.import_key !== null) {
        if (keys.has(workout.import_key))
          issue('Each import key once', ['workouts', index, 'import_key']);
        keys.add(workout.import_key);
      }
      workout.exercises.forEach((entry, entryIndex) => {
        const kind = kindOf(entry.exercise_id);
        const path = ['workouts', index, 'exercises', entryIndex];
        if (kind === undefined)
          return issue('No exercise of the library or the file has this id', [
            ...path,
            'exercise_id',
          ]);
        entry.sets.forEach((set, setIndex) => {
          const problem = setProblem(kind, set);
          if (problem) issue(problem, [...path, 'sets', setIndex]);
        });
      });
    });
    section.routines.forEach((routine, index) =>
      routine.exercises.forEach((entry, entryIndex) => {
        if (kindOf(entry.exercise_id) === undefined) {
          issue('No exercise of the library or the file has this id', [
            'routines',
            index,
            'exercises',
            entryIndex,
            'exercise_id',
          ]);
        }
      }),
    );
    const days = new Set<string>();
    section.measurements.forEach((measurement, index) => {
      if (days.has(measurement.date))
        issue('One measurement per day', ['measurements', index, 'date']);
      days.add(measurement.date);
    });
  });
export type ExportedPhysical = z.infer<typeof exportedPhysicalSchema>;
