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
import { milesToMetres, readExport, type ReadImport } from './imported-workout.js';

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

function weightKg(value: number, unit: string): number {
  return unit.toLowerCase().startsWith('lb') ? poundsToKilograms(value) : value;
}

function distanceMetres(value: number, unit: string): number {
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
  return readExport(records, (row) => {
    const started = strongWallClock(row.Date ?? '');
    if (!started) return 'The date is not a date and time (YYYY-MM-DD HH:MM:SS)';
    const exerciseName = (row['Exercise Name'] ?? '').trim();
    if (exerciseName === '' || exerciseName.length > 100) {
      return 'The exercise has no name, or one over 100 characters';
    }
    const order = (row['Set Order'] ?? '').trim().toUpperCase();
    if (!/^(\d+|W|D|F)$/.test(order)) return 'The set order is not a set number, W, D or F';
    const unitOfWeight = row['Weight Unit'] ?? weightUnit;
    const unitOfDistance = row['Distance Unit'] ?? (weightUnit === 'lb' ? 'mi' : 'km');
    const name = (row['Workout Name'] ?? '').trim().slice(0, 100) || null;
    return {
      startedAt: started,
      key: `strong:${row.Date!.trim()}:${name ?? ''}`,
      name,
      notes: (row['Workout Notes'] ?? '').trim().slice(0, 1_000) || null,
      durationSeconds: () => strongDuration(row.Duration),
      exerciseName,
      exerciseNotes: (row.Notes ?? '').trim().slice(0, 1_000) || null,
      warmUp: order === 'W',
      weight: { name: 'weight', text: row.Weight },
      reps: { name: 'reps', text: row.Reps },
      distance: { name: 'distance', text: row.Distance },
      seconds: { name: 'seconds', text: row.Seconds },
      kilograms: (weight) => weightKg(weight, unitOfWeight),
      metres: (distance) => distanceMetres(distance, unitOfDistance),
    };
  });
}
