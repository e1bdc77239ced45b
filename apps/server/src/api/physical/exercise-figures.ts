/**
 * What one exercise's working sets add up to, as pure functions of their rows: a session's
 * figures (the history chart's point, kept in `exercise_sessions`) and the current bests, each
 * with the first set that reached it (a tie later is no new best), folded session by session so
 * that the bests before the latest session can be kept (`exercise_bests.prior_records`) and only
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

const largest = (values: (number | null)[]) => {
  const present = values.filter((value): value is number => value !== null && value > 0);
  return present.length === 0 ? null : Math.max(...present);
};

/** One session's working sets of an exercise: its point of the history. */
export function sessionFigures(sets: readonly FigureRow[]): ExerciseSession {
  const first = sets[0]!;
  return {
    workout_id: first.workout_id,
    started_at: first.started_at,
    local_date: first.local_date,
    best_e1rm_kg: largest(sets.map((set) => set.e1rm_kg)),
    top_weight_kg: largest(sets.map((set) => set.weight_kg)),
    volume_kg: sets.reduce((sum, set) => sum + rowVolume(set), 0),
    working_sets: sets.length,
    reps: sets.reduce((sum, set) => sum + (set.reps ?? 0), 0),
    best_duration_seconds: largest(sets.map((set) => set.duration_seconds)),
    best_distance_m: largest(sets.map((set) => set.distance_m)),
    record_count: sets.filter((set) => recordsOf(set.records).length > 0).length,
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
