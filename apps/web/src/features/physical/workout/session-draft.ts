/**
 * The session in progress as the browser keeps it: everything typed so far, the rest timer's
 * timestamps and whether the finished session still waits to be saved. It lives in localStorage,
 * so a reload, a crash or a lost connection loses nothing; the server receives the session once it
 * is finished (one request, idempotent by the draft's id), and the draft is removed only once the
 * server has it. Weights are kept in kilograms, as stored; the form shows the user's units.
 */
import { z } from 'zod';

const finite = z.number().finite();

const draftSetSchema = z.object({
  key: z.string(),
  reps: finite.nullable(),
  weight_kg: finite.nullable(),
  rir: finite.nullable(),
  duration_seconds: finite.nullable(),
  distance_m: finite.nullable(),
  warm_up: z.boolean(),
  /** When the set was marked done (epoch ms); a set not done yet is a plan, not saved. */
  done_at: finite.nullable(),
  /** The records the server found this set made (kept so a reload still shows them). */
  records: z.array(z.string()),
});
export type DraftSet = z.infer<typeof draftSetSchema>;

/** What a set records, without its key, its state or its records. */
type SetFigures = Pick<
  DraftSet,
  'reps' | 'weight_kg' | 'rir' | 'warm_up' | 'duration_seconds' | 'distance_m'
>;

/** A set's figures alone: what a past set gives a new one, and what the server is sent. */
export function setFigures(set: SetFigures): SetFigures {
  const { reps, weight_kg, rir, warm_up, duration_seconds, distance_m } = set;
  return { reps, weight_kg, rir, warm_up, duration_seconds, distance_m };
}

const draftExerciseSchema = z.object({
  key: z.string(),
  exercise_id: z.string(),
  notes: z.string(),
  sets: z.array(draftSetSchema),
});
export type DraftExercise = z.infer<typeof draftExerciseSchema>;

export const sessionDraftSchema = z.object({
  version: z.literal(1),
  /** Also the saved workout's client id: a second save of the same draft creates nothing twice. */
  id: z.string(),
  user_id: z.string(),
  started_at: finite,
  routine_id: z.string().nullable(),
  name: z.string(),
  notes: z.string(),
  exercises: z.array(draftExerciseSchema),
  rest: z.object({ startedAt: finite, endsAt: finite }).nullable(),
  rest_seconds: finite,
  /** Set when Finish was pressed: the session is over and only waits for the server. */
  finished_at: finite.nullable(),
  /** Counts changes; the server has every change up to `saved_revision`. */
  revision: z.number().int(),
  saved_revision: z.number().int(),
  /**
   * The last revision that should reach the server at once (a set done, an exercise added or
   * moved, the finish); typing in a field waits for a pause instead, which keeps a session well
   * inside the per-user write budget.
   */
  urgent_revision: z.number().int(),
});
export type SessionDraft = z.infer<typeof sessionDraftSchema>;

export function newKey(): string {
  return crypto.randomUUID();
}

export function emptySet(previous?: DraftSet): DraftSet {
  return {
    key: newKey(),
    reps: previous?.reps ?? null,
    weight_kg: previous?.weight_kg ?? null,
    rir: null,
    duration_seconds: previous?.duration_seconds ?? null,
    distance_m: previous?.distance_m ?? null,
    warm_up: false,
    done_at: null,
    records: [],
  };
}
