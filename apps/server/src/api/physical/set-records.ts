/**
 * Personal records kept on the sets that made them (`workout_sets.records`), recomputed on every
 * write that touches an exercise: all the user's sets of it, in the order done, through the
 * contracts' `recordsOfSession`. An edit of an old session can make a record, or undo a later one;
 * both are found here. Each set that holds a record has its `personal_record` event (20 points,
 * keyed by the set's id), recorded or removed in the same transaction (record-progress.ts).
 */
import {
  emptyBests,
  recordsOfSession,
  type Exercise,
  type ExerciseKind,
  type RecordKind,
} from '@ascend/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { personalRecordsChanged } from '../progress/record-progress.js';

type Db = Kysely<Database>;

const SORTED_COLUMNS = ['started_at', 'workout_id', 'entry_position', 'position'] as const;

/** The ids of the user's sets of these exercises that hold a record now. */
export async function recordedSetIds(
  db: Db,
  userId: string,
  exerciseIds: readonly string[],
): Promise<Set<string>> {
  if (exerciseIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('workout_sets')
    .select('id')
    .where('user_id', '=', userId)
    .where('exercise_id', 'in', exerciseIds)
    .where('records', '!=', '')
    .execute();
  return new Set(rows.map((row) => row.id));
}

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

/** The records of each of the user's sets of one exercise, in the order done. */
export async function computeExerciseRecords(
  db: Db,
  userId: string,
  exerciseId: string,
  kind: ExerciseKind,
): Promise<{ row: SetRow; records: RecordKind[] }[]> {
  let query = db
    .selectFrom('workout_sets')
    .select([
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
    ])
    .where('user_id', '=', userId)
    .where('exercise_id', '=', exerciseId);
  for (const column of SORTED_COLUMNS) query = query.orderBy(column);
  const rows = await query.execute();
  const bests = emptyBests();
  const result: { row: SetRow; records: RecordKind[] }[] = [];
  let start = 0;
  while (start < rows.length) {
    let end = start;
    while (end < rows.length && rows[end]!.workout_id === rows[start]!.workout_id) end += 1;
    const session = rows.slice(start, end);
    const marks = recordsOfSession(
      kind,
      session.map((row) => ({ ...row, warm_up: row.warm_up === 1 })),
      bests,
    );
    session.forEach((row, index) => result.push({ row, records: marks[index]! }));
    start = end;
  }
  return result;
}

/**
 * Brings the records of these exercises' sets in line, and their events: `before` is the ids of
 * sets that held a record before the write (recordedSetIds, read first), so that a set deleted or
 * rewritten loses its event. `touched` sets (just written) have their event written again even if
 * they held one: their day may have moved. `at` dates new events (an import's: when the set was
 * done); now otherwise.
 */
export async function refreshRecords(
  db: Db,
  userId: string,
  exercises: readonly Exercise[],
  {
    before,
    touched,
    datedBySession = false,
    events = true,
  }: {
    before: ReadonlySet<string>;
    touched?: ReadonlySet<string>;
    datedBySession?: boolean;
    /** False when the caller rebuilds every event itself (the account import's recompute). */
    events?: boolean;
  },
): Promise<void> {
  const gained: { setId: string; localDate: string; at?: Date }[] = [];
  const after = new Set<string>();
  for (const exercise of exercises) {
    for (const { row, records } of await computeExerciseRecords(
      db,
      userId,
      exercise.id,
      exercise.kind,
    )) {
      const text = records.join(',');
      if (text !== row.records) {
        await db
          .updateTable('workout_sets')
          .set({ records: text })
          .where('id', '=', row.id)
          .execute();
      }
      if (text === '') continue;
      after.add(row.id);
      if (!before.has(row.id) || touched?.has(row.id)) {
        gained.push({
          setId: row.id,
          localDate: row.local_date,
          ...(datedBySession ? { at: new Date(row.started_at) } : {}),
        });
      }
    }
  }
  if (!events) return;
  const lost = [...before].filter((id) => !after.has(id));
  await personalRecordsChanged(db, userId, { gained, lost });
}
