/**
 * Logging one set at the end of an exercise's latest session (`POST …/workouts/:id/sets`), the way
 * nearly every set is logged, in a few statements each compiled once:
 *
 * 1. one read: the session, its count of sets, its last entry of the exercise and that entry's
 *    last position, the exercise's kept marks (`exercise_bests.marks`: the bests within the
 *    session, its sets so far counted), the session's kept figures of the exercise
 *    (`exercise_sessions`), the user's own exercise of that id, and a set already of the id sent;
 * 2. the set's records from those marks by the contracts' rule (`nextSetOf`): a set added
 *    at the end changes no earlier set's records;
 * 3. the set written with its records, the session's figures by arithmetic from the new set, the
 *    marks written back when the set moved one, the session's `updated_at`; a record's event and
 *    the achievements in the same transaction.
 *
 * Anything else (the exercise's first set in the session, a session that is not the exercise's
 * latest, an entry named that is not its last, a set id sent again, marks not kept yet) is left to
 * the repository's general path, which answers the same way (workouts-repository.ts).
 */
import {
  PHYSICAL_LIMITS,
  libraryExercise,
  nextSetOf,
  setProblem,
  type ExerciseKind,
  type RecordBests,
  type SetLog,
  type SetLogged,
} from '@ascend/contracts';
import type { Kysely, QueryCreator } from 'kysely';
import { LRUCache } from 'lru-cache';
import { databaseKindOf } from '../../db/database-kind-of.js';
import { sharedQuery, type TypedValues } from '../../db/prepared-query.js';
import type { Database } from '../../db/schema.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';
import { ApiError, unprocessable } from '../http/api-error.js';
import { personalRecordsChanged } from '../progress/record-progress.js';
import { isOwnExerciseId } from './exercise-catalogue.js';
import { addToSessionFigures, type SessionFigures } from './exercise-figures.js';
import { sessionPointJson } from './exercise-history-json.js';
import { parsedBests, storedBests } from './set-records.js';
import { setOfRow, setValues, type SetRow } from './workout-rows.js';

type Db = Kysely<Database>;

/** Where the set goes and what it is measured against, in one statement. */
const appendContext = sharedQuery(
  { workoutId: 'text', userId: 'text', exerciseId: 'text', setId: 'text' },
  (db, p) =>
    db
      .selectFrom('workouts as w')
      // The session's last entry of the exercise.
      .leftJoin('workout_entries as e', (join) =>
        join
          .onRef('e.workout_id', '=', 'w.id')
          .on('e.exercise_id', '=', p.exerciseId)
          .on((eb) =>
            eb(
              'e.position',
              '=',
              eb
                .selectFrom('workout_entries as x')
                .select((inner) => inner.fn.max('x.position').as('position'))
                .whereRef('x.workout_id', '=', 'w.id')
                .where('x.exercise_id', '=', p.exerciseId),
            ),
          ),
      )
      .leftJoin('exercise_bests as b', (join) =>
        join.onRef('b.user_id', '=', 'w.user_id').on('b.exercise_id', '=', p.exerciseId),
      )
      .leftJoin('exercise_sessions as f', (join) =>
        join.onRef('f.workout_id', '=', 'w.id').on('f.exercise_id', '=', p.exerciseId),
      )
      .leftJoin('user_exercises as u', (join) =>
        join.onRef('u.user_id', '=', 'w.user_id').on('u.id', '=', p.exerciseId),
      )
      .select((eb) => [
        'w.started_at',
        'w.local_date',
        eb
          .selectFrom('workout_sets as s')
          .select(eb.fn.countAll<number | string>().as('count'))
          .whereRef('s.workout_id', '=', 'w.id')
          .as('set_count'),
        'e.id as entry_id',
        'e.position as entry_position',
        eb
          .selectFrom('workout_sets as s')
          .select((inner) => inner.fn.max('s.position').as('position'))
          .whereRef('s.entry_id', '=', 'e.id')
          .as('last_position'),
        eb
          .selectFrom('workout_sets as s')
          .select('s.workout_id')
          .where('s.id', '=', p.setId)
          .as('set_taken'),
        'b.latest_workout_id',
        'b.marks',
        'f.best_e1rm_kg',
        'f.top_weight_kg',
        'f.volume_kg',
        'f.working_sets',
        'f.reps',
        'f.best_duration_seconds',
        'f.best_distance_m',
        'f.record_count',
        'u.kind as own_kind',
      ])
      .where('w.id', '=', p.workoutId)
      .where('w.user_id', '=', p.userId),
);

/** A set's columns, as the statements below name them. */
const SET = {
  id: 'text',
  entry_id: 'text',
  workout_id: 'text',
  user_id: 'text',
  exercise_id: 'text',
  started_at: 'text',
  local_date: 'text',
  entry_position: 'number',
  position: 'number',
  reps: 'number | null',
  weight_kg: 'number | null',
  rir: 'number | null',
  warm_up: 'number',
  duration_seconds: 'number | null',
  distance_m: 'number | null',
  e1rm_kg: 'number | null',
  records: 'text',
} as const;
const SET_COLUMNS = Object.keys(SET) as (keyof typeof SET)[];

/** The session's figures of the exercise (`exercise_sessions`), named apart from the set's. */
const FIGURES = {
  session_best_e1rm_kg: 'number | null',
  session_top_weight_kg: 'number | null',
  session_volume_kg: 'number',
  session_working_sets: 'number',
  session_reps: 'number',
  session_best_duration_seconds: 'number | null',
  session_best_distance_m: 'number | null',
  session_record_count: 'number',
  /** The session's point of the history with these figures, its JSON (`sessionPointJson`). */
  session_point: 'text',
} as const;

/** What the kept figures and marks are written from: the set's keys, its session's figures. */
const KEPT = { ...SET, ...FIGURES, marks: 'text' } as const;
type Kept = TypedValues<typeof KEPT>;

const only = <Values extends object, Key extends keyof Values>(
  values: Values,
  keys: readonly Key[],
) => Object.fromEntries(keys.map((key) => [key, values[key]])) as Pick<Values, Key>;

/** The session's figures of the exercise written whole (its row made by its first working set). */
const figuresWritten = (db: QueryCreator<Database>, p: Kept) =>
  db
    .insertInto('exercise_sessions')
    .values({
      workout_id: p.workout_id,
      exercise_id: p.exercise_id,
      user_id: p.user_id,
      started_at: p.started_at,
      local_date: p.local_date,
      best_e1rm_kg: p.session_best_e1rm_kg,
      top_weight_kg: p.session_top_weight_kg,
      volume_kg: p.session_volume_kg,
      working_sets: p.session_working_sets,
      reps: p.session_reps,
      best_duration_seconds: p.session_best_duration_seconds,
      best_distance_m: p.session_best_distance_m,
      record_count: p.session_record_count,
      point: p.session_point,
    })
    .onConflict((conflict) =>
      conflict.columns(['workout_id', 'exercise_id']).doUpdateSet((eb) => ({
        best_e1rm_kg: eb.ref('excluded.best_e1rm_kg'),
        top_weight_kg: eb.ref('excluded.top_weight_kg'),
        volume_kg: eb.ref('excluded.volume_kg'),
        working_sets: eb.ref('excluded.working_sets'),
        reps: eb.ref('excluded.reps'),
        best_duration_seconds: eb.ref('excluded.best_duration_seconds'),
        best_distance_m: eb.ref('excluded.best_distance_m'),
        record_count: eb.ref('excluded.record_count'),
        point: eb.ref('excluded.point'),
      })),
    );

const marksWritten = (db: QueryCreator<Database>, p: Kept) =>
  db
    .updateTable('exercise_bests')
    .set({ marks: p.marks })
    .where('user_id', '=', p.user_id)
    .where('exercise_id', '=', p.exercise_id);

const workoutTouched = (db: QueryCreator<Database>, p: { workout_id: string; now: string }) =>
  db.updateTable('workouts').set({ updated_at: p.now }).where('id', '=', p.workout_id);

const insertSet = sharedQuery(SET, (db, p) => db.insertInto('workout_sets').values(p));
const keepFigures = sharedQuery(KEPT, (db, p) => figuresWritten(db, p));
const keepMarks = sharedQuery(KEPT, (db, p) => marksWritten(db, p));
const touchWorkout = sharedQuery({ workout_id: 'text', now: 'text' }, (db, p) =>
  workoutTouched(db, p),
);

/**
 * PostgreSQL: a working set's writes as one statement (data-modifying WITH), so one round trip
 * rather than three or four; SQLite (no such WITH) runs them one by one, in-process. The marks are
 * written only by a set that moved one.
 */
const writtenAtOnce = (withMarks: boolean) =>
  sharedQuery({ ...KEPT, now: 'text' }, (db, p) => {
    const setAndFigures = db
      .with('new_set', (c) =>
        c.insertInto('workout_sets').values(only(p, SET_COLUMNS)).returning('id'),
      )
      .with('new_figures', (c) => figuresWritten(c, p).returning('workout_id'));
    const writes = withMarks
      ? setAndFigures.with('new_marks', (c) => marksWritten(c, p).returning('user_id'))
      : setAndFigures;
    return writes.updateTable('workouts').set({ updated_at: p.now }).where('id', '=', p.workout_id);
  });
const writeAtOnce = { marksMoved: writtenAtOnce(true), marksKept: writtenAtOnce(false) };

/**
 * The values the kept figures and marks are written from, every field named: a literal of fixed
 * shape, where spreading the set's row into it made an object V8 built key by key (about a tenth
 * of a set's own code in bench/09's profile).
 */
const keptValues = (row: SetRow, figures: SessionFigures, marks: string): Kept => ({
  id: row.id,
  entry_id: row.entry_id,
  workout_id: row.workout_id,
  user_id: row.user_id,
  exercise_id: row.exercise_id,
  started_at: row.started_at,
  local_date: row.local_date,
  entry_position: row.entry_position,
  position: row.position,
  reps: row.reps,
  weight_kg: row.weight_kg,
  rir: row.rir,
  warm_up: row.warm_up,
  duration_seconds: row.duration_seconds,
  distance_m: row.distance_m,
  e1rm_kg: row.e1rm_kg,
  records: row.records,
  session_best_e1rm_kg: figures.best_e1rm_kg,
  session_top_weight_kg: figures.top_weight_kg,
  session_volume_kg: figures.volume_kg,
  session_working_sets: figures.working_sets,
  session_reps: figures.reps,
  session_best_duration_seconds: figures.best_duration_seconds,
  session_best_distance_m: figures.best_distance_m,
  session_record_count: figures.record_count,
  session_point: sessionPointJson({
    workout_id: row.workout_id,
    started_at: row.started_at,
    local_date: row.local_date,
    ...figures,
  }),
  marks,
});

/**
 * The marks this process last wrote for an exercise of a user, with their text: the next set of
 * the session reads that text back and takes them rather than parsing it again (the most reps at
 * each load lifted in years make them a few kilobytes). Found by the text read, and taken out as
 * they are used (the set changes them in place), so marks written elsewhere (another instance, a
 * refresh, a transaction rolled back) are parsed afresh. At most 1,000 exercises, the least
 * recently used first out.
 */
const lastMarks = new LRUCache<string, { text: string; bests: RecordBests }>({ max: 1_000 });

function marksOf(key: string, text: string): RecordBests {
  const kept = lastMarks.get(key);
  if (kept === undefined) return parsedBests(text);
  lastMarks.delete(key);
  return kept.text === text ? kept.bests : parsedBests(text);
}

function keepParsedMarks(key: string, text: string, bests: RecordBests): void {
  lastMarks.set(key, { text, bests });
}

/**
 * Logs the set when it goes at the end of the exercise's latest session and its marks are kept;
 * answers `undefined` (having written nothing) for the general path otherwise. Refusals that do not
 * depend on the path (no such workout, no such exercise, a set that does not suit its kind, a full
 * session) are thrown here as there.
 */
export async function appendSet(
  db: Db,
  userId: string,
  workoutId: string,
  input: SetLog,
): Promise<SetLogged | undefined> {
  const exerciseId = input.exercise_id;
  const library = libraryExercise(exerciseId);
  // Any other id is left to the general path's refusal (and never sent: PostgreSQL refuses NUL).
  if (library === undefined && !isOwnExerciseId(exerciseId)) return undefined;
  const [found] = await appendContext(db, {
    workoutId,
    userId,
    exerciseId,
    setId: input.id ?? '',
  });
  if (found === undefined) return undefined;
  const kind: ExerciseKind | undefined = library?.kind ?? found.own_kind ?? undefined;
  if (kind === undefined) {
    throw unprocessable(
      ['body', 'exercise_id'],
      'No such exercise in the library or among yours',
      'exercise',
    );
  }
  const { entry_id: entryId, exercise_id: _exercise, ...set } = input;
  const problem = setProblem(kind, set);
  if (problem) throw unprocessable(['body'], problem, 'set_kind');
  if (
    found.set_taken !== null ||
    found.entry_id === null ||
    found.entry_position === null ||
    (entryId !== undefined && entryId !== found.entry_id) ||
    found.latest_workout_id !== workoutId ||
    found.marks === null
  ) {
    return undefined;
  }
  if (Number(found.set_count ?? 0) >= PHYSICAL_LIMITS.maxSetsPerWorkout) {
    throw new ApiError(409, `A session holds at most ${PHYSICAL_LIMITS.maxSetsPerWorkout} sets`);
  }

  const row: SetRow = {
    id: set.id ?? timeOrderedId(),
    entry_id: found.entry_id,
    workout_id: workoutId,
    user_id: userId,
    exercise_id: exerciseId,
    started_at: found.started_at,
    local_date: found.local_date,
    entry_position: found.entry_position,
    position: found.last_position === null ? 0 : Number(found.last_position) + 1,
    ...setValues(set, { kind }),
  };
  const recordable = {
    reps: row.reps,
    weight_kg: row.weight_kg,
    warm_up: row.warm_up === 1,
    duration_seconds: row.duration_seconds,
    distance_m: row.distance_m,
  };
  const marksKey = `${userId} ${exerciseId}`;
  const marks = marksOf(marksKey, found.marks);
  const before: SessionFigures | null =
    found.working_sets === null
      ? null
      : {
          best_e1rm_kg: found.best_e1rm_kg,
          top_weight_kg: found.top_weight_kg,
          volume_kg: Number(found.volume_kg),
          working_sets: Number(found.working_sets),
          reps: Number(found.reps),
          best_duration_seconds: found.best_duration_seconds,
          best_distance_m: found.best_distance_m,
          record_count: Number(found.record_count),
        };
  const { records, marksMoved } = nextSetOf(kind, recordable, marks, before?.volume_kg ?? 0);
  row.records = records.join(',');

  const now = new Date().toISOString();
  // A warm-up counts for no figure and no mark: the set alone.
  if (row.warm_up === 1) {
    await insertSet(db, row);
    await touchWorkout(db, { workout_id: workoutId, now });
    keepParsedMarks(marksKey, found.marks, marks);
  } else {
    // Most sets move no mark (a lifter's sets repeat the loads and reps they have done): the
    // marks' row is then left alone, and its text with it.
    const marksText = marksMoved ? storedBests(marks) : found.marks;
    const written = keptValues(row, addToSessionFigures(before, row), marksText);
    if (databaseKindOf(db) === 'postgres') {
      await writeAtOnce[marksMoved ? 'marksMoved' : 'marksKept'](db, { ...written, now });
    } else {
      await insertSet(db, row);
      await keepFigures(db, written);
      if (marksMoved) await keepMarks(db, written);
      await touchWorkout(db, { workout_id: workoutId, now });
    }
    keepParsedMarks(marksKey, marksText, marks);
  }
  // A record's event and the achievements, in the same transaction (rare: a few sets in a hundred).
  if (records.length > 0) {
    await personalRecordsChanged(db, userId, {
      gained: [{ setId: row.id, localDate: row.local_date }],
      lost: [],
    });
  }
  return { entry_id: row.entry_id, set: setOfRow(row) };
}
