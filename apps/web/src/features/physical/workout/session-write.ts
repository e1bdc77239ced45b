/**
 * The session in progress as the server is sent it (`PUT /physical/workouts/:id`), and the records
 * of the server's answer put back on the draft's sets. Only the sets marked done are sent: a set
 * still to do is a plan on this device. The draft's keys are UUIDs and become the entries' and
 * sets' ids, so sending the session again replaces it rather than adding to it.
 */
import type { Workout, WorkoutWrite } from '@ascend/contracts';
import { setFigures, type SessionDraft } from './session-draft';

const isoOf = (epochMs: number) => new Date(epochMs).toISOString();

export function workoutWriteOf(draft: SessionDraft): WorkoutWrite {
  const name = draft.name.trim();
  const notes = draft.notes.trim();
  return {
    name: name === '' ? null : name,
    notes: notes === '' ? null : notes,
    started_at: isoOf(draft.started_at),
    finished_at: draft.finished_at === null ? null : isoOf(draft.finished_at),
    routine_id: draft.routine_id,
    exercises: draft.exercises.map((entry) => ({
      id: entry.key,
      exercise_id: entry.exercise_id,
      notes: entry.notes.trim() === '' ? null : entry.notes.trim(),
      sets: entry.sets
        .filter((set) => set.done_at !== null)
        .map((set) => ({ id: set.key, ...setFigures(set) })),
    })),
  };
}

/** The draft with the records the server found at each set it was sent. */
export function withRecords(draft: SessionDraft, saved: Workout): SessionDraft {
  const records = new Map<string, string[]>();
  for (const entry of saved.exercises) {
    for (const set of entry.sets) records.set(set.id, set.records);
  }
  return {
    ...draft,
    exercises: draft.exercises.map((entry) => ({
      ...entry,
      sets: entry.sets.map((set) => ({ ...set, records: records.get(set.key) ?? [] })),
    })),
  };
}

/** How many sets are done: what the 200-set limit counts. */
export function doneSetCount(draft: SessionDraft): number {
  return draft.exercises.reduce(
    (count, entry) => count + entry.sets.filter((set) => set.done_at !== null).length,
    0,
  );
}
