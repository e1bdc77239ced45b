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
  type MuscleGroup,
  type PersonalRecord,
  type WeeklyVolume,
} from '@ascend/contracts';
import { sql, type Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { addDays, dateOfDay, dayNumber, mondayOfDay } from '../tracking/day-numbers.js';
import { knownExercises } from './exercise-catalogue.js';
import { KeptPoints, type KeptHistory } from './exercise-history-json.js';
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

/** What is kept of an exercise's bests (`exercise_prior_records`): those before its latest session. */
interface KeptBests {
  exercise_id: string;
  latest_workout_id: string;
  latest_started_at: string;
  prior_records: string | null;
}

/**
 * The current bests of kept exercises: those kept before each one's latest session with that
 * session's working sets folded in, or (kept before the bests were, until the exercise's next
 * write) folded from every set. Without `repsAtWeight`, the most reps at each load are left out.
 */
async function currentBests(
  db: Db,
  userId: string,
  kept: readonly KeptBests[],
  exercises: ReadonlyMap<string, Exercise>,
  { repsAtWeight }: { repsAtWeight: boolean },
): Promise<Map<string, BestsByKey>> {
  const known = kept.filter((row) => exercises.has(row.exercise_id));
  const folded = known.filter((row) => row.prior_records !== null);
  const whole = known.filter((row) => row.prior_records === null).map((row) => row.exercise_id);
  const latestOf = new Map(folded.map((row) => [row.exercise_id, row.latest_workout_id]));
  const rows = [
    ...(folded.length === 0
      ? []
      : await setsQuery(db, userId)
          .where('exercise_id', 'in', [...latestOf.keys()])
          // The start narrows the (user, exercise, start) index to the latest sessions' sets;
          // without it, every set of the exercise was read to find them (0.6 ms for a lift of
          // five years).
          .where('started_at', 'in', [...new Set(folded.map((row) => row.latest_started_at))])
          .where('workout_id', 'in', [...new Set(latestOf.values())])
          .execute()),
    ...(whole.length === 0
      ? []
      : await setsQuery(db, userId).where('exercise_id', 'in', whole).execute()),
  ];
  const setsOf = new Map<string, FigureRow[]>();
  for (const row of rows) {
    const latest = latestOf.get(row.exercise_id);
    if (latest !== undefined && latest !== row.workout_id) continue;
    const list = setsOf.get(row.exercise_id) ?? [];
    list.push(row);
    setsOf.set(row.exercise_id, list);
  }
  const bests = new Map<string, BestsByKey>();
  for (const row of known) {
    const before: BestsByKey =
      row.prior_records === null
        ? new Map<string, PersonalRecord>()
        : parsedRecords(row.prior_records);
    if (!repsAtWeight) {
      for (const [key, best] of before) if (best.kind === 'reps_at_weight') before.delete(key);
    }
    const exercise = exercises.get(row.exercise_id)!;
    const sessions = sessionsOf(setsOf.get(row.exercise_id) ?? []);
    bests.set(
      row.exercise_id,
      foldBests(before, exercise.id, exercise.kind, sessions, { repsAtWeight }),
    );
  }
  return bests;
}

const keptBests = (db: Db, userId: string) =>
  db
    .selectFrom('exercise_bests as b')
    .leftJoin('exercise_prior_records as p', (join) =>
      join.onRef('p.user_id', '=', 'b.user_id').onRef('p.exercise_id', '=', 'b.exercise_id'),
    )
    .select([
      'b.exercise_id',
      'b.latest_workout_id',
      'b.latest_started_at',
      'p.records as prior_records',
    ])
    .where('b.user_id', '=', userId);

export function trainingFigures(database: AppDatabase) {
  const { db } = database;

  return {
    /** The exercise's sessions within [from, to] (all when absent) and its current bests. */
    async history(
      userId: string,
      exercise: Exercise,
      { from, to }: { from?: string | undefined; to?: string | undefined },
    ): Promise<KeptHistory> {
      // The days bound the sessions read by the exercise's own (user, exercise, start) order, as
      // a filter: `local_date || ''` keeps SQLite, which has no statistics to weigh the two, from
      // reading every session of the user's span by the volume's (user, day) index instead (one
      // bound or two: 0.1 ms against 2 ms for five years of a lift).
      const localDate = sql<string>`${sql.ref('local_date')} || ''`;
      const [points, bests] = await Promise.all([
        db
          .selectFrom('exercise_sessions')
          .select('point')
          .where('user_id', '=', userId)
          .where('exercise_id', '=', exercise.id)
          .$if(from !== undefined, (query) => query.where(localDate, '>=', from!))
          .$if(to !== undefined, (query) => query.where(localDate, '<=', to!))
          .orderBy('started_at')
          .orderBy('workout_id')
          .execute(),
        keptBests(db, userId)
          .where('b.exercise_id', '=', exercise.id)
          .execute()
          .then((kept) =>
            currentBests(db, userId, kept, new Map([[exercise.id, exercise]]), {
              repsAtWeight: true,
            }),
          ),
      ]);
      return {
        exercise_id: exercise.id,
        sessions: new KeptPoints(points.map((row) => row.point)),
        records: [...(bests.get(exercise.id)?.values() ?? [])],
      };
    },

    /**
     * Every exercise's current bests (without the most reps at each load), by exercise id: from
     * the bests kept before each exercise's latest session and that session's sets.
     */
    async records(userId: string): Promise<PersonalRecord[]> {
      const kept = await keptBests(db, userId).orderBy('b.exercise_id').execute();
      const exercises = await knownExercises(
        db,
        userId,
        kept.map((row) => row.exercise_id),
      );
      const bests = await currentBests(db, userId, kept, exercises, { repsAtWeight: false });
      return [...bests.values()].flatMap((byKey) => [...byKey.values()]);
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
