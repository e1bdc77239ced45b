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

interface ImportedWorkout {
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
function numberCell(text: string | undefined): number | null | 'invalid' {
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
function boundedSet(values: {
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

/** A number cell as the file writes it, with the name a problem calls it by. */
interface NumberCellOf {
  name: string;
  text: string | undefined;
}

/** One row of an export as its layout reads it (strong-csv.ts, hevy-csv.ts), before its bounds. */
interface ExportRow {
  startedAt: WallClock;
  /** The session's identity in its file: its app, its start as written and its name. */
  key: string;
  name: string | null;
  /** The session's notes, and its length in seconds when the file says (read for its first row). */
  notes: string | null;
  durationSeconds: () => number | null;
  exerciseName: string;
  exerciseNotes: string | null;
  warmUp: boolean;
  weight: NumberCellOf;
  reps: NumberCellOf;
  distance: NumberCellOf;
  seconds: NumberCellOf;
  /** The file's weight and distance in kilograms and metres. */
  kilograms: (weight: number) => number;
  metres: (distance: number) => number;
}

/**
 * An export's rows read into sessions, whichever app wrote it: `readRow` reads a row in its
 * layout (or says why it cannot); its numbers are checked against the product's bounds here, and
 * the rows of a session (by key) grouped into its entries.
 */
export function readExport(
  records: Record<string, string>[],
  readRow: (row: Record<string, string>) => ExportRow | string,
): ReadImport {
  const workouts = new Map<string, ImportedWorkout>();
  const problems: ImportProblem[] = [];
  records.forEach((record, index) => {
    const line = index + 2;
    const problem = (detail: string) => problems.push({ line, detail });
    const row = readRow(record);
    if (typeof row === 'string') return problem(row);
    const cells = [row.weight, row.reps, row.distance, row.seconds];
    const numbers = cells.map((cell) => numberCell(cell.text));
    const invalid = numbers.indexOf('invalid');
    if (invalid !== -1) return problem(`${cells[invalid]!.name} is not a number`);
    const [weight, reps, distance, seconds] = numbers as (number | null)[];
    const set = boundedSet({
      reps: reps ?? null,
      weightKg: weight == null ? null : row.kilograms(weight),
      seconds: seconds ?? null,
      metres: distance == null ? null : row.metres(distance),
      warmUp: row.warmUp,
    });
    if (typeof set === 'string') return problem(set);
    let workout = workouts.get(row.key);
    if (!workout) {
      workout = {
        key: row.key,
        name: row.name,
        notes: row.notes,
        startedAt: row.startedAt,
        durationSeconds: row.durationSeconds(),
        entries: [],
      };
      workouts.set(row.key, workout);
    }
    const refused = addSet(workout, row.exerciseName, row.exerciseNotes, { line, set });
    if (refused) problem(refused);
  });
  return { rows: records.length, workouts: [...workouts.values()], problems };
}

/** Adds a set to the session's entry of that exercise (consecutive rows of one exercise). */
function addSet(
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
