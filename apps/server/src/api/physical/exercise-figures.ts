/**
 * What one exercise's working sets add up to, as pure functions of their rows: a session's
 * figures (the history chart's point, kept in `exercise_sessions`) and the current bests, each
 * with the first set that reached it (a tie later is no new best), folded session by session so
 * that the bests before the latest session can be kept (`exercise_prior_records`) and only
 * that session's sets folded in on a read.
 */
import type { ExerciseKind, ExerciseSession, PersonalRecord, RecordKind } from '@ascend/contracts';
import { recordsOf, rowVolume } from './workout-rows.js';

/** A working set as the figures read it. */
export interface FigureRow {
  id: string;
  workout_id: string;
  started_at: string;
  local_date: string;
  reps: number | null;
  weight_kg: number | null;
  warm_up: number;
  duration_seconds: number | null;
  distance_m: number | null;
  e1rm_kg: number | null;
  records: string;
}

/** The figures columns of `workout_sets`, in the order done within an exercise. */
export const FIGURE_COLUMNS = [
  'id',
  'workout_id',
  'started_at',
  'local_date',
  'reps',
  'weight_kg',
  'warm_up',
  'duration_seconds',
  'distance_m',
  'e1rm_kg',
  'records',
] as const;

/** The columns of `exercise_sessions` that make a point of the history (`ExerciseSession`). */
export const SESSION_COLUMNS = [
  'workout_id',
  'started_at',
  'local_date',
  'best_e1rm_kg',
  'top_weight_kg',
  'volume_kg',
  'working_sets',
  'reps',
  'best_duration_seconds',
  'best_distance_m',
  'record_count',
] as const;

/** Sets of one exercise in the order done, grouped into sessions. */
export function sessionsOf<Row extends { workout_id: string }>(rows: readonly Row[]): Row[][] {
  const sessions: Row[][] = [];
  for (const row of rows) {
    const last = sessions.at(-1);
    if (last && last[0]!.workout_id === row.workout_id) last.push(row);
    else sessions.push([row]);
  }
  return sessions;
}

/** A session's figures of an exercise, without where and when it was. */
export type SessionFigures = Omit<ExerciseSession, 'workout_id' | 'started_at' | 'local_date'>;

/** The larger of a best and a value, where only a positive value counts (null: none yet). */
const larger = (best: number | null, value: number | null) =>
  value !== null && value > 0 && (best === null || value > best) ? value : best;

/**
 * A session's figures with one more working set, the next in the order done (`null`: none yet):
 * by arithmetic from that set, so logging a set never adds the session up again, and folded over
 * its sets by `sessionFigures`, so both count alike to the last bit.
 */
export function addToSessionFigures(
  figures: SessionFigures | null,
  set: FigureRow,
): SessionFigures {
  return {
    best_e1rm_kg: larger(figures?.best_e1rm_kg ?? null, set.e1rm_kg),
    top_weight_kg: larger(figures?.top_weight_kg ?? null, set.weight_kg),
    volume_kg: (figures?.volume_kg ?? 0) + rowVolume(set),
    working_sets: (figures?.working_sets ?? 0) + 1,
    reps: (figures?.reps ?? 0) + (set.reps ?? 0),
    best_duration_seconds: larger(figures?.best_duration_seconds ?? null, set.duration_seconds),
    best_distance_m: larger(figures?.best_distance_m ?? null, set.distance_m),
    record_count: (figures?.record_count ?? 0) + (recordsOf(set.records).length > 0 ? 1 : 0),
  };
}

/** One session's working sets of an exercise: its point of the history. */
export function sessionFigures(sets: readonly FigureRow[]): ExerciseSession {
  const first = sets[0]!;
  let figures: SessionFigures | null = null;
  for (const set of sets) figures = addToSessionFigures(figures, set);
  return {
    workout_id: first.workout_id,
    started_at: first.started_at,
    local_date: first.local_date,
    ...figures!,
  };
}

/** Current bests by key (`e1rm`, `weight`, `reps@<grams>`, `session_volume`, …). */
export type BestsByKey = Map<string, PersonalRecord>;

/**
 * Folds sessions of working sets (in the order done) into `bests`, in place. `repsAtWeight`
 * adds the most reps at each load.
 */
export function foldBests(
  bests: BestsByKey,
  exerciseId: string,
  kind: ExerciseKind,
  sessions: readonly (readonly FigureRow[])[],
  { repsAtWeight }: { repsAtWeight: boolean },
): BestsByKey {
  const consider = (key: string, recordKind: RecordKind, value: number, set: FigureRow) => {
    if (!(value > 0)) return;
    const current = bests.get(key);
    if (current && current.value >= value) return;
    bests.set(key, {
      exercise_id: exerciseId,
      kind: recordKind,
      value,
      weight_kg: set.weight_kg,
      reps: set.reps,
      set_id: set.id,
      workout_id: set.workout_id,
      achieved_at: set.started_at,
    });
  };
  for (const sets of sessions) {
    let volume = 0;
    for (const set of sets) {
      if (kind === 'weight_reps') {
        consider('e1rm', 'e1rm', set.e1rm_kg ?? 0, set);
        if ((set.reps ?? 0) >= 1) consider('weight', 'weight', set.weight_kg ?? 0, set);
      }
      if ((kind === 'weight_reps' || kind === 'reps') && repsAtWeight && (set.reps ?? 0) >= 1) {
        consider(
          `reps@${Math.round((set.weight_kg ?? 0) * 1000)}`,
          'reps_at_weight',
          set.reps!,
          set,
        );
      }
      if (kind === 'time') consider('duration', 'duration', set.duration_seconds ?? 0, set);
      if (kind === 'distance') consider('distance', 'distance', set.distance_m ?? 0, set);
      volume += rowVolume(set);
    }
    if ((kind === 'weight_reps' || kind === 'reps') && sets.length > 0) {
      consider('session_volume', 'session_volume', volume, sets.at(-1)!);
    }
  }
  return bests;
}

export const storedRecords = (bests: BestsByKey): string => JSON.stringify([...bests]);

export const parsedRecords = (text: string): BestsByKey =>
  new Map(JSON.parse(text) as [string, PersonalRecord][]);
