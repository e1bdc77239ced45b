/**
 * The physical area in the account's data: read for the export (the `physical` section and the
 * `workout-sets` CSV) and written back by the import with new ids (exercises remapped for the sets
 * and routines that name them). The records the sets hold are recomputed after, without events:
 * the import's progress recompute writes those from the sets.
 */
import {
  libraryExercise,
  type Exercise,
  type ExportedPhysical,
  type MuscleGroup,
  type RoutineWrite,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Insertable, Kysely } from 'kysely';
import type { DatabaseKind } from '../../db/database.js';
import { insertInBatches } from '../../db/insert-in-batches.js';
import type { Database } from '../../db/schema.js';
import { exerciseOfRow } from './exercise-catalogue.js';
import { OWN_MEASURES } from './measurements-repository.js';
import { refreshRecords } from './set-records.js';
import { sessionRows } from './workout-rows.js';

type Db = Kysely<Database>;

/** The sessions with their exercises and sets, oldest first: the `workout-sets` CSV's records. */
export async function readWorkouts(db: Db, userId: string): Promise<ExportedPhysical['workouts']> {
  const [workouts, entries, sets] = await Promise.all([
    db
      .selectFrom('workouts')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('started_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('workout_entries')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('workout_id')
      .orderBy('position')
      .execute(),
    db
      .selectFrom('workout_sets')
      .select(['entry_id', 'reps', 'weight_kg', 'rir', 'warm_up', 'duration_seconds', 'distance_m'])
      .where('user_id', '=', userId)
      .orderBy('entry_id')
      .orderBy('position')
      .execute(),
  ]);
  const setsOf = new Map<
    string,
    ExportedPhysical['workouts'][number]['exercises'][number]['sets']
  >();
  for (const { entry_id, warm_up, ...set } of sets) {
    const list = setsOf.get(entry_id) ?? [];
    list.push({ ...set, warm_up: warm_up === 1 });
    setsOf.set(entry_id, list);
  }
  const entriesOf = new Map<string, ExportedPhysical['workouts'][number]['exercises']>();
  for (const entry of entries) {
    const list = entriesOf.get(entry.workout_id) ?? [];
    list.push({
      exercise_id: entry.exercise_id,
      notes: entry.notes,
      sets: setsOf.get(entry.id) ?? [],
    });
    entriesOf.set(entry.workout_id, list);
  }
  return workouts.map((row) => ({
    id: row.id,
    name: row.name,
    notes: row.notes,
    started_at: row.started_at,
    finished_at: row.finished_at,
    local_date: row.local_date,
    routine_id: row.routine_id,
    source: row.source,
    import_key: row.import_key,
    created_at: row.created_at,
    updated_at: row.updated_at,
    exercises: entriesOf.get(row.id) ?? [],
  }));
}

/** The names of the user's own exercises by id (the CSV names each set's exercise). */
export async function readOwnExerciseNames(db: Db, userId: string): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('user_exercises')
    .select(['id', 'name'])
    .where('user_id', '=', userId)
    .execute();
  return new Map(rows.map((row) => [row.id, row.name]));
}

export async function readPhysical(db: Db, userId: string): Promise<ExportedPhysical> {
  const [exercises, workouts, routines, measurements] = await Promise.all([
    db
      .selectFrom('user_exercises')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    readWorkouts(db, userId),
    db
      .selectFrom('routines')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at')
      .orderBy('id')
      .execute(),
    db
      .selectFrom('body_measurements')
      .select(['date', ...OWN_MEASURES, 'created_at', 'updated_at'])
      .where('user_id', '=', userId)
      .orderBy('date')
      .execute(),
  ]);
  return {
    exercises: exercises.map((row) => ({
      id: row.id,
      name: row.name,
      primary_muscles: JSON.parse(row.primary_muscles) as MuscleGroup[],
      secondary_muscles: JSON.parse(row.secondary_muscles) as MuscleGroup[],
      equipment: row.equipment,
      kind: row.kind,
      created_at: row.created_at,
      updated_at: row.updated_at,
    })),
    workouts,
    routines: routines.map((row) => {
      const entries = JSON.parse(row.exercises) as (RoutineWrite['exercises'][number] & {
        position: number;
      })[];
      return {
        id: row.id,
        name: row.name,
        notes: row.notes,
        exercises: entries.map(({ position: _position, ...entry }) => entry),
        created_at: row.created_at,
        updated_at: row.updated_at,
      };
    }),
    measurements,
  };
}

/** Inside the import's transaction; returns how many sessions it wrote. */
export async function restorePhysical(
  target: { db: Db; kind: DatabaseKind },
  userId: string,
  section: ExportedPhysical | undefined,
): Promise<number> {
  if (!section) return 0;
  const exerciseIds = new Map(section.exercises.map((exercise) => [exercise.id, randomUUID()]));
  const exerciseRows = section.exercises.map((exercise) => ({
    ...exercise,
    id: exerciseIds.get(exercise.id)!,
    user_id: userId,
    primary_muscles: JSON.stringify(exercise.primary_muscles),
    secondary_muscles: JSON.stringify(exercise.secondary_muscles),
  }));
  const exercises = new Map<string, Exercise>();
  for (const row of exerciseRows) exercises.set(row.id, exerciseOfRow(row));
  const exerciseOf = (fileId: string) => {
    const id = exerciseIds.get(fileId) ?? fileId;
    return libraryExercise(id) ?? exercises.get(id)!;
  };
  const routineIds = new Map(section.routines.map((routine) => [routine.id, randomUUID()]));

  const workouts: Insertable<Database['workouts']>[] = [];
  const entries: Insertable<Database['workout_entries']>[] = [];
  const sets: Insertable<Database['workout_sets']>[] = [];
  const touched = new Map<string, Exercise>();
  for (const workout of section.workouts) {
    const workoutId = randomUUID();
    workouts.push({
      id: workoutId,
      user_id: userId,
      name: workout.name,
      notes: workout.notes,
      started_at: workout.started_at,
      finished_at: workout.finished_at,
      local_date: workout.local_date,
      routine_id: workout.routine_id === null ? null : (routineIds.get(workout.routine_id) ?? null),
      source: workout.source,
      import_key: workout.import_key,
      created_at: workout.created_at,
      updated_at: workout.updated_at,
    });
    const rows = sessionRows(
      {
        workoutId,
        userId,
        startedAt: workout.started_at,
        localDate: workout.local_date,
      },
      workout.exercises.map((entry) => {
        const exercise = exerciseOf(entry.exercise_id);
        touched.set(exercise.id, exercise);
        return { exercise, notes: entry.notes, sets: entry.sets };
      }),
    );
    entries.push(...rows.entries);
    sets.push(...rows.sets);
  }
  await insertInBatches(target, 'user_exercises', exerciseRows);
  await insertInBatches(
    target,
    'routines',
    section.routines.map((routine) => ({
      id: routineIds.get(routine.id)!,
      user_id: userId,
      name: routine.name,
      notes: routine.notes,
      exercises: JSON.stringify(
        routine.exercises.map((entry, position) => ({
          exercise_id: exerciseIds.get(entry.exercise_id) ?? entry.exercise_id,
          position,
          target_sets: entry.target_sets,
          target_reps: entry.target_reps ?? null,
          target_weight_kg: entry.target_weight_kg ?? null,
          notes: entry.notes ?? null,
        })),
      ),
      created_at: routine.created_at,
      updated_at: routine.updated_at,
    })),
  );
  await insertInBatches(target, 'workouts', workouts);
  await insertInBatches(target, 'workout_entries', entries);
  await insertInBatches(target, 'workout_sets', sets);
  await insertInBatches(
    target,
    'body_measurements',
    section.measurements.map((measurement) => ({ user_id: userId, ...measurement })),
  );
  await refreshRecords(target.db, userId, [...touched.values()], { events: false });
  return workouts.length;
}

/** A row per set for the `workout-sets` CSV: the session, the exercise, the set's figures. */
export function workoutSetRows(
  workouts: ExportedPhysical['workouts'],
  names: ReadonlyMap<string, string>,
) {
  return workouts.flatMap((workout) =>
    workout.exercises.flatMap((entry) =>
      entry.sets.map((set, index) => ({
        date: workout.local_date,
        started_at: workout.started_at,
        workout: workout.name,
        exercise:
          libraryExercise(entry.exercise_id)?.names.en ??
          names.get(entry.exercise_id) ??
          entry.exercise_id,
        set: index + 1,
        warm_up: set.warm_up ? 'yes' : 'no',
        reps: set.reps,
        weight_kg: set.weight_kg,
        rir: set.rir,
        duration_seconds: set.duration_seconds,
        distance_m: set.distance_m,
      })),
    ),
  );
}
