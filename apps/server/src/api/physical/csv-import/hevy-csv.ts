/**
 * Hevy's CSV export (as third-party readers of it parse it): `title,start_time,end_time,
 * description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,
 * distance_km,duration_seconds,rpe`, or `weight_lbs` and `distance_miles` for an imperial account.
 * One row per set; times local, written `26 Jul 2025, 07:06`; `set_type` is `normal`, `warmup`,
 * `dropset` or `failure` (only `warmup` is a warm-up). RPE is not imported.
 */
import { poundsToKilograms, type WallClock } from '@ascend/contracts';
import { milesToMetres, readExport, type ReadImport } from './imported-workout.js';

export const HEVY_REQUIRED = [
  'title',
  'start_time',
  'exercise_title',
  'set_index',
  'set_type',
  'reps',
];

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE = /^(\d{1,2}) ([A-Za-z]{3})[a-z]* (\d{4}),? (\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

function hevyWallClock(text: string): WallClock | null {
  const trimmed = text.trim();
  let wall: WallClock;
  const match = DATE.exec(trimmed);
  if (match) {
    const [, day, monthName, year, hour, minute, second = '0'] = match;
    const month = MONTHS.indexOf(monthName!.toLowerCase()) + 1;
    if (month === 0) return null;
    wall = {
      year: Number(year),
      month,
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
    };
  } else {
    const iso = ISO.exec(trimmed);
    if (!iso) return null;
    const [, year, month, day, hour, minute, second = '0'] = iso;
    wall = {
      year: Number(year),
      month: Number(month),
      day: Number(day),
      hour: Number(hour),
      minute: Number(minute),
      second: Number(second),
    };
  }
  if (wall.month > 12 || wall.day < 1 || wall.day > 31 || wall.hour > 23 || wall.minute > 59)
    return null;
  if (wall.second > 59) return null;
  return wall;
}

function secondsBetween(start: WallClock, end: WallClock): number {
  const at = (wall: WallClock) =>
    Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  return Math.round((at(end) - at(start)) / 1000);
}

export function readHevy(records: Record<string, string>[]): ReadImport {
  return readExport(records, (row) => {
    const started = hevyWallClock(row.start_time ?? '');
    if (!started) return 'start_time is not a date and time (26 Jul 2025, 07:06)';
    const exerciseName = (row.exercise_title ?? '').trim();
    if (exerciseName === '' || exerciseName.length > 100) {
      return 'The exercise has no name, or one over 100 characters';
    }
    const type = (row.set_type ?? '').trim().toLowerCase();
    if (!['normal', 'warmup', 'dropset', 'failure'].includes(type)) {
      return 'set_type is not normal, warmup, dropset or failure';
    }
    const pounds = row.weight_lbs !== undefined;
    const miles = row.distance_miles !== undefined;
    const name = (row.title ?? '').trim().slice(0, 100) || null;
    return {
      startedAt: started,
      key: `hevy:${row.start_time!.trim()}:${name ?? ''}`,
      name,
      notes: (row.description ?? '').trim().slice(0, 1_000) || null,
      durationSeconds: () => {
        const ended = hevyWallClock(row.end_time ?? '');
        return ended ? secondsBetween(started, ended) : null;
      },
      exerciseName,
      exerciseNotes: (row.exercise_notes ?? '').trim().slice(0, 1_000) || null,
      warmUp: type === 'warmup',
      weight: { name: 'weight', text: pounds ? row.weight_lbs : row.weight_kg },
      reps: { name: 'reps', text: row.reps },
      distance: { name: 'distance', text: miles ? row.distance_miles : row.distance_km },
      seconds: { name: 'duration_seconds', text: row.duration_seconds },
      kilograms: (weight) => (pounds ? poundsToKilograms(weight) : weight),
      metres: (distance) => (miles ? milesToMetres(distance) : distance * 1000),
    };
  });
}
