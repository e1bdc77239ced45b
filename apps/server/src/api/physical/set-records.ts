/**
 * Personal records kept on the sets that made them (`workout_sets.records`), recomputed on every
 * write that touches an exercise, through the contracts' `recordsOfSession`, and their events
 * (20 points each, keyed by the set's id) recorded or removed in the same transaction
 * (record-progress.ts).
 *
 * Two ways, one rule:
 * - in full: every set of the exercise in the order done (a session edited, deleted, imported): an
 *   edit of an old session can make a record or undo a later one;
 * - a session alone (`refreshSessionRecords`, a set logged into the exercise's latest session):
 *   from the marks to beat before that session, kept in `exercise_bests` by every refresh, so
 *   logging a set reads that session's sets rather than years of them.
 */
import {
  emptyBests,
  recordsOfSession,
  type Exercise,
  type ExerciseKind,
  type RecordBests,
  type RecordKind,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { personalRecordsChanged } from '../progress/record-progress.js';

type Db = Kysely<Database>;

const SET_COLUMNS = [
  'id',
  'workout_id',
  'local_date',
  'started_at',
  'reps',
  'weight_kg',
  'warm_up',
  'duration_seconds',
  'distance_m',
  'records',
] as const;

interface SetRow {
  id: string;
  workout_id: string;
  local_date: string;
  started_at: string;
  reps: number | null;
  weight_kg: number | null;
  warm_up: number;
  duration_seconds: number | null;
  distance_m: number | null;
  records: string;
}

/** The ids of this workout's sets that hold a record now (read before rewriting or deleting it). */
export async function recordedSetIdsOfWorkout(db: Db, workoutId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('workout_sets')
    .select('id')
    .where('workout_id', '=', workoutId)
    .where('records', '!=', '')
    .execute();
  return new Set(rows.map((row) => row.id));
}

const recordable = (row: SetRow) => ({ ...row, warm_up: row.warm_up === 1 });

function cloneBests(bests: RecordBests): RecordBests {
  return { ...bests, repsAtWeight: new Map(bests.repsAtWeight) };
}

function storedBests(bests: RecordBests): string {
  return JSON.stringify({ ...bests, repsAtWeight: [...bests.repsAtWeight] });
}

function parsedBests(text: string): RecordBests {
  const parsed = JSON.parse(text) as Omit<RecordBests, 'repsAtWeight'> & {
    repsAtWeight: [number, number][];
  };
  return { ...parsed, repsAtWeight: new Map(parsed.repsAtWeight) };
}

interface Marked {
  row: SetRow;
  records: RecordKind[];
}

/**
 * The records of each of the user's sets of one exercise, in the order done, and the marks to
 * beat before its latest session (for `exercise_bests`).
 */
async function computeExerciseRecords(
  db: Db,
  userId: string,
  exerciseId: string,
  kind: ExerciseKind,
): Promise<{
  marked: Marked[];
  latest: { workoutId: string; startedAt: string; prior: RecordBests } | null;
}> {
  const rows = await db
    .selectFrom('workout_sets')
    .select(SET_COLUMNS)
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .orderBy('started_at')
    .orderBy('workout_id')
    .orderBy('entry_position')
    .orderBy('position')
    .execute();
  const bests = emptyBests();
  const marked: Marked[] = [];
  let latest: { workoutId: string; startedAt: string; prior: RecordBests } | null = null;
  let start = 0;
  while (start < rows.length) {
    let end = start;
    while (end < rows.length && rows[end]!.workout_id === rows[start]!.workout_id) end += 1;
    const session = rows.slice(start, end);
    if (end === rows.length) {
      latest = {
        workoutId: session[0]!.workout_id,
        startedAt: session[0]!.started_at,
        prior: cloneBests(bests),
      };
    }
    const marks = recordsOfSession(kind, session.map(recordable), bests);
    session.forEach((row, index) => marked.push({ row, records: marks[index]! }));
    start = end;
  }
  return { marked, latest };
}

async function keepBests(
  db: Db,
  userId: string,
  exerciseId: string,
  latest: { workoutId: string; startedAt: string; prior: RecordBests } | null,
): Promise<void> {
  if (latest === null) {
    await db
      .deleteFrom('exercise_bests')
      .where('user_id', '=', userId)
      .where('exercise_id', '=', exerciseId)
      .execute();
    return;
  }
  const values = {
    latest_workout_id: latest.workoutId,
    latest_started_at: latest.startedAt,
    prior: storedBests(latest.prior),
  };
  await db
    .insertInto('exercise_bests')
    .values({ user_id: userId, exercise_id: exerciseId, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'exercise_id']).doUpdateSet(values))
    .execute();
}

interface Changes {
  gained: { setId: string; localDate: string; at?: Date }[];
  lost: string[];
}

/** Writes the sets' new records; collects the events to add or remove. */
async function applyMarks(
  db: Db,
  marked: readonly Marked[],
  changes: Changes,
  { touched, datedBySession }: { touched?: ReadonlySet<string>; datedBySession: boolean },
): Promise<void> {
  for (const { row, records } of marked) {
    const text = records.join(',');
    if (text !== row.records) {
      await db
        .updateTable('workout_sets')
        .set({ records: text })
        .where('id', '=', row.id)
        .execute();
    }
    if (text === '') {
      if (row.records !== '') changes.lost.push(row.id);
    } else if (row.records === '' || touched?.has(row.id)) {
      changes.gained.push({
        setId: row.id,
        localDate: row.local_date,
        ...(datedBySession ? { at: new Date(row.started_at) } : {}),
      });
    }
  }
}

export interface RefreshOptions {
  /**
   * Sets that held a record and were deleted or rewritten by the write (their rows are gone or
   * hold no record yet): their events go unless they hold one again.
   */
  before?: ReadonlySet<string>;
  /** Sets just written: their event is written again (their day may have moved). */
  touched?: ReadonlySet<string>;
  /** Dates new events when their session started (an import's), rather than now. */
  datedBySession?: boolean;
  /** False when the caller rebuilds every event itself (the account import's recompute). */
  events?: boolean;
}

async function finish(db: Db, userId: string, changes: Changes, options: RefreshOptions) {
  if (options.events === false) return;
  const stillHeld = new Set(changes.gained.map((event) => event.setId));
  const lost = [...changes.lost, ...[...(options.before ?? [])].filter((id) => !stillHeld.has(id))];
  await personalRecordsChanged(db, userId, { gained: changes.gained, lost: [...new Set(lost)] });
}

/** The records of these exercises' sets, recomputed in full, and their events. */
export async function refreshRecords(
  db: Db,
  userId: string,
  exercises: readonly Exercise[],
  options: RefreshOptions = {},
): Promise<void> {
  const changes: Changes = { gained: [], lost: [] };
  for (const exercise of exercises) {
    const { marked, latest } = await computeExerciseRecords(db, userId, exercise.id, exercise.kind);
    await applyMarks(db, marked, changes, {
      ...(options.touched ? { touched: options.touched } : {}),
      datedBySession: options.datedBySession ?? false,
    });
    await keepBests(db, userId, exercise.id, latest);
  }
  await finish(db, userId, changes, options);
}

/**
 * The records of one session's sets of an exercise after a set was added to it, when that session
 * is the exercise's latest: from the kept marks to beat before it. Falls back to the full refresh
 * when the session is not the latest, or the kept marks are not of the sessions before it.
 */
export async function refreshSessionRecords(
  db: Db,
  userId: string,
  exercise: Exercise,
  workout: { id: string; startedAt: string },
  options: RefreshOptions = {},
): Promise<void> {
  const later = await db
    .selectFrom('workout_sets')
    .select('id')
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exercise.id)
    .where((eb) =>
      eb(eb.refTuple('started_at', 'workout_id'), '>', eb.tuple(workout.startedAt, workout.id)),
    )
    .limit(1)
    .executeTakeFirst();
  const kept = await db
    .selectFrom('exercise_bests')
    .selectAll()
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exercise.id)
    .executeTakeFirst();
  const sessionSets = (workoutId: string) =>
    db
      .selectFrom('workout_sets')
      .select(SET_COLUMNS)
      .where('workout_id', '=', workoutId)
      .where('exercise_id', '=', exercise.id)
      .orderBy('entry_position')
      .orderBy('position')
      .execute();

  let prior: RecordBests | undefined;
  if (later === undefined && kept !== undefined) {
    if (kept.latest_workout_id === workout.id) {
      prior = parsedBests(kept.prior);
    } else if (
      kept.latest_started_at < workout.startedAt ||
      (kept.latest_started_at === workout.startedAt && kept.latest_workout_id < workout.id)
    ) {
      // A new latest session: the marks before it are the kept ones and the old latest session's.
      prior = parsedBests(kept.prior);
      recordsOfSession(
        exercise.kind,
        (await sessionSets(kept.latest_workout_id)).map(recordable),
        prior,
      );
    }
  } else if (later === undefined && kept === undefined) {
    const other = await db
      .selectFrom('workout_sets')
      .select('id')
      .where('user_id', '=', userId)
      .where('exercise_id', '=', exercise.id)
      .where('workout_id', '!=', workout.id)
      .limit(1)
      .executeTakeFirst();
    if (other === undefined) prior = emptyBests();
  }
  if (prior === undefined) {
    await refreshRecords(db, userId, [exercise], options);
    return;
  }
  const rows = await sessionSets(workout.id);
  const marks = recordsOfSession(exercise.kind, rows.map(recordable), cloneBests(prior));
  const changes: Changes = { gained: [], lost: [] };
  await applyMarks(
    db,
    rows.map((row, index) => ({ row, records: marks[index]! })),
    changes,
    { ...(options.touched ? { touched: options.touched } : {}), datedBySession: false },
  );
  await keepBests(db, userId, exercise.id, {
    workoutId: workout.id,
    startedAt: workout.startedAt,
    prior,
  });
  await finish(db, userId, changes, options);
}
