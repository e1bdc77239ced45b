/**
 * The changes a session in progress goes through, as pure functions of the draft: each returns a
 * new draft one revision on, so the sync knows the server lacks it. Marking a set done starts the
 * rest timer; a session past the 200-set limit takes no further set.
 */
import { PHYSICAL_LIMITS, type Routine, type Workout } from '@ascend/contracts';
import { startRest } from '../lib/rest-timer';
import {
  emptySet,
  newKey,
  setFigures,
  type DraftExercise,
  type DraftSet,
  type SessionDraft,
} from './session-draft';

function changed(draft: SessionDraft, next: Partial<SessionDraft>): SessionDraft {
  return { ...draft, ...next, revision: draft.revision + 1 };
}

/** A change the server should have at once (see `urgent_revision`). */
function urgent(draft: SessionDraft): SessionDraft {
  return { ...draft, urgent_revision: draft.revision };
}

function mapEntry(
  draft: SessionDraft,
  entryKey: string,
  change: (entry: DraftExercise) => DraftExercise,
): SessionDraft {
  return changed(draft, {
    exercises: draft.exercises.map((entry) => (entry.key === entryKey ? change(entry) : entry)),
  });
}

const setCount = (draft: SessionDraft) =>
  draft.exercises.reduce((count, entry) => count + entry.sets.length, 0);

export function newSession(
  userId: string,
  now: number,
  from: { exercises: DraftExercise[]; routineId?: string | null; name?: string } = {
    exercises: [],
  },
): SessionDraft {
  return {
    version: 1,
    id: newKey(),
    user_id: userId,
    started_at: now,
    routine_id: from.routineId ?? null,
    name: from.name ?? '',
    notes: '',
    exercises: from.exercises,
    rest: null,
    rest_seconds: 90,
    finished_at: null,
    revision: 0,
    saved_revision: 0,
    urgent_revision: 0,
  };
}

/** A routine's exercises with their notes and target sets to fill in (none done yet). */
export function entriesOfRoutine(routine: Routine): DraftExercise[] {
  return routine.exercises.map((entry) => ({
    key: newKey(),
    exercise_id: entry.exercise_id,
    notes: entry.notes ?? '',
    sets: Array.from({ length: entry.target_sets }, () => ({
      ...emptySet(),
      reps: entry.target_reps,
      weight_kg: entry.target_weight_kg,
    })),
  }));
}

/**
 * A past session's exercises to do again: each exercise's notes and each set's targets (reps,
 * load, RIR, warm-up, time, distance), none of them done yet and no records.
 */
export function entriesOfWorkout(workout: Workout): DraftExercise[] {
  return workout.exercises.map((entry) => ({
    key: newKey(),
    exercise_id: entry.exercise_id,
    notes: entry.notes ?? '',
    sets: entry.sets.map((set): DraftSet => ({ ...emptySet(), ...setFigures(set) })),
  }));
}

export function addExercise(draft: SessionDraft, exerciseId: string): SessionDraft {
  if (draft.exercises.length >= PHYSICAL_LIMITS.maxExercisesPerWorkout) return draft;
  return urgent(
    changed(draft, {
      exercises: [
        ...draft.exercises,
        { key: newKey(), exercise_id: exerciseId, notes: '', sets: [emptySet()] },
      ],
    }),
  );
}

export function addSet(draft: SessionDraft, entryKey: string): SessionDraft {
  if (setCount(draft) >= PHYSICAL_LIMITS.maxSetsPerWorkout) return draft;
  return mapEntry(draft, entryKey, (entry) => ({
    ...entry,
    sets: [...entry.sets, emptySet(entry.sets.at(-1))],
  }));
}

export function changeSet(
  draft: SessionDraft,
  entryKey: string,
  setKey: string,
  change: Partial<Omit<DraftSet, 'key'>>,
): SessionDraft {
  return mapEntry(draft, entryKey, (entry) => ({
    ...entry,
    sets: entry.sets.map((set) => (set.key === setKey ? { ...set, ...change } : set)),
  }));
}

export function setDone(
  draft: SessionDraft,
  entryKey: string,
  setKey: string,
  done: boolean,
  now: number,
): SessionDraft {
  const next = changeSet(draft, entryKey, setKey, {
    done_at: done ? now : null,
    ...(done ? {} : { records: [] }),
  });
  return urgent(done ? { ...next, rest: startRest(now, draft.rest_seconds) } : next);
}

export function removeSet(draft: SessionDraft, entryKey: string, setKey: string): SessionDraft {
  return urgent(
    mapEntry(draft, entryKey, (entry) => ({
      ...entry,
      sets: entry.sets.filter((set) => set.key !== setKey),
    })),
  );
}

export function moveExercise(draft: SessionDraft, entryKey: string, by: -1 | 1): SessionDraft {
  const from = draft.exercises.findIndex((entry) => entry.key === entryKey);
  const to = from + by;
  if (from < 0 || to < 0 || to >= draft.exercises.length) return draft;
  const exercises = [...draft.exercises];
  const [moved] = exercises.splice(from, 1);
  exercises.splice(to, 0, moved!);
  return urgent(changed(draft, { exercises }));
}

export function removeExercise(draft: SessionDraft, entryKey: string): SessionDraft {
  return urgent(
    changed(draft, { exercises: draft.exercises.filter((entry) => entry.key !== entryKey) }),
  );
}

export function finishSession(draft: SessionDraft, now: number): SessionDraft {
  // A session lasts at most 24 hours (the contract): one left open longer ends at that bound.
  const longest = draft.started_at + PHYSICAL_LIMITS.maxDurationSeconds * 1000;
  return urgent(changed(draft, { finished_at: Math.min(now, longest), rest: null }));
}
