/**
 * Personal records (issue 18): a set is a record when it beats every earlier working set of the
 * exercise (warm-ups never count) in one of these; a tie is no new best. The first session of an
 * exercise sets the marks to beat and makes no record: otherwise every new exercise would be a
 * record at its first set, and a user could earn points by creating exercises.
 *
 * - `e1rm`: estimated one-rep max (one-rep-max.ts), for load-and-reps exercises;
 * - `weight`: the heaviest load lifted, for any repetitions;
 * - `reps_at_weight`: the most repetitions at exactly that load (a bodyweight exercise's sets are
 *   at load 0 unless weighted);
 * - `session_volume`: the session's tonnage (load × reps of its working sets) beyond every earlier
 *   session's, marked at the set whose running total first passed it;
 * - `duration`, `distance`: the longest time or distance of one set, for those kinds.
 */
import type { ExerciseKind } from './exercises.js';
import { estimateOneRepMax } from './one-rep-max.js';

export const RECORD_KINDS = [
  'e1rm',
  'weight',
  'reps_at_weight',
  'session_volume',
  'duration',
  'distance',
] as const;
export type RecordKind = (typeof RECORD_KINDS)[number];

/** What record detection reads of a set. */
export interface RecordableSet {
  reps: number | null;
  weight_kg: number | null;
  warm_up: boolean;
  duration_seconds: number | null;
  distance_m: number | null;
}

/** The marks to beat, after the sessions seen so far. */
export interface RecordBests {
  sessions: number;
  e1rm: number;
  weight: number;
  /** Most reps at each load, keyed by the load in grams (loads are stored to the gram). */
  repsAtWeight: Map<number, number>;
  sessionVolume: number;
  duration: number;
  distance: number;
}

export function emptyBests(): RecordBests {
  return {
    sessions: 0,
    e1rm: 0,
    weight: 0,
    repsAtWeight: new Map(),
    sessionVolume: 0,
    duration: 0,
    distance: 0,
  };
}

/** A working set's tonnage (load × reps), 0 for a warm-up or a set without both. */
export function setVolumeKg(set: RecordableSet): number {
  if (set.warm_up || set.reps === null || set.weight_kg === null) return 0;
  return set.weight_kg * set.reps;
}

const grams = (kg: number) => Math.round(kg * 1000);

/** What a set adds to its session's tonnage as the records count it (a set of load and reps). */
function countedVolume(kind: ExerciseKind, set: RecordableSet): number {
  if (set.warm_up || (kind !== 'weight_reps' && kind !== 'reps') || (set.reps ?? 0) < 1) return 0;
  return setVolumeKg(set);
}

/** What one set does at its place in a session (`nextSetOf`). */
export interface NextSet {
  /** The records it makes. */
  records: RecordKind[];
  /** Whether it moved any mark (a new best, counted or not): false leaves `bests` as they were. */
  marksMoved: boolean;
}

/**
 * What one set does at its place in a session, the sets before it in that session already
 * counted: `bests` are the marks mid-session (the best of each set's figure through the set before
 * this one; `sessions` and `sessionVolume` still those of the earlier sessions), updated in place;
 * `volumeBefore` is the session's tonnage before this set. Appending a set to a session changes no
 * earlier set's records, so logging one reads these marks rather than the session's sets, and
 * writes them back only when they moved.
 */
export function nextSetOf(
  kind: ExerciseKind,
  set: RecordableSet,
  bests: RecordBests,
  volumeBefore: number,
): NextSet {
  const records: RecordKind[] = [];
  let marksMoved = false;
  if (set.warm_up) return { records, marksMoved };
  // Nothing to beat in the first session: it only sets the marks (see the module's comment).
  const scoring = bests.sessions > 0;
  const beats = (value: number, best: number) => scoring && value > best;
  if (kind === 'weight_reps' || kind === 'reps') {
    const reps = set.reps ?? 0;
    const load = set.weight_kg ?? 0;
    if (reps >= 1) {
      if (kind === 'weight_reps') {
        const e1rm = estimateOneRepMax(load, reps) ?? 0;
        if (e1rm > 0 && beats(e1rm, bests.e1rm)) records.push('e1rm');
        if (e1rm > bests.e1rm) {
          bests.e1rm = e1rm;
          marksMoved = true;
        }
        if (load > 0 && beats(load, bests.weight)) records.push('weight');
        if (load > bests.weight) {
          bests.weight = load;
          marksMoved = true;
        }
      }
      const key = grams(load);
      const before = bests.repsAtWeight.get(key);
      // A load never lifted before has no reps to beat: it is a `weight` record or none.
      if (before !== undefined && beats(reps, before)) records.push('reps_at_weight');
      if (before === undefined || reps > before) {
        bests.repsAtWeight.set(key, reps);
        marksMoved = true;
      }
      // The session's tonnage grows set by set, so the set whose running total first passes the
      // earlier sessions' best is the one where it passed it now and had not before.
      const volume = volumeBefore + countedVolume(kind, set);
      const passedBefore = volumeBefore > 0 && volumeBefore > bests.sessionVolume;
      if (!passedBefore && volume > 0 && beats(volume, bests.sessionVolume)) {
        records.push('session_volume');
      }
    }
  } else if (kind === 'time') {
    const duration = set.duration_seconds ?? 0;
    if (duration > 0 && beats(duration, bests.duration)) records.push('duration');
    if (duration > bests.duration) {
      bests.duration = duration;
      marksMoved = true;
    }
  } else {
    const distance = set.distance_m ?? 0;
    if (distance > 0 && beats(distance, bests.distance)) records.push('distance');
    if (distance > bests.distance) {
      bests.distance = distance;
      marksMoved = true;
    }
  }
  return { records, marksMoved };
}

/** Closes a session's marks (`nextSetOf`): its tonnage and its count join the earlier sessions'. */
function closeSession(bests: RecordBests, volume: number, hadWorkingSet: boolean): void {
  bests.sessionVolume = Math.max(bests.sessionVolume, volume);
  if (hadWorkingSet) bests.sessions += 1;
}

/**
 * One session's sets of the exercise, in the order they were done: the records each set makes,
 * and the bests after it (`bests` is updated in place). Sets of one exercise done in two entries
 * of one session are one session here.
 */
export function recordsOfSession(
  kind: ExerciseKind,
  sets: readonly RecordableSet[],
  bests: RecordBests,
): RecordKind[][] {
  let volume = 0;
  const marks = sets.map((set) => {
    const { records } = nextSetOf(kind, set, bests, volume);
    volume += countedVolume(kind, set);
    return records;
  });
  closeSession(
    bests,
    volume,
    sets.some((set) => !set.warm_up),
  );
  return marks;
}

/** Every session of one exercise in the order done: the records of each set of each. */
export function detectRecords(
  kind: ExerciseKind,
  sessions: readonly (readonly RecordableSet[])[],
): RecordKind[][][] {
  const bests = emptyBests();
  return sessions.map((sets) => recordsOfSession(kind, sets, bests));
}
