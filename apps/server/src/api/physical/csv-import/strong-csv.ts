/**
 * Strong's CSV export. Its documented layouts (as third-party readers of it parse them):
 * - current: `Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,
 *   Notes,Workout Notes,RPE` (commas; weights and distances in the app's units, not named);
 * - older: `Date;Workout Name;Exercise Name;Set Order;Weight;Weight Unit;Reps;RPE;Distance;
 *   Distance Unit;Seconds;Notes;Workout Notes` (semicolons, units named per row).
 * One row per set; the rows of a session share its `Date` (its start, local time, either
 * `2019-01-11 12:31:54` or `2024-03-02 6:05:09 PM`). `Set Order` is the set's number, or `W` for a
 * warm-up (`D` drop and `F` failure sets are working sets). RPE is not imported.
 */
import { poundsToKilograms, type WallClock } from '@ascend/contracts';
import {
  addSet,
  boundedSet,
  milesToMetres,
  numberCell,
  type ImportProblem,
  type ImportedWorkout,
  type ReadImport,
} from './imported-workout.js';

export const STRONG_REQUIRED = [
  'Date',
  'Workout Name',
  'Exercise Name',
  'Set Order',
  'Weight',
  'Reps',
];

const DATE =
  /^(\d{4})-(\d{2})-(\d{2})[ T](\d{1,2}):(\d{2})(?::(\d{2}))?(?:\s*([AaPp])\.?[Mm]\.?)?$/;

function strongWallClock(text: string): WallClock | null {
  // Newer exports separate the time from AM/PM with a narrow no-break space (U+202F).
  const match = DATE.exec(text.replace(/[\u202f\u00a0]/g, ' ').trim());
  if (!match) return null;
  const [, year, month, day, hourText, minute, second = '0', half] = match;
  let hour = Number(hourText);
  if (half !== undefined) {
    if (hour < 1 || hour > 12) return null;
    hour = (hour % 12) + (half.toLowerCase() === 'p' ? 12 : 0);
  }
  const wall = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour,
    minute: Number(minute),
    second: Number(second),
  };
  if (wall.month < 1 || wall.month > 12 || wall.day < 1 || wall.day > 31 || wall.hour > 23)
    return null;
  if (wall.minute > 59 || wall.second > 59) return null;
  return wall;
}

/** `1h 5m`, `45m`, `30s`, `1h`: seconds; null when empty or unreadable. */
function strongDuration(text: string | undefined): number | null {
  const trimmed = (text ?? '').trim();
  if (trimmed === '') return null;
  const match = /^(?:(\d+)\s*h)?\s*(?:(\d+)\s*m(?:in)?)?\s*(?:(\d+)\s*s)?$/i.exec(trimmed);
  if (!match || match[0].trim() === '') return null;
  const [, hours = '0', minutes = '0', seconds = '0'] = match;
  return Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds);
}

function weightKg(value: number | null, unit: string): number | null {
  if (value === null) return null;
  return unit.toLowerCase().startsWith('lb') ? poundsToKilograms(value) : value;
}

function distanceMetres(value: number | null, unit: string): number | null {
  if (value === null) return null;
  const lower = unit.toLowerCase();
  if (lower === 'mi' || lower.startsWith('mile')) return milesToMetres(value);
  if (lower === 'm' || lower.startsWith('meter') || lower.startsWith('metre')) return value;
  if (lower === 'ft' || lower.startsWith('feet')) return value * 0.3048;
  return value * 1000;
}

export function readStrong(
  records: Record<string, string>[],
  { weightUnit }: { weightUnit: 'kg' | 'lb' },
): ReadImport {
  const workouts = new Map<string, ImportedWorkout>();
  const problems: ImportProblem[] = [];
  records.forEach((row, index) => {
    const line = index + 2;
    const problem = (detail: string) => problems.push({ line, detail });
    const started = strongWallClock(row.Date ?? '');
    if (!started) return problem('The date is not a date and time (YYYY-MM-DD HH:MM:SS)');
    const exerciseName = (row['Exercise Name'] ?? '').trim();
    if (exerciseName === '' || exerciseName.length > 100) {
      return problem('The exercise has no name, or one over 100 characters');
    }
    const order = (row['Set Order'] ?? '').trim().toUpperCase();
    if (!/^(\d+|W|D|F)$/.test(order))
      return problem('The set order is not a set number, W, D or F');
    const numbers = {
      weight: numberCell(row.Weight),
      reps: numberCell(row.Reps),
      distance: numberCell(row.Distance),
      seconds: numberCell(row.Seconds),
    };
    const invalid = Object.entries(numbers).find(([, value]) => value === 'invalid');
    if (invalid) return problem(`${invalid[0]} is not a number`);
    const { weight, reps, distance, seconds } = numbers as Record<string, number | null>;
    const unitOfWeight = row['Weight Unit'] ?? weightUnit;
    const unitOfDistance = row['Distance Unit'] ?? (weightUnit === 'lb' ? 'mi' : 'km');
    const set = boundedSet({
      reps: reps ?? null,
      weightKg: weightKg(weight ?? null, unitOfWeight),
      seconds: seconds ?? null,
      metres: distanceMetres(distance ?? null, unitOfDistance),
      warmUp: order === 'W',
    });
    if (typeof set === 'string') return problem(set);
    const name = (row['Workout Name'] ?? '').trim().slice(0, 100) || null;
    const key = `strong:${row.Date!.trim()}:${name ?? ''}`;
    let workout = workouts.get(key);
    if (!workout) {
      const duration = strongDuration(row.Duration);
      workout = {
        key,
        name,
        notes: (row['Workout Notes'] ?? '').trim().slice(0, 1_000) || null,
        startedAt: started,
        durationSeconds: duration,
        entries: [],
      };
      workouts.set(key, workout);
    }
    const notes = (row.Notes ?? '').trim().slice(0, 1_000) || null;
    const refused = addSet(workout, exerciseName, notes, { line, set });
    if (refused) problem(refused);
  });
  return { rows: records.length, workouts: [...workouts.values()], problems };
}
