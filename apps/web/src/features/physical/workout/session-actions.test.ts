import { PHYSICAL_LIMITS } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import type { Routine, Workout } from '@ascend/contracts';
import {
  addExercise,
  addSet,
  changeSet,
  entriesOfRoutine,
  entriesOfWorkout,
  finishSession,
  moveExercise,
  newSession,
  removeExercise,
  setDone,
} from './session-actions';

const T0 = Date.UTC(2026, 10, 24, 7, 0);

describe('changes to the session in progress', () => {
  it('counts a revision per change, so the sync knows what the server lacks', () => {
    let draft = newSession('u1', T0);
    draft = addExercise(draft, 'barbell-squat');
    const entry = draft.exercises[0]!;
    draft = changeSet(draft, entry.key, entry.sets[0]!.key, { reps: 5, weight_kg: 100 });
    expect(draft.revision).toBe(2);
    expect(draft.saved_revision).toBe(0);
  });

  it('copies the last set figures into a new set, not its done mark', () => {
    let draft = addExercise(newSession('u1', T0), 'barbell-squat');
    const entry = draft.exercises[0]!;
    draft = changeSet(draft, entry.key, entry.sets[0]!.key, { reps: 5, weight_kg: 100 });
    draft = setDone(draft, entry.key, entry.sets[0]!.key, true, T0 + 60_000);
    draft = addSet(draft, entry.key);
    const [first, second] = draft.exercises[0]!.sets;
    expect(first?.done_at).toBe(T0 + 60_000);
    expect(second).toMatchObject({ reps: 5, weight_kg: 100, done_at: null, warm_up: false });
    expect(second?.key).not.toBe(first?.key);
  });

  it('starts the rest timer when a set is done', () => {
    let draft = addExercise(newSession('u1', T0), 'barbell-squat');
    const entry = draft.exercises[0]!;
    draft = setDone(draft, entry.key, entry.sets[0]!.key, true, T0 + 5_000);
    expect(draft.rest).toEqual({ startedAt: T0 + 5_000, endsAt: T0 + 95_000 });
  });

  it('reorders and removes exercises', () => {
    let draft = newSession('u1', T0);
    for (const id of ['a', 'b', 'c']) draft = addExercise(draft, id);
    const [a, , c] = draft.exercises;
    draft = moveExercise(draft, c!.key, -1);
    expect(draft.exercises.map((entry) => entry.exercise_id)).toEqual(['a', 'c', 'b']);
    expect(moveExercise(draft, a!.key, -1)).toBe(draft);
    draft = removeExercise(draft, a!.key);
    expect(draft.exercises.map((entry) => entry.exercise_id)).toEqual(['c', 'b']);
  });

  it('takes no set past the session limit', () => {
    let draft = addExercise(newSession('u1', T0), 'a');
    const key = draft.exercises[0]!.key;
    for (let index = 0; index < PHYSICAL_LIMITS.maxSetsPerWorkout + 5; index += 1) {
      draft = addSet(draft, key);
    }
    expect(draft.exercises[0]!.sets).toHaveLength(PHYSICAL_LIMITS.maxSetsPerWorkout);
  });

  it('finishes with the time, at most 24 hours after the start', () => {
    const draft = newSession('u1', T0);
    expect(finishSession(draft, T0 + 3_600_000).finished_at).toBe(T0 + 3_600_000);
    expect(finishSession(draft, T0 + 30 * 3_600_000).finished_at).toBe(T0 + 24 * 3_600_000);
  });

  it('repeats a past session as targets: notes, RIR and warm-ups kept, nothing done', () => {
    const set = (extra: Partial<Workout['exercises'][number]['sets'][number]>) => ({
      id: crypto.randomUUID(),
      position: 0,
      reps: 5,
      weight_kg: 100,
      rir: null,
      warm_up: false,
      duration_seconds: null,
      distance_m: null,
      e1rm_kg: 112.5,
      records: ['e1rm' as const],
      ...extra,
    });
    const past = {
      exercises: [
        {
          id: crypto.randomUUID(),
          exercise_id: 'barbell-back-squat',
          position: 0,
          notes: 'Safety bars at 12',
          sets: [set({ weight_kg: 60, warm_up: true }), set({ rir: 2 })],
        },
      ],
    } as Pick<Workout, 'exercises'> as Workout;
    const [entry] = entriesOfWorkout(past);
    expect(entry).toMatchObject({ exercise_id: 'barbell-back-squat', notes: 'Safety bars at 12' });
    expect(entry!.sets).toMatchObject([
      { weight_kg: 60, reps: 5, warm_up: true, rir: null, done_at: null, records: [] },
      { weight_kg: 100, reps: 5, warm_up: false, rir: 2, done_at: null, records: [] },
    ]);
  });

  it('starts from a routine with its notes and target sets', () => {
    const routine = {
      exercises: [
        {
          exercise_id: 'plank',
          position: 0,
          target_sets: 2,
          target_reps: null,
          target_weight_kg: null,
          notes: 'Squeeze the glutes',
        },
      ],
    } as Pick<Routine, 'exercises'> as Routine;
    const [entry] = entriesOfRoutine(routine);
    expect(entry?.notes).toBe('Squeeze the glutes');
    expect(entry?.sets).toHaveLength(2);
    expect(entry?.sets.every((target) => target.done_at === null)).toBe(true);
  });
});
