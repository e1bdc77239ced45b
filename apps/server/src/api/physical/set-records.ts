/**
 * Personal records kept on the sets that made them (`workout_sets.records`), recomputed on every
 * write that touches an exercise, through the contracts' `recordsOfSession`, and their events
 * (20 points each, keyed by the set's id) recorded or removed in the same transaction
 * (record-progress.ts).
 *
 * Two ways, one rule:
 * - in full: every set of the exercise in the order done (a session edited, deleted, imported): an
 *   edit of an old session can make a record or undo a later one;
 * - a session alone (`marksBeforeSession` then `refreshSessionFromMarks`, a set logged into the
 *   exercise's latest session): from the marks to beat before that session, kept in
 *   `exercise_bests` by every refresh, so logging a set reads that session's sets rather than
 *   years of them.
 *
 * Each refresh also keeps what the reads add up (exercise-figures.ts): every session's figures
 * of the exercise (`exercise_sessions`) and its current bests before the latest session
 * (`exercise_prior_records`), so the history and the weekly volume read a row per session.
 */
import {
  emptyBests,
  recordsOfSession,
  type Exercise,
  type RecordBests,
  type RecordKind,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { personalRecordsChanged } from '../progress/record-progress.js';
import { sessionPointJson } from './exercise-history-json.js';
import {
  FIGURE_COLUMNS,
  foldBests,
  sessionsOf,
  parsedRecords,
  sessionFigures,
  storedRecords,
  type BestsByKey,
  type FigureRow,
} from './exercise-figures.js';

type Db = Kysely<Database>;

const SET_COLUMNS = FIGURE_COLUMNS;
type SetRow = FigureRow;

/** A set with its place in its session, as a refresh orders them. */
type PlacedRow = SetRow & { entry_position: number; position: number };

const inOrderDone = (a: PlacedRow, b: PlacedRow) =>
  a.started_at < b.started_at
    ? -1
    : a.started_at > b.started_at
      ? 1
      : a.workout_id < b.workout_id
        ? -1
        : a.workout_id > b.workout_id
          ? 1
          : a.entry_position - b.entry_position || a.position - b.position;

/** Set ids in one statement: well under either database's bound on parameters. */
const UPDATE_BATCH = 500;

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

export function storedBests(bests: RecordBests): string {
  return JSON.stringify({ ...bests, repsAtWeight: [...bests.repsAtWeight] });
}

export function parsedBests(text: string): RecordBests {
  const parsed = JSON.parse(text) as Omit<RecordBests, 'repsAtWeight'> & {
    repsAtWeight: [number, number][];
  };
  return { ...parsed, repsAtWeight: new Map(parsed.repsAtWeight) };
}

interface Marked {
  row: SetRow;
  records: RecordKind[];
}

/** The exercise's latest session and the marks and bests before it (`exercise_bests`). */
interface Latest {
  workoutId: string;
  startedAt: string;
  prior: RecordBests;
  priorRecords: BestsByKey;
}

/**
 * The marks within a session, its sets counted, from the marks after it and before it: closing a
 * session (the contracts' `closeSession`) changes only the count of sessions and the best tonnage.
 */
const withinSession = (after: RecordBests, before: RecordBests): RecordBests => ({
  ...after,
  repsAtWeight: new Map(after.repsAtWeight),
  sessions: before.sessions,
  sessionVolume: before.sessionVolume,
});

const working = (rows: readonly SetRow[]) => rows.filter((row) => row.warm_up === 0);

/**
 * The records of each of the user's sets of one exercise, in the order done, and the marks and
 * bests before its latest session (for `exercise_bests`).
 */
async function computeExerciseRecords(
  db: Db,
  userId: string,
  exercise: Exercise,
  unwritten: readonly PlacedRow[],
): Promise<{ marked: Marked[]; sessions: SetRow[][]; latest: (Latest & Kept) | null }> {
  const stored = await db
    .selectFrom('workout_sets')
    .select([...SET_COLUMNS, 'entry_position', 'position'])
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exercise.id)
    .orderBy('started_at')
    .orderBy('workout_id')
    .orderBy('entry_position')
    .orderBy('position')
    .execute();
  // The order the database sorts them in: its text columns (ISO instants, UUIDs) compare alike
  // byte by byte and by any collation, their separators standing at the same places.
  const rows = unwritten.length === 0 ? stored : [...stored, ...unwritten].sort(inOrderDone);
  const bests = emptyBests();
  const records: BestsByKey = new Map();
  const marked: Marked[] = [];
  const sessions = sessionsOf(rows);
  let latest: (Latest & Kept) | null = null;
  sessions.forEach((session, index) => {
    const prior = index === sessions.length - 1 ? cloneBests(bests) : undefined;
    const priorRecords = prior ? new Map(records) : undefined;
    const marks = recordsOfSession(exercise.kind, session.map(recordable), bests);
    session.forEach((row, at) => marked.push({ row, records: marks[at]! }));
    foldBests(records, exercise.id, exercise.kind, [working(session)], { repsAtWeight: true });
    if (prior && priorRecords) {
      latest = {
        workoutId: session[0]!.workout_id,
        startedAt: session[0]!.started_at,
        prior,
        priorRecords,
        marks: withinSession(bests, prior),
      };
    }
  });
  return { marked, sessions, latest };
}

/** What is kept of the latest session beside the marks before it: the marks within it. */
interface Kept {
  marks: RecordBests;
}

async function keepBests(
  db: Db,
  userId: string,
  exerciseId: string,
  latest: (Latest & Kept) | null,
): Promise<void> {
  if (latest === null) {
    for (const table of ['exercise_bests', 'exercise_prior_records'] as const) {
      await db
        .deleteFrom(table)
        .where('user_id', '=', userId)
        .where('exercise_id', '=', exerciseId)
        .execute();
    }
    return;
  }
  const values = {
    latest_workout_id: latest.workoutId,
    latest_started_at: latest.startedAt,
    prior: storedBests(latest.prior),
    marks: storedBests(latest.marks),
  };
  await db
    .insertInto('exercise_bests')
    .values({ user_id: userId, exercise_id: exerciseId, ...values })
    .onConflict((conflict) => conflict.columns(['user_id', 'exercise_id']).doUpdateSet(values))
    .execute();
  const records = storedRecords(latest.priorRecords);
  await db
    .insertInto('exercise_prior_records')
    .values({ user_id: userId, exercise_id: exerciseId, records })
    .onConflict((conflict) => conflict.columns(['user_id', 'exercise_id']).doUpdateSet({ records }))
    .execute();
}

function sessionRow(userId: string, exerciseId: string, sets: readonly SetRow[]) {
  const figures = sessionFigures(sets);
  return { ...figures, user_id: userId, exercise_id: exerciseId, point: sessionPointJson(figures) };
}

/** Every session's figures of the exercise (`exercise_sessions`), rewritten from its sets. */
async function keepSessions(
  db: Db,
  userId: string,
  exerciseId: string,
  sessions: readonly SetRow[][],
): Promise<void> {
  await db
    .deleteFrom('exercise_sessions')
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .execute();
  const rows = sessions
    .map(working)
    .filter((sets) => sets.length > 0)
    .map((sets) => sessionRow(userId, exerciseId, sets));
  // 13 columns a row: 500 rows a statement stay under either database's bound on parameters.
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('exercise_sessions')
      .values(rows.slice(start, start + 500))
      .execute();
  }
}

/** One session's figures of the exercise, from its sets (none when it has no working set). */
async function keepSession(
  db: Db,
  userId: string,
  exerciseId: string,
  sets: readonly SetRow[],
): Promise<void> {
  const workingSets = working(sets);
  if (workingSets.length === 0) {
    await db
      .deleteFrom('exercise_sessions')
      .where('workout_id', '=', sets[0]!.workout_id)
      .where('exercise_id', '=', exerciseId)
      .execute();
    return;
  }
  const {
    workout_id: _workout,
    exercise_id: _exercise,
    ...values
  } = sessionRow(userId, exerciseId, workingSets);
  await db
    .insertInto('exercise_sessions')
    .values(sessionRow(userId, exerciseId, workingSets))
    .onConflict((conflict) => conflict.columns(['workout_id', 'exercise_id']).doUpdateSet(values))
    .execute();
}

interface Changes {
  gained: { setId: string; localDate: string; at?: Date }[];
  lost: string[];
}

/** Writes the sets' new records (in `row.records` too); collects the events to add or remove. */
async function applyMarks(
  db: Db,
  marked: readonly Marked[],
  changes: Changes,
  {
    touched,
    datedBySession,
    unwritten,
  }: {
    touched?: ReadonlySet<string>;
    datedBySession: boolean;
    /** Sets not stored yet: the caller writes them with their records. */
    unwritten?: ReadonlySet<string>;
  },
): Promise<void> {
  // The sets whose records change, by their new records: one statement for each (an import's
  // thousand records are a handful of statements rather than one per set).
  const updates = new Map<string, string[]>();
  for (const { row, records } of marked) {
    const text = records.join(',');
    const was = row.records;
    if (text !== was && !unwritten?.has(row.id)) {
      const ids = updates.get(text) ?? [];
      ids.push(row.id);
      updates.set(text, ids);
    }
    row.records = text;
    if (text === '') {
      if (was !== '') changes.lost.push(row.id);
    } else if (was === '' || touched?.has(row.id)) {
      changes.gained.push({
        setId: row.id,
        localDate: row.local_date,
        ...(datedBySession ? { at: new Date(row.started_at) } : {}),
      });
    }
  }
  for (const [text, ids] of updates) {
    for (let start = 0; start < ids.length; start += UPDATE_BATCH) {
      await db
        .updateTable('workout_sets')
        .set({ records: text })
        .where('id', 'in', ids.slice(start, start + UPDATE_BATCH))
        .execute();
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
  /**
   * Sets the caller writes after the refresh (a CSV import's thousands): counted in their place,
   * their records left in their rows rather than written and updated again.
   */
  unwritten?: readonly (PlacedRow & { exercise_id: string })[];
}

async function finish(db: Db, userId: string, changes: Changes, options: RefreshOptions) {
  if (options.events === false) return;
  const stillHeld = new Set(changes.gained.map((event) => event.setId));
  const lost = [...changes.lost, ...[...(options.before ?? [])].filter((id) => !stillHeld.has(id))];
  await personalRecordsChanged(db, userId, { gained: changes.gained, lost: [...new Set(lost)] });
}

/**
 * The records of these exercises' sets recomputed in full, with their events, their sessions'
 * figures and the bests before their latest session.
 */
export async function refreshRecords(
  db: Db,
  userId: string,
  exercises: readonly Exercise[],
  options: RefreshOptions = {},
): Promise<void> {
  const changes: Changes = { gained: [], lost: [] };
  for (const exercise of exercises) {
    const unwritten = (options.unwritten ?? []).filter((row) => row.exercise_id === exercise.id);
    const { marked, sessions, latest } = await computeExerciseRecords(
      db,
      userId,
      exercise,
      unwritten,
    );
    await applyMarks(db, marked, changes, {
      ...(options.touched ? { touched: options.touched } : {}),
      ...(unwritten.length > 0 ? { unwritten: new Set(unwritten.map((row) => row.id)) } : {}),
      datedBySession: options.datedBySession ?? false,
    });
    await keepSessions(db, userId, exercise.id, sessions);
    await keepBests(db, userId, exercise.id, latest);
  }
  await finish(db, userId, changes, options);
}

/**
 * The session's sets of the exercise, in the order done: found by the user's sets of the exercise
 * in the order done (`workout_sets_user_exercise`), where they lie together, rather than among the
 * session's sets of every exercise (`workout_sets_workout`), each read to be left out. A set's row
 * holds its session's start, rewritten with the session.
 */
export function sessionSetsOf(
  db: Db,
  session: { userId: string; workoutId: string; startedAt: string },
  exerciseId: string,
) {
  return db
    .selectFrom('workout_sets')
    .select([...SET_COLUMNS, 'entry_id', 'entry_position', 'position'])
    .where('user_id', '=', session.userId)
    .where('exercise_id', '=', exerciseId)
    .where('started_at', '=', session.startedAt)
    .where('workout_id', '=', session.workoutId)
    .orderBy('entry_position')
    .orderBy('position')
    .execute();
}

/**
 * The marks to beat before a session of the exercise, when it is (or becomes) the exercise's
 * latest: from `exercise_bests`, kept by every refresh. `latest` is what to keep when the session
 * becomes the latest (undefined when it already is). Undefined when a later session exists or the
 * kept marks cannot tell: the caller refreshes in full.
 */
export async function marksBeforeSession(
  db: Db,
  userId: string,
  exercise: Exercise,
  workout: { id: string; startedAt: string },
): Promise<{ prior: RecordBests; latest?: Latest } | undefined> {
  const kept = await db
    .selectFrom('exercise_bests as b')
    .leftJoin('exercise_prior_records as p', (join) =>
      join.onRef('p.user_id', '=', 'b.user_id').onRef('p.exercise_id', '=', 'b.exercise_id'),
    )
    .select(['b.latest_workout_id', 'b.latest_started_at', 'b.prior', 'p.records as prior_records'])
    .where('b.user_id', '=', userId)
    .where('b.exercise_id', '=', exercise.id)
    .executeTakeFirst();
  if (kept === undefined) {
    // Nothing kept: the exercise has no sets, unless some were written before the marks were kept.
    const other = await db
      .selectFrom('workout_sets')
      .select('id')
      .where('user_id', '=', userId)
      .where('exercise_id', '=', exercise.id)
      .where('workout_id', '!=', workout.id)
      .limit(1)
      .executeTakeFirst();
    if (other !== undefined) return undefined;
    const latest = {
      workoutId: workout.id,
      startedAt: workout.startedAt,
      prior: emptyBests(),
      priorRecords: new Map(),
    };
    return { prior: emptyBests(), latest };
  }
  if (kept.latest_workout_id === workout.id) return { prior: parsedBests(kept.prior) };
  const isLater =
    kept.latest_started_at < workout.startedAt ||
    (kept.latest_started_at === workout.startedAt && kept.latest_workout_id < workout.id);
  if (!isLater || kept.prior_records === null) return undefined;
  // A new latest session: the marks before it are the kept ones and the old latest session's.
  const previous = await sessionSetsOf(
    db,
    { userId, workoutId: kept.latest_workout_id, startedAt: kept.latest_started_at },
    exercise.id,
  );
  const prior = parsedBests(kept.prior);
  recordsOfSession(exercise.kind, previous.map(recordable), prior);
  const priorRecords = foldBests(
    parsedRecords(kept.prior_records),
    exercise.id,
    exercise.kind,
    [working(previous)],
    { repsAtWeight: true },
  );
  return {
    prior,
    latest: {
      workoutId: workout.id,
      startedAt: workout.startedAt,
      prior: cloneBests(prior),
      priorRecords,
    },
  };
}

/**
 * The records of one session's sets of an exercise (`rows`, in the order done; `touched` the ones
 * being written, left in `rows[i].records` and not stored, as the caller inserts them) from the
 * marks to beat before it (`marksBeforeSession`): changed records of the stored sets written, the
 * session's figures and the kept marks with them, events added or removed.
 */
export async function refreshSessionFromMarks(
  db: Db,
  userId: string,
  exercise: Exercise,
  rows: SetRow[],
  marks: { prior: RecordBests; latest?: Latest },
  options: RefreshOptions & { touched: ReadonlySet<string> },
): Promise<void> {
  const bests = cloneBests(marks.prior);
  const found = recordsOfSession(exercise.kind, rows.map(recordable), bests);
  const changes: Changes = { gained: [], lost: [] };
  await applyMarks(
    db,
    rows.map((row, index) => ({ row, records: found[index]! })),
    changes,
    { touched: options.touched, datedBySession: false, unwritten: options.touched },
  );
  if (rows.length > 0) await keepSession(db, userId, exercise.id, rows);
  const within = withinSession(bests, marks.prior);
  if (marks.latest) await keepBests(db, userId, exercise.id, { ...marks.latest, marks: within });
  else await keepMarks(db, userId, exercise.id, within);
  await finish(db, userId, changes, options);
}

/** The marks within the exercise's latest session, after a change to its sets. */
async function keepMarks(db: Db, userId: string, exerciseId: string, marks: RecordBests) {
  await db
    .updateTable('exercise_bests')
    .set({ marks: storedBests(marks) })
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId)
    .execute();
}
