/**
 * Hevy's CSV export (as third-party readers of it parse it): `title,start_time,end_time,
 * description,exercise_title,superset_id,exercise_notes,set_index,set_type,weight_kg,reps,
 * distance_km,duration_seconds,rpe`, or `weight_lbs` and `distance_miles` for an imperial account.
 * One row per set; times local, written `26 Jul 2025, 07:06`; `set_type` is `normal`, `warmup`,
 * `dropset` or `failure` (only `warmup` is a warm-up). RPE is not imported.
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
  const workouts = new Map<string, ImportedWorkout>();
  const problems: ImportProblem[] = [];
  records.forEach((row, index) => {
    const line = index + 2;
    const problem = (detail: string) => problems.push({ line, detail });
    const started = hevyWallClock(row.start_time ?? '');
    if (!started) return problem('start_time is not a date and time (26 Jul 2025, 07:06)');
    const exerciseName = (row.exercise_title ?? '').trim();
    if (exerciseName === '' || exerciseName.length > 100) {
      return problem('The exercise has no name, or one over 100 characters');
    }
    const type = (row.set_type ?? '').trim().toLowerCase();
    if (!['normal', 'warmup', 'dropset', 'failure'].includes(type)) {
      return problem('set_type is not normal, warmup, dropset or failure');
    }
    const pounds = row.weight_lbs !== undefined;
    const miles = row.distance_miles !== undefined;
    const numbers = {
      weight: numberCell(pounds ? row.weight_lbs : row.weight_kg),
      reps: numberCell(row.reps),
      distance: numberCell(miles ? row.distance_miles : row.distance_km),
      duration_seconds: numberCell(row.duration_seconds),
    };
    const invalid = Object.entries(numbers).find(([, value]) => value === 'invalid');
    if (invalid) return problem(`${invalid[0]} is not a number`);
    const {
      weight,
      reps,
      distance,
      duration_seconds: seconds,
    } = numbers as Record<string, number | null>;
    const set = boundedSet({
      reps: reps ?? null,
      weightKg: weight == null ? null : pounds ? poundsToKilograms(weight) : weight,
      seconds: seconds ?? null,
      metres: distance == null ? null : miles ? milesToMetres(distance) : distance * 1000,
      warmUp: type === 'warmup',
    });
    if (typeof set === 'string') return problem(set);
    const name = (row.title ?? '').trim().slice(0, 100) || null;
    const key = `hevy:${row.start_time!.trim()}:${name ?? ''}`;
    let workout = workouts.get(key);
    if (!workout) {
      const ended = hevyWallClock(row.end_time ?? '');
      workout = {
        key,
        name,
        notes: (row.description ?? '').trim().slice(0, 1_000) || null,
        startedAt: started,
        durationSeconds: ended ? secondsBetween(started, ended) : null,
        entries: [],
      };
      workouts.set(key, workout);
    }
    const notes = (row.exercise_notes ?? '').trim().slice(0, 1_000) || null;
    const refused = addSet(workout, exerciseName, notes, { line, set });
    if (refused) problem(refused);
  });
  return { rows: records.length, workouts: [...workouts.values()], problems };
}
