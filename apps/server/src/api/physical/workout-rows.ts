/** Stored workouts as the API answers them: a session with its entries and sets. */
import {
  estimateOneRepMax,
  setVolumeKg,
  type Exercise,
  type RecordKind,
  type SetInput,
  type Workout,
  type WorkoutSet,
} from '@ascend/contracts';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';

type Db = Kysely<Database>;
export type WorkoutRow = Selectable<Database['workouts']>;
export type SetRow = Selectable<Database['workout_sets']>;

function durationOf(row: Pick<WorkoutRow, 'started_at' | 'finished_at'>): number | null {
  if (row.finished_at === null) return null;
  return Math.round((Date.parse(row.finished_at) - Date.parse(row.started_at)) / 1000);
}

export function recordsOf(text: string): RecordKind[] {
  return text === '' ? [] : (text.split(',') as RecordKind[]);
}

export function setOfRow(row: SetRow): WorkoutSet {
  return {
    id: row.id,
    position: row.position,
    reps: row.reps,
    weight_kg: row.weight_kg,
    rir: row.rir,
    warm_up: row.warm_up === 1,
    duration_seconds: row.duration_seconds,
    distance_m: row.distance_m,
    e1rm_kg: row.e1rm_kg,
    records: recordsOf(row.records),
  };
}

export function workoutHeader(row: WorkoutRow): Omit<Workout, 'exercises'> {
  return {
    id: row.id,
    name: row.name,
    notes: row.notes,
    started_at: row.started_at,
    finished_at: row.finished_at,
    duration_seconds: durationOf(row),
    local_date: row.local_date,
    routine_id: row.routine_id,
    source: row.source,
    created_at: row.created_at,
    updated_at: row.updated_at,
  };
}

/** The user's workout with its entries and sets, or undefined. */
export async function readWorkout(
  db: Db,
  userId: string,
  id: string,
): Promise<Workout | undefined> {
  const row = await db
    .selectFrom('workouts')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) return undefined;
  const [entries, sets] = await Promise.all([
    db
      .selectFrom('workout_entries')
      .selectAll()
      .where('workout_id', '=', id)
      .orderBy('position')
      .execute(),
    db
      .selectFrom('workout_sets')
      .selectAll()
      .where('workout_id', '=', id)
      .orderBy('entry_position')
      .orderBy('position')
      .execute(),
  ]);
  const setsOf = new Map<string, WorkoutSet[]>();
  for (const set of sets) {
    const list = setsOf.get(set.entry_id) ?? [];
    list.push(setOfRow(set));
    setsOf.set(set.entry_id, list);
  }
  return {
    ...workoutHeader(row),
    exercises: entries.map((entry) => ({
      id: entry.id,
      exercise_id: entry.exercise_id,
      position: entry.position,
      notes: entry.notes,
      sets: setsOf.get(entry.id) ?? [],
    })),
  };
}

/** A set's tonnage from its row. */
export function rowVolume(row: Pick<SetRow, 'reps' | 'weight_kg' | 'warm_up'>): number {
  return setVolumeKg({
    reps: row.reps,
    weight_kg: row.weight_kg,
    warm_up: row.warm_up === 1,
    duration_seconds: null,
    distance_m: null,
  });
}

/** A set as stored: its estimated 1RM for a working set of load and reps. */
export function setValues(
  set: SetInput,
  exercise: Pick<Exercise, 'kind'>,
): Omit<
  SetRow,
  | 'id'
  | 'entry_id'
  | 'workout_id'
  | 'user_id'
  | 'exercise_id'
  | 'started_at'
  | 'local_date'
  | 'entry_position'
  | 'position'
> {
  const warmUp = set.warm_up ?? false;
  return {
    reps: set.reps ?? null,
    weight_kg: set.weight_kg ?? null,
    rir: set.rir ?? null,
    warm_up: warmUp ? 1 : 0,
    duration_seconds: set.duration_seconds ?? null,
    distance_m: set.distance_m ?? null,
    e1rm_kg:
      exercise.kind === 'weight_reps' && !warmUp
        ? estimateOneRepMax(set.weight_kg ?? null, set.reps ?? null)
        : null,
    records: '',
  };
}

type EntryRow = Selectable<Database['workout_entries']>;

/** An entry of a session as written: its exercise, its notes and its sets in order. */
export interface EntryToWrite {
  /** The client's id, kept; a new one when absent. */
  id?: string | undefined;
  exercise: Pick<Exercise, 'id' | 'kind'>;
  notes: string | null;
  sets: readonly SetInput[];
}

/**
 * A session's entries and sets as rows (a session saved whole, an import, an account restored):
 * each set with its session's owner, start and day and its exercise copied, in the order given.
 */
export function sessionRows(
  session: { workoutId: string; userId: string; startedAt: string; localDate: string },
  written: readonly EntryToWrite[],
): { entries: EntryRow[]; sets: SetRow[] } {
  const entries: EntryRow[] = [];
  const sets: SetRow[] = [];
  written.forEach((entry, entryPosition) => {
    const entryId = entry.id ?? timeOrderedId();
    entries.push({
      id: entryId,
      workout_id: session.workoutId,
      user_id: session.userId,
      exercise_id: entry.exercise.id,
      position: entryPosition,
      notes: entry.notes,
    });
    entry.sets.forEach((set, position) => {
      sets.push({
        id: set.id ?? timeOrderedId(),
        entry_id: entryId,
        workout_id: session.workoutId,
        user_id: session.userId,
        exercise_id: entry.exercise.id,
        started_at: session.startedAt,
        local_date: session.localDate,
        entry_position: entryPosition,
        position,
        ...setValues(set, entry.exercise),
      });
    });
  });
  return { entries, sets };
}
