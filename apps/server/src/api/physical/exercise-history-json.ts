/**
 * The JSON of an exercise's history (`GET /api/v1/physical/exercises/:id/history`), checked against
 * its contract (`exerciseHistorySchema`) without zod's general machinery: five years of a lift are
 * hundreds of sessions, and parsing them with the schema was about a fifth of the CPU of a history
 * the read cache did not hold (bench/09's misses; the first read after every write is one). Like
 * the zod serialiser it writes only the contract's fields and refuses (throws, a 500) an answer
 * whose values are not of the contract's types or forms (http/contract-json.ts). The routes' tests
 * parse every history answer with the zod schema as well.
 *
 * A session's point is checked and written once, when its figures are (`sessionPointJson`, kept in
 * `exercise_sessions.point`); a history read joins the kept texts (`KeptPoints`).
 */
import { RECORD_KINDS, type ExerciseHistory, type ExerciseSession } from '@ascend/contracts';
import { contractChecks } from '../http/contract-json.js';

const check = contractChecks('exercise history');
const KINDS: ReadonlySet<unknown> = new Set(RECORD_KINDS);

/** The JSON of a session's point, or a ContractMismatch when it is not one of the contract. */
export function sessionPointJson(session: ExerciseSession, index = 0): string {
  const at = `sessions[${index}]`;
  return JSON.stringify({
    workout_id: check.uuid(session.workout_id, at, 'workout_id'),
    started_at: check.text(session.started_at, at, 'started_at'),
    local_date: check.localDate(session.local_date, at, 'local_date'),
    best_e1rm_kg: check.numberOrNull(session.best_e1rm_kg, at, 'best_e1rm_kg'),
    top_weight_kg: check.numberOrNull(session.top_weight_kg, at, 'top_weight_kg'),
    volume_kg: check.number(session.volume_kg, at, 'volume_kg'),
    working_sets: check.integer(session.working_sets, at, 'working_sets'),
    reps: check.integer(session.reps, at, 'reps'),
    best_duration_seconds: check.integerOrNull(
      session.best_duration_seconds,
      at,
      'best_duration_seconds',
    ),
    best_distance_m: check.numberOrNull(session.best_distance_m, at, 'best_distance_m'),
    record_count: check.integer(session.record_count, at, 'record_count'),
  });
}

/**
 * A history's sessions as kept: their points as `sessionPointJson` wrote each, oldest first, joined
 * into the JSON array once (one string for the read cache to hold rather than one per session).
 */
export class KeptPoints {
  readonly json: string;
  constructor(points: readonly string[]) {
    this.json = `[${points.join(',')}]`;
  }
}

/** An exercise's history as the figures read it: the contract's, its sessions as kept. */
export type KeptHistory = Omit<ExerciseHistory, 'sessions'> & { sessions: KeptPoints };

function recordOf(record: ExerciseHistory['records'][number], index: number) {
  const at = `records[${index}]`;
  if (!KINDS.has(record.kind)) throw check.mismatch(at, 'kind');
  return {
    exercise_id: check.text(record.exercise_id, at, 'exercise_id'),
    kind: record.kind,
    value: check.number(record.value, at, 'value'),
    weight_kg: check.numberOrNull(record.weight_kg, at, 'weight_kg'),
    reps: check.integerOrNull(record.reps, at, 'reps'),
    set_id: check.uuid(record.set_id, at, 'set_id'),
    workout_id: check.uuid(record.workout_id, at, 'workout_id'),
    achieved_at: check.text(record.achieved_at, at, 'achieved_at'),
  };
}

/**
 * `history` as JSON, or a ContractMismatch when it is not a history of the contract. Its sessions
 * are kept points, written as they are, or sessions, each checked and written.
 */
export function exerciseHistoryJson(history: ExerciseHistory | KeptHistory): string {
  if (typeof history !== 'object' || history === null) throw check.mismatch('sessions');
  const sessions =
    history.sessions instanceof KeptPoints
      ? history.sessions
      : new KeptPoints(
          check
            .list(history.sessions, 'sessions')
            .map((session, index) => sessionPointJson(session as ExerciseSession, index)),
        );
  const exerciseId = JSON.stringify(check.text(history.exercise_id, 'exercise_id'));
  const records = JSON.stringify(
    check
      .list(history.records, 'records')
      .map((record, index) => recordOf(record as ExerciseHistory['records'][number], index)),
  );
  return `{"exercise_id":${exerciseId},"sessions":${sessions.json},"records":${records}}`;
}
