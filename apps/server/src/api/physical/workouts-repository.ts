/**
 * Workouts: a session written whole (`put`: created or replaced, the id the client's), a set logged
 * alone (`logSet`), read, listed newest first, deleted. Every write holds the user's turn, checks
 * that each exercise is the library's or the user's and that each set holds what its exercise's
 * kind needs, keeps the 200-set bound, and recomputes the records of the exercises it touched.
 */
import {
  PHYSICAL_LIMITS,
  setProblem,
  type Exercise,
  type SetInput,
  type SetLog,
  type SetLogged,
  type Workout,
  type WorkoutBrief,
  type WorkoutPage,
  type WorkoutWrite,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { AppDatabase } from '../../db/database.js';
import { groupCommit } from '../../db/group-commit.js';
import { holdUser } from '../../db/row-locks.js';
import type { Database } from '../../db/schema.js';
import { timeOrderedId } from '../../db/time-ordered-id.js';
import { writeTransaction, type WriteContext } from '../../db/write-transaction.js';
import { ApiError, unprocessable } from '../http/api-error.js';
import { pageOf } from '../http/page-of.js';
import { knownExercises, resolveExercises } from './exercise-catalogue.js';
import {
  marksBeforeSession,
  recordedSetIdsOfWorkout,
  refreshRecords,
  refreshSessionFromMarks,
  sessionSetsOf,
} from './set-records.js';
import { appendSet } from './set-logging.js';
import { encodeWorkoutCursor, type WorkoutPosition } from './workout-cursor.js';
import {
  readWorkout,
  recordsOf,
  rowVolume,
  sessionRows,
  setOfRow,
  setValues,
  workoutHeader,
  type SetRow,
} from './workout-rows.js';

type Db = Kysely<Database>;
export const workoutNotFound = () => new ApiError(404, 'No such workout');

function checkSet(exercise: Exercise, set: SetInput, loc: (string | number)[]): void {
  const problem = setProblem(exercise.kind, set);
  if (problem) throw unprocessable(loc, problem, 'set_kind');
}

/** Ids the client chose that another workout already uses: a 409, never another's row changed. */
async function refuseForeignIds(
  db: Db,
  workoutId: string,
  entryIds: string[],
  setIds: string[],
): Promise<void> {
  const takenIn = async (table: 'workout_entries' | 'workout_sets', ids: string[]) =>
    ids.length > 0 &&
    (await db
      .selectFrom(table)
      .select('id')
      .where('id', 'in', ids)
      .where('workout_id', '!=', workoutId)
      .executeTakeFirst()) !== undefined;
  if ((await takenIn('workout_entries', entryIds)) || (await takenIn('workout_sets', setIds)))
    throw new ApiError(409, 'An entry or set id is already used by another workout');
}

interface WorkoutOrigin {
  source: 'app' | 'strong' | 'hevy';
  importKey: string | null;
}

/**
 * Writes a session's rows (the workout replaced if it exists) inside the caller's transaction.
 * Returns the exercises it holds, for the records' refresh.
 */
async function writeWorkoutRows(
  db: Db,
  userId: string,
  id: string,
  body: WorkoutWrite,
  {
    localDate,
    exercises,
    origin,
    now,
    createdAt,
  }: {
    localDate: string;
    exercises: Map<string, Exercise>;
    origin: WorkoutOrigin;
    now: string;
    createdAt: string;
  },
): Promise<{ setIds: string[] }> {
  // One spelling of instants (UTC, milliseconds), so that they sort as text on both databases.
  const startedAt = new Date(body.started_at).toISOString();
  const workout = {
    id,
    user_id: userId,
    name: body.name ?? null,
    notes: body.notes ?? null,
    started_at: startedAt,
    finished_at: body.finished_at == null ? null : new Date(body.finished_at).toISOString(),
    local_date: localDate,
    routine_id: body.routine_id ?? null,
    source: origin.source,
    import_key: origin.importKey,
    created_at: createdAt,
    updated_at: now,
  };
  const { entries, sets } = sessionRows(
    { workoutId: id, userId, startedAt, localDate },
    body.exercises.map((entry) => ({
      id: entry.id,
      exercise: exercises.get(entry.exercise_id)!,
      notes: entry.notes ?? null,
      sets: entry.sets,
    })),
  );
  await db.insertInto('workouts').values(workout).execute();
  if (entries.length > 0) await db.insertInto('workout_entries').values(entries).execute();
  // At most 200 sets of 19 columns: one statement on either database.
  if (sets.length > 0) await db.insertInto('workout_sets').values(sets).execute();
  return { setIds: sets.map((set) => set.id) };
}

export function workoutsRepository(database: AppDatabase) {
  const { db } = database;
  const logSetTogether = groupCommit(database, (trx, { userId, workoutId, input }: LoggedSet) =>
    logSet({ db: trx, lockRows: database.kind === 'postgres' }, userId, workoutId, input),
  );

  return {
    find: (userId: string, id: string) => readWorkout(db, userId, id),

    /** Creates or replaces the user's session `id`; 404 when the id is another user's workout. */
    async put(
      userId: string,
      id: string,
      body: WorkoutWrite,
      localDate: string,
    ): Promise<{ workout: Workout; created: boolean }> {
      const created = await writeTransaction(database, async (context: WriteContext) => {
        const trx = context.db;
        await holdUser(context, userId);
        const existing = await trx
          .selectFrom('workouts')
          .select(['user_id', 'source', 'import_key', 'created_at'])
          .where('id', '=', id)
          .executeTakeFirst();
        if (existing && existing.user_id !== userId) throw workoutNotFound();
        const exercises = await resolveExercises(
          trx,
          userId,
          body.exercises.map((entry, index) => ({
            id: entry.exercise_id,
            loc: ['body', 'exercises', index, 'exercise_id'],
          })),
        );
        body.exercises.forEach((entry, index) =>
          entry.sets.forEach((set, setIndex) =>
            checkSet(exercises.get(entry.exercise_id)!, set, [
              'body',
              'exercises',
              index,
              'sets',
              setIndex,
            ]),
          ),
        );
        const entryIds = body.exercises.flatMap((entry) => (entry.id ? [entry.id] : []));
        const setIds = body.exercises.flatMap((entry) =>
          entry.sets.flatMap((set) => (set.id ? [set.id] : [])),
        );
        await refuseForeignIds(trx, id, entryIds, setIds);
        const previous = existing ? await exerciseIdsOfWorkout(trx, id) : [];
        const touchedIds = [...new Set([...previous, ...exercises.keys()])];
        const touchedExercises = await resolveTouched(trx, userId, touchedIds, exercises);
        // Its sets are rewritten: those that held a record keep their event only if they hold one again.
        const before = existing ? await recordedSetIdsOfWorkout(trx, id) : new Set<string>();
        if (existing) await deleteWorkoutRows(trx, id);
        const now = new Date().toISOString();
        const written = await writeWorkoutRows(trx, userId, id, body, {
          localDate,
          exercises,
          // A session imported keeps where it came from, so a re-import still finds it.
          origin: existing
            ? { source: existing.source, importKey: existing.import_key }
            : { source: 'app', importKey: null },
          now,
          createdAt: existing?.created_at ?? now,
        });
        await refreshRecords(trx, userId, touchedExercises, {
          before,
          touched: new Set(written.setIds),
        });
        return existing === undefined;
      });
      return { workout: (await readWorkout(db, userId, id))!, created };
    },

    /**
     * Adds one set at the end of an entry of the user's session (a new entry when needed). At the
     * end of the exercise's latest session (nearly always), from the marks kept within it
     * (set-logging.ts); otherwise, when the session is the exercise's latest, from the marks kept
     * before it and this session's sets; else the exercise's records are refreshed in full. On
     * SQLite the sets logged at once commit together (db/group-commit.ts).
     */
    logSet: (userId: string, workoutId: string, input: SetLog): Promise<SetLogged> =>
      logSetTogether({ userId, workoutId, input }),

    /** Deletes the user's session; false when there is none. Its sets' records go with it. */
    async remove(userId: string, id: string): Promise<boolean> {
      return writeTransaction(database, async (context) => {
        const trx = context.db;
        await holdUser(context, userId);
        const workout = await trx
          .selectFrom('workouts')
          .select('id')
          .where('id', '=', id)
          .where('user_id', '=', userId)
          .executeTakeFirst();
        if (!workout) return false;
        const exerciseIds = await exerciseIdsOfWorkout(trx, id);
        const exercises = await resolveTouched(trx, userId, exerciseIds, new Map());
        const before = await recordedSetIdsOfWorkout(trx, id);
        await deleteWorkoutRows(trx, id);
        await refreshRecords(trx, userId, exercises, { before });
        return true;
      });
    },

    /** A page of the user's sessions, newest first, with their figures. */
    async list(
      userId: string,
      { limit, after }: { limit: number; after?: WorkoutPosition | undefined },
    ): Promise<WorkoutPage> {
      const rows = await db
        .selectFrom('workouts')
        .selectAll()
        .where('user_id', '=', userId)
        .$if(after !== undefined, (query) =>
          query.where((eb) =>
            eb(eb.refTuple('started_at', 'id'), '<', eb.tuple(after!.startedAt, after!.id)),
          ),
        )
        .orderBy('started_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit + 1)
        .execute();
      const { page, next } = pageOf(rows, limit, (last) =>
        encodeWorkoutCursor({ startedAt: last.started_at, id: last.id }),
      );
      const ids = page.map((row) => row.id);
      const [entries, sets] =
        ids.length === 0
          ? [[], []]
          : await Promise.all([
              db
                .selectFrom('workout_entries')
                .select(['workout_id', 'exercise_id', 'position'])
                .where('workout_id', 'in', ids)
                .orderBy('position')
                .execute(),
              db
                .selectFrom('workout_sets')
                .select(['workout_id', 'reps', 'weight_kg', 'warm_up', 'records'])
                .where('workout_id', 'in', ids)
                .execute(),
            ]);
      const briefs = new Map<string, WorkoutBrief>(
        page.map((row) => [
          row.id,
          { ...workoutHeader(row), exercise_ids: [], set_count: 0, volume_kg: 0, record_count: 0 },
        ]),
      );
      for (const entry of entries) {
        const brief = briefs.get(entry.workout_id)!;
        if (!brief.exercise_ids.includes(entry.exercise_id))
          brief.exercise_ids.push(entry.exercise_id);
      }
      for (const set of sets) {
        const brief = briefs.get(set.workout_id)!;
        brief.set_count += 1;
        brief.volume_kg += rowVolume(set);
        if (recordsOf(set.records).length > 0) brief.record_count += 1;
      }
      return { workouts: [...briefs.values()], next_cursor: next };
    },
  };
}

interface LoggedSet {
  userId: string;
  workoutId: string;
  input: SetLog;
}

/** Logs one set in the caller's transaction: see the repository's `logSet`. */
async function logSet(
  context: WriteContext,
  userId: string,
  workoutId: string,
  input: SetLog,
): Promise<SetLogged> {
  const trx = context.db;
  await holdUser(context, userId);
  const appended = await appendSet(trx, userId, workoutId, input);
  if (appended) return appended;
  const workout = await trx
    .selectFrom('workouts')
    .select((eb) => [
      'id',
      'started_at',
      'local_date',
      eb
        .selectFrom('workout_sets')
        .select(eb.fn.countAll<number | string>().as('count'))
        .whereRef('workout_sets.workout_id', '=', 'workouts.id')
        .as('set_count'),
    ])
    .where('id', '=', workoutId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!workout) throw workoutNotFound();
  const exercises = await resolveExercises(trx, userId, [
    { id: input.exercise_id, loc: ['body', 'exercise_id'] },
  ]);
  const exercise = exercises.get(input.exercise_id)!;
  const { entry_id: entryId, exercise_id: _exercise, ...set } = input;
  checkSet(exercise, set, ['body']);
  if (set.id) {
    await refuseForeignIds(trx, workoutId, [], [set.id]);
    // Sent again (an offline queue that lost the answer): the set as it was logged.
    const again = await trx
      .selectFrom('workout_sets')
      .selectAll()
      .where('id', '=', set.id)
      .executeTakeFirst();
    if (again) return { entry_id: again.entry_id, set: setOfRow(again) };
  }
  if (Number(workout.set_count ?? 0) >= PHYSICAL_LIMITS.maxSetsPerWorkout) {
    throw new ApiError(409, `A session holds at most ${PHYSICAL_LIMITS.maxSetsPerWorkout} sets`);
  }
  const entry = await findOrAddEntry(trx, userId, workoutId, input.exercise_id, entryId);
  const sessionSets = await sessionSetsOf(
    trx,
    { userId, workoutId, startedAt: workout.started_at },
    exercise.id,
  );
  const positions = sessionSets.filter((row) => row.entry_id === entry.id);
  const row: SetRow = {
    id: set.id ?? timeOrderedId(),
    entry_id: entry.id,
    workout_id: workoutId,
    user_id: userId,
    exercise_id: exercise.id,
    started_at: workout.started_at,
    local_date: workout.local_date,
    entry_position: entry.position,
    position: positions.length === 0 ? 0 : positions.at(-1)!.position + 1,
    ...setValues(set, exercise),
  };
  const startedAt = { id: workoutId, startedAt: workout.started_at };
  const marks = await marksBeforeSession(trx, userId, exercise, startedAt);
  const touched = { touched: new Set([row.id]) };
  if (marks) {
    // Its records are known before it is written: the session's sets and it, in order.
    const rows = [...sessionSets, row].sort(
      (a, b) => a.entry_position - b.entry_position || a.position - b.position,
    );
    await refreshSessionFromMarks(trx, userId, exercise, rows, marks, touched);
    await trx.insertInto('workout_sets').values(row).execute();
  } else {
    await trx.insertInto('workout_sets').values(row).execute();
    await refreshRecords(trx, userId, [exercise], touched);
    row.records = (
      await trx
        .selectFrom('workout_sets')
        .select('records')
        .where('id', '=', row.id)
        .executeTakeFirstOrThrow()
    ).records;
  }
  await trx
    .updateTable('workouts')
    .set({ updated_at: new Date().toISOString() })
    .where('id', '=', workoutId)
    .execute();
  return { entry_id: entry.id, set: setOfRow(row) };
}

/** The exercises the session's entries name (a replaced or deleted session's records change). */
async function exerciseIdsOfWorkout(db: Db, workoutId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('workout_entries')
    .select('exercise_id')
    .distinct()
    .where('workout_id', '=', workoutId)
    .execute();
  return rows.map((row) => row.exercise_id);
}

/** Deletes the session with its entries and sets, children first. */
async function deleteWorkoutRows(db: Db, workoutId: string): Promise<void> {
  await db.deleteFrom('workout_sets').where('workout_id', '=', workoutId).execute();
  await db.deleteFrom('workout_entries').where('workout_id', '=', workoutId).execute();
  await db.deleteFrom('workouts').where('id', '=', workoutId).execute();
}

/** The exercises a write touched, including ones the new body no longer names. */
async function resolveTouched(
  db: Db,
  userId: string,
  ids: readonly string[],
  known: Map<string, Exercise>,
): Promise<Exercise[]> {
  const missing = ids.filter((id) => !known.has(id));
  const more =
    missing.length === 0 ? new Map<string, Exercise>() : await knownExercises(db, userId, missing);
  return ids.flatMap((id) => {
    const exercise = known.get(id) ?? more.get(id);
    return exercise ? [exercise] : [];
  });
}

async function findOrAddEntry(
  db: Db,
  userId: string,
  workoutId: string,
  exerciseId: string,
  entryId: string | undefined,
): Promise<{ id: string; position: number }> {
  if (entryId !== undefined) {
    const entry = await db
      .selectFrom('workout_entries')
      .select(['id', 'position', 'exercise_id'])
      .where('id', '=', entryId)
      .where('workout_id', '=', workoutId)
      .executeTakeFirst();
    if (!entry) throw unprocessable(['body', 'entry_id'], 'No such entry in this workout', 'entry');
    if (entry.exercise_id !== exerciseId) {
      throw unprocessable(['body', 'entry_id'], 'This entry is of another exercise', 'entry');
    }
    return entry;
  }
  const entries = await db
    .selectFrom('workout_entries')
    .select(['id', 'position', 'exercise_id'])
    .where('workout_id', '=', workoutId)
    .orderBy('position')
    .execute();
  const existing = entries.filter((entry) => entry.exercise_id === exerciseId).at(-1);
  if (existing) return existing;
  if (entries.length >= PHYSICAL_LIMITS.maxExercisesPerWorkout) {
    throw new ApiError(
      409,
      `A session holds at most ${PHYSICAL_LIMITS.maxExercisesPerWorkout} exercises`,
    );
  }
  const entry = {
    id: timeOrderedId(),
    workout_id: workoutId,
    user_id: userId,
    exercise_id: exerciseId,
    position: (entries.at(-1)?.position ?? -1) + 1,
    notes: null,
  };
  await db.insertInto('workout_entries').values(entry).execute();
  return entry;
}
