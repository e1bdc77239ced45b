/**
 * What the user's sets add up to: one exercise's history (a point per session for the chart of
 * estimated 1RM and volume) with its current bests, every exercise's bests, and the weekly volume
 * per muscle group. The history and the volume read the figures kept per session and exercise
 * (`exercise_sessions`, set-records.ts) rather than years of sets; warm-up sets count for none of
 * it.
 */
import {
  MUSCLE_GROUPS,
  type Exercise,
  type ExerciseHistory,
  type MuscleGroup,
  type PersonalRecord,
  type WeeklyVolume,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { addDays, dateOfDay, dayNumber, mondayOfDay } from '../tracking/day-numbers.js';
import { knownExercises } from './exercise-catalogue.js';
import {
  FIGURE_COLUMNS,
  foldBests,
  parsedRecords,
  sessionsOf,
  type BestsByKey,
  type FigureRow,
} from './exercise-figures.js';

type Db = Kysely<Database>;

/** The user's working sets, by exercise in the order done. */
function setsQuery(db: Db, userId: string) {
  return db
    .selectFrom('workout_sets')
    .select([...FIGURE_COLUMNS, 'exercise_id'])
    .where('user_id', '=', userId)
    .where('warm_up', '=', 0)
    .orderBy('exercise_id')
    .orderBy('started_at')
    .orderBy('workout_id')
    .orderBy('entry_position')
    .orderBy('position');
}

/**
 * The exercise's current bests: those kept before its latest session with that session's working
 * sets folded in, or (kept before the bests were, until the exercise's next write) from every set.
 */
async function currentBests(db: Db, userId: string, exercise: Exercise): Promise<BestsByKey> {
  const kept = await db
    .selectFrom('exercise_bests')
    .select(['latest_workout_id', 'prior_records'])
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exercise.id)
    .executeTakeFirst();
  if (kept === undefined) return new Map();
  const [bests, rows] =
    kept.prior_records === null
      ? [
          new Map() as BestsByKey,
          await setsQuery(db, userId).where('exercise_id', '=', exercise.id).execute(),
        ]
      : [
          parsedRecords(kept.prior_records),
          await setsQuery(db, userId)
            .where('exercise_id', '=', exercise.id)
            .where('workout_id', '=', kept.latest_workout_id)
            .execute(),
        ];
  return foldBests(bests, exercise.id, exercise.kind, sessionsOf(rows), { repsAtWeight: true });
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
      const [sessions, bests] = await Promise.all([
        db
          .selectFrom('exercise_sessions')
          .select([
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
          ])
          .where('user_id', '=', userId)
          .where('exercise_id', '=', exercise.id)
          .$if(from !== undefined, (query) => query.where('local_date', '>=', from!))
          .$if(to !== undefined, (query) => query.where('local_date', '<=', to!))
          .orderBy('started_at')
          .orderBy('workout_id')
          .execute(),
        currentBests(db, userId, exercise),
      ]);
      return {
        exercise_id: exercise.id,
        sessions: sessions.map((row) => ({
          ...row,
          working_sets: Number(row.working_sets),
          reps: Number(row.reps),
          record_count: Number(row.record_count),
        })),
        records: [...bests.values()],
      };
    },

    /** Every exercise's current bests (without the most reps at each load). */
    async records(userId: string): Promise<PersonalRecord[]> {
      const rows = await setsQuery(db, userId).execute();
      const byExercise = new Map<string, (FigureRow & { exercise_id: string })[]>();
      for (const row of rows) {
        const list = byExercise.get(row.exercise_id) ?? [];
        list.push(row);
        byExercise.set(row.exercise_id, list);
      }
      const exercises = await knownExercises(db, userId, byExercise.keys());
      return [...byExercise].flatMap(([id, sets]) => {
        const exercise = exercises.get(id);
        return exercise
          ? [
              ...foldBests(new Map(), id, exercise.kind, sessionsOf(sets), {
                repsAtWeight: false,
              }).values(),
            ]
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
      // A row per session and exercise, kept on write (exercise_sessions), read by one index.
      const rows = await db
        .selectFrom('exercise_sessions')
        .select(['exercise_id', 'local_date', 'working_sets as sets', 'volume_kg as tonnage'])
        .where('user_id', '=', userId)
        .where('local_date', '>=', dateOfDay(firstMonday))
        .where('local_date', '<=', addDays(dateOfDay(lastMonday), 6))
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
