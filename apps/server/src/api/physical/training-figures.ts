/**
 * What the user's sets add up to: one exercise's history (a point per session for the chart of
 * estimated 1RM and volume) with its current bests, every exercise's bests, and the weekly volume
 * per muscle group. Read from the sets' own copies of their day, start and exercise (one index, no
 * joins); warm-up sets count for none of it.
 */
import {
  MUSCLE_GROUPS,
  type Exercise,
  type ExerciseHistory,
  type ExerciseKind,
  type ExerciseSession,
  type MuscleGroup,
  type PersonalRecord,
  type RecordKind,
  type WeeklyVolume,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { addDays, dateOfDay, dayNumber, mondayOfDay } from '../tracking/day-numbers.js';
import { knownExercises } from './exercise-catalogue.js';
import { recordsOf, rowVolume } from './workout-rows.js';

type Db = Kysely<Database>;

const SET_COLUMNS = [
  'id',
  'workout_id',
  'exercise_id',
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

interface FigureRow {
  id: string;
  workout_id: string;
  exercise_id: string;
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

function setsQuery(db: Db, userId: string) {
  return db
    .selectFrom('workout_sets')
    .select(SET_COLUMNS)
    .where('user_id', '=', userId)
    .where('warm_up', '=', 0)
    .orderBy('exercise_id')
    .orderBy('started_at')
    .orderBy('workout_id')
    .orderBy('entry_position')
    .orderBy('position');
}

/** The sets of one exercise grouped into sessions, in the order done. */
function sessionsOf(rows: readonly FigureRow[]): FigureRow[][] {
  const sessions: FigureRow[][] = [];
  for (const row of rows) {
    const last = sessions.at(-1);
    if (last && last[0]!.workout_id === row.workout_id) last.push(row);
    else sessions.push([row]);
  }
  return sessions;
}

function sessionFigures(sets: readonly FigureRow[]): ExerciseSession {
  const first = sets[0]!;
  const max = (values: (number | null)[]) => {
    const present = values.filter((value): value is number => value !== null && value > 0);
    return present.length === 0 ? null : Math.max(...present);
  };
  return {
    workout_id: first.workout_id,
    started_at: first.started_at,
    local_date: first.local_date,
    best_e1rm_kg: max(sets.map((set) => set.e1rm_kg)),
    top_weight_kg: max(sets.map((set) => set.weight_kg)),
    volume_kg: sets.reduce((sum, set) => sum + rowVolume(set), 0),
    working_sets: sets.length,
    reps: sets.reduce((sum, set) => sum + (set.reps ?? 0), 0),
    best_duration_seconds: max(sets.map((set) => set.duration_seconds)),
    best_distance_m: max(sets.map((set) => set.distance_m)),
    record_count: sets.filter((set) => recordsOf(set.records).length > 0).length,
  };
}

/**
 * The current best of each kind that applies to the exercise, each with the first set that
 * reached it (a tie later is no new best). `repsAtWeight` adds the most reps at each load.
 */
function currentBests(
  exerciseId: string,
  kind: ExerciseKind,
  sessions: readonly FigureRow[][],
  { repsAtWeight }: { repsAtWeight: boolean },
): PersonalRecord[] {
  const best = new Map<string, PersonalRecord>();
  const consider = (key: string, recordKind: RecordKind, value: number, set: FigureRow) => {
    if (!(value > 0)) return;
    const current = best.get(key);
    if (current && current.value >= value) return;
    best.set(key, {
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
    if (kind === 'weight_reps' || kind === 'reps') {
      consider('session_volume', 'session_volume', volume, sets.at(-1)!);
    }
  }
  return [...best.values()];
}

export function trainingFigures(database: AppDatabase) {
  const { db } = database;

  return {
    /** The exercise's sessions within [from, to] (all when absent) and its current bests. */
    async history(
      userId: string,
      exercise: Exercise,
      { from, to }: { from?: string | undefined; to?: string | undefined },
    ): Promise<ExerciseHistory> {
      const rows = await setsQuery(db, userId).where('exercise_id', '=', exercise.id).execute();
      const sessions = sessionsOf(rows);
      return {
        exercise_id: exercise.id,
        sessions: sessions
          .filter((sets) => {
            const date = sets[0]!.local_date;
            return (from === undefined || date >= from) && (to === undefined || date <= to);
          })
          .map(sessionFigures),
        records: currentBests(exercise.id, exercise.kind, sessions, { repsAtWeight: true }),
      };
    },

    /** Every exercise's current bests (without the most reps at each load). */
    async records(userId: string): Promise<PersonalRecord[]> {
      const rows = await setsQuery(db, userId).execute();
      const byExercise = new Map<string, FigureRow[]>();
      for (const row of rows) {
        const list = byExercise.get(row.exercise_id) ?? [];
        list.push(row);
        byExercise.set(row.exercise_id, list);
      }
      const exercises = await knownExercises(db, userId, byExercise.keys());
      return [...byExercise].flatMap(([id, sets]) => {
        const exercise = exercises.get(id);
        return exercise
          ? currentBests(id, exercise.kind, sessionsOf(sets), { repsAtWeight: false })
          : [];
      });
    },

    /**
     * Working sets and tonnage per primary muscle group for each week (Monday start) from the
     * week of `from` to the week of `to`, every week present (empty when nothing was done).
     */
    async weeklyVolume(userId: string, from: string, to: string): Promise<WeeklyVolume> {
      const firstMonday = mondayOfDay(dayNumber(from));
      const lastMonday = mondayOfDay(dayNumber(to));
      const rows = await db
        .selectFrom('workout_sets')
        .select((eb) => [
          'exercise_id',
          'local_date',
          eb.fn.countAll<number | string>().as('sets'),
          eb.fn
            .sum<number | string | null>(
              eb(eb.fn.coalesce('weight_kg', eb.lit(0)), '*', eb.fn.coalesce('reps', eb.lit(0))),
            )
            .as('tonnage'),
        ])
        .where('user_id', '=', userId)
        .where('warm_up', '=', 0)
        .where('local_date', '>=', dateOfDay(firstMonday))
        .where('local_date', '<=', addDays(dateOfDay(lastMonday), 6))
        .groupBy(['exercise_id', 'local_date'])
        .execute();
      const exercises = await knownExercises(
        db,
        userId,
        rows.map((row) => row.exercise_id),
      );
      const weeks = new Map<number, Map<MuscleGroup, { sets: number; tonnage: number }>>();
      for (let monday = firstMonday; monday <= lastMonday; monday += 7)
        weeks.set(monday, new Map());
      for (const row of rows) {
        const muscles = exercises.get(row.exercise_id)?.primary_muscles ?? [];
        const week = weeks.get(mondayOfDay(dayNumber(row.local_date)))!;
        for (const muscle of muscles) {
          const figures = week.get(muscle) ?? { sets: 0, tonnage: 0 };
          figures.sets += Number(row.sets);
          figures.tonnage += Number(row.tonnage ?? 0);
          week.set(muscle, figures);
        }
      }
      return {
        weeks: [...weeks].map(([monday, muscles]) => ({
          week_start: dateOfDay(monday),
          muscles: MUSCLE_GROUPS.filter((muscle) => muscles.has(muscle)).map((muscle) => ({
            muscle,
            sets: muscles.get(muscle)!.sets,
            tonnage_kg: Math.round(muscles.get(muscle)!.tonnage * 1000) / 1000,
          })),
        })),
      };
    },
  };
}
