import { workoutWriteSchema, type Workout } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { emptySet, type SessionDraft } from './session-draft';
import { withRecords, workoutWriteOf } from './session-write';

const ENTRY = '7d9c8f5e-0000-4000-8000-000000000001';
const DONE = '7d9c8f5e-0000-4000-8000-000000000002';
const PLANNED = '7d9c8f5e-0000-4000-8000-000000000003';

function draft(): SessionDraft {
  return {
    version: 1,
    id: '7d9c8f5e-0000-4000-8000-000000000000',
    user_id: 'u1',
    started_at: Date.UTC(2026, 10, 24, 7, 0),
    routine_id: null,
    name: '  ',
    notes: ' legs ',
    exercises: [
      {
        key: ENTRY,
        exercise_id: 'barbell-squat',
        notes: '',
        sets: [
          { ...emptySet(), key: DONE, reps: 5, weight_kg: 100, done_at: 1 },
          { ...emptySet(), key: PLANNED, reps: 5, weight_kg: 100 },
        ],
      },
    ],
    rest: null,
    rest_seconds: 90,
    finished_at: null,
    revision: 2,
    saved_revision: 0,
    urgent_revision: 0,
  };
}

describe('the session as the server is sent it', () => {
  it('sends the done sets only, with the draft keys as ids, and passes the contract', () => {
    const write = workoutWriteOf(draft());
    expect(workoutWriteSchema.safeParse(write).success).toBe(true);
    expect(write.name).toBeNull();
    expect(write.notes).toBe('legs');
    expect(write.finished_at).toBeNull();
    expect(write.exercises[0]?.id).toBe(ENTRY);
    expect(write.exercises[0]?.sets.map((set) => set.id)).toEqual([DONE]);
  });

  it('puts the records of the answer back on the sets', () => {
    const saved = {
      exercises: [{ id: ENTRY, sets: [{ id: DONE, records: ['e1rm', 'weight'] }] }],
    } as unknown as Workout;
    const next = withRecords(draft(), saved);
    expect(next.exercises[0]?.sets.map((set) => set.records)).toEqual([['e1rm', 'weight'], []]);
  });
});
