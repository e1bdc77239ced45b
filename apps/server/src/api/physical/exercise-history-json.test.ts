import { exerciseHistorySchema, type ExerciseHistory } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { exerciseHistoryJson } from './exercise-history-json.js';

const session = {
  workout_id: '0b7f1c52-8a51-4d3e-9a43-2f6a1f0d9c11',
  started_at: '2026-03-01T08:00:00.000Z',
  local_date: '2026-03-01',
  best_e1rm_kg: 112.5,
  top_weight_kg: 100,
  volume_kg: 2450.5,
  working_sets: 5,
  reps: 25,
  best_duration_seconds: null,
  best_distance_m: null,
  record_count: 1,
};
const record = {
  exercise_id: 'barbell-bench-press',
  kind: 'e1rm' as const,
  value: 112.5,
  weight_kg: 100,
  reps: 4,
  set_id: '019a6b3e-2f4c-7a10-9d2e-3b4c5d6e7f80',
  workout_id: session.workout_id,
  achieved_at: session.started_at,
};
// Typed as the contract's answer: a required field added to the contract and not here fails.
const history: ExerciseHistory = {
  exercise_id: 'barbell-bench-press',
  sessions: [
    session,
    { ...session, best_e1rm_kg: null, top_weight_kg: null, best_duration_seconds: 60 },
  ],
  records: [record, { ...record, kind: 'reps_at_weight', value: 8, reps: 8, weight_kg: null }],
};

describe('exerciseHistoryJson', () => {
  it('writes what the zod serialiser writes: the contract’s fields only, parsed and stringified', () => {
    const withExtra = {
      ...history,
      extra: 1,
      sessions: history.sessions.map((s) => ({ ...s, user_id: 'u' })),
      records: history.records.map((r) => ({ ...r, first: true })),
    };
    const json = exerciseHistoryJson(withExtra);
    expect(json).toBe(JSON.stringify(exerciseHistorySchema.parse(withExtra)));
    expect(exerciseHistorySchema.parse(JSON.parse(json))).toEqual(history);
    const empty = { exercise_id: 'plank', sessions: [], records: [] };
    expect(exerciseHistoryJson(empty)).toBe(JSON.stringify(empty));
  });

  it.each([
    ['a workout id that is no UUID', { workout_id: 'w-1' }],
    ['a day not in the calendar', { local_date: '2026-02-30' }],
    ['a day outside the product’s range', { local_date: '1899-12-31' }],
    ['an estimated 1RM that is not finite', { best_e1rm_kg: Number.NaN }],
    ['a tonnage as text', { volume_kg: '2450' }],
    ['no tonnage', { volume_kg: null }],
    ['working sets that are no integer', { working_sets: 2.5 }],
    ['a time that is no integer', { best_duration_seconds: 1.5 }],
    ['an infinite distance', { best_distance_m: Number.POSITIVE_INFINITY }],
    ['a missing start', { started_at: undefined }],
  ])('refuses, as the zod serialiser does, a session with %s', (_name, change) => {
    const wrong = {
      ...history,
      sessions: [{ ...session, ...change }],
    } as unknown as ExerciseHistory;
    expect(exerciseHistorySchema.safeParse(wrong).success).toBe(false);
    expect(() => exerciseHistoryJson(wrong)).toThrow(/does not match its contract/);
  });

  it.each([
    ['a kind of no record', { kind: 'fastest' }],
    ['a set id that is no UUID', { set_id: 'set-1' }],
    ['reps that are no integer', { reps: 4.5 }],
    ['a value as text', { value: '112.5' }],
    ['no exercise', { exercise_id: undefined }],
  ])('refuses, as the zod serialiser does, a record with %s', (_name, change) => {
    const wrong = { ...history, records: [{ ...record, ...change }] } as unknown as ExerciseHistory;
    expect(exerciseHistorySchema.safeParse(wrong).success).toBe(false);
    expect(() => exerciseHistoryJson(wrong)).toThrow(/does not match its contract/);
  });

  it('refuses a history without its lists', () => {
    for (const wrong of [
      { exercise_id: 'plank', records: [] },
      { exercise_id: 'plank', sessions: [], records: {} },
      { sessions: [], records: [] },
    ]) {
      expect(exerciseHistorySchema.safeParse(wrong).success).toBe(false);
      expect(() => exerciseHistoryJson(wrong as unknown as ExerciseHistory)).toThrow();
    }
  });
});
