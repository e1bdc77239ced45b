/**
 * What a CSV export of another logger reads into, whichever app wrote it: sessions of exercises
 * named as that app names them, with their sets; and the lines that could not be read.
 */
import { PHYSICAL_LIMITS, type SetInput, type WallClock } from '@ascend/contracts';

export interface ImportedSet {
  /** The file's line (1 = the header). */
  line: number;
  set: SetInput;
}

interface ImportedEntry {
  exerciseName: string;
  notes: string | null;
  sets: ImportedSet[];
}

export interface ImportedWorkout {
  /** The session's identity in its file: the same session read again has the same key. */
  key: string;
  name: string | null;
  notes: string | null;
  startedAt: WallClock;
  /** Seconds after the start, when the file says. */
  durationSeconds: number | null;
  entries: ImportedEntry[];
}

export interface ImportProblem {
  line: number;
  detail: string;
}

export interface ReadImport {
  rows: number;
  workouts: ImportedWorkout[];
  problems: ImportProblem[];
}

/** A number cell: empty is null; anything not a finite number is a problem. */
export function numberCell(text: string | undefined): number | null | 'invalid' {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  // Some locales write a decimal comma ("102,5"); a thousands separator never appears in these.
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) ? value : 'invalid';
}

/**
 * A set's numbers checked against the product's bounds, in kg, seconds and metres (`null` for a
 * cell left empty or 0 where 0 means "not recorded": time and distance).
 */
export function boundedSet(values: {
  reps: number | null;
  weightKg: number | null;
  seconds: number | null;
  metres: number | null;
  warmUp: boolean;
}): SetInput | string {
  const L = PHYSICAL_LIMITS;
  const { reps, weightKg, seconds, metres } = values;
  if (reps !== null && (!Number.isInteger(reps) || reps < 0 || reps > L.maxReps)) {
    return `Reps must be a whole number from 0 to ${L.maxReps}`;
  }
  if (weightKg !== null && (weightKg < 0 || weightKg > L.maxWeightKg)) {
    return `Weight must be from 0 to ${L.maxWeightKg} kg`;
  }
  if (seconds !== null && (seconds < 0 || seconds > L.maxDurationSeconds)) {
    return 'A set lasts at most 24 hours';
  }
  if (metres !== null && (metres < 0 || metres > L.maxDistanceMetres)) {
    return `Distance must be from 0 to ${L.maxDistanceMetres / 1000} km`;
  }
  return {
    reps,
    weight_kg: weightKg === null ? null : Math.round(weightKg * 1000) / 1000,
    warm_up: values.warmUp,
    duration_seconds: seconds === null || seconds === 0 ? null : Math.round(seconds),
    distance_m: metres === null || metres === 0 ? null : Math.round(metres * 100) / 100,
  };
}

/** Adds a set to the session's entry of that exercise (consecutive rows of one exercise). */
export function addSet(
  workout: ImportedWorkout,
  exerciseName: string,
  notes: string | null,
  set: ImportedSet,
): string | null {
  const count = workout.entries.reduce((sum, entry) => sum + entry.sets.length, 0);
  if (count >= PHYSICAL_LIMITS.maxSetsPerWorkout) {
    return `A session holds at most ${PHYSICAL_LIMITS.maxSetsPerWorkout} sets`;
  }
  let entry = workout.entries.at(-1);
  if (!entry || entry.exerciseName !== exerciseName) {
    entry = workout.entries.find((candidate) => candidate.exerciseName === exerciseName);
  }
  if (!entry) {
    if (workout.entries.length >= PHYSICAL_LIMITS.maxExercisesPerWorkout) {
      return `A session holds at most ${PHYSICAL_LIMITS.maxExercisesPerWorkout} exercises`;
    }
    entry = { exerciseName, notes, sets: [] };
    workout.entries.push(entry);
  }
  entry.sets.push(set);
  return null;
}

/**
 * 1 international mile = 1 760 yards of exactly 0.9144 m = 1 609.344 m exactly (the 1959
 * international yard and pound agreement; https://en.wikipedia.org/wiki/Mile ).
 */
export const milesToMetres = (miles: number) => miles * 1609.344;
