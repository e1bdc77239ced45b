/**
 * Attention: the arrow flanker task (Eriksen). A row of five arrows; the user answers the direction
 * of the middle one (left or right) while the four flanking it point the same way (congruent) or
 * the other (incongruent). Chosen over Stroop because arrows need neither reading in the user's
 * language nor colour vision, look the same in both themes, and are answered with the two arrow
 * keys or two buttons on a touch screen.
 *
 * 40 trials, half of each kind, in random order. Scores: accuracy, and the interference cost, the
 * median time of correct incongruent answers minus that of correct congruent ones (lower is better:
 * the flankers distract less). An answer under 100 ms is a guess and counts as an error; none within
 * 2 s is a miss.
 */
import { z } from 'zod';
import type { Scored } from './cognitive-kinds.js';
import { median, tenthOfMs } from './statistics.js';

export const ATTENTION = {
  trials: 40,
  congruentTrials: 20,
  responseWindowMs: 2000,
  minValidMs: 100,
} as const;

const direction = z.enum(['left', 'right']);
export type ArrowDirection = z.infer<typeof direction>;

export const attentionTrialSchema = z
  .strictObject({
    /** The flankers point the same way as the middle arrow. */
    congruent: z.boolean(),
    /** The middle arrow's direction: the right answer. */
    direction,
    /** The answer given, `null` when none came within the window (a miss). */
    response: direction.nullable(),
    /** Answer minus stimulus onset; `null` exactly when there was no answer. */
    rt_ms: z.number().min(0).max(ATTENTION.responseWindowMs).nullable(),
  })
  .refine((trial) => (trial.response === null) === (trial.rt_ms === null), {
    error: 'A trial has a response time exactly when it has a response',
    path: ['rt_ms'],
  });
export type AttentionTrial = z.infer<typeof attentionTrialSchema>;

export type AttentionOutcome = 'correct' | 'error' | 'anticipation' | 'miss';

export function attentionOutcome(trial: AttentionTrial): AttentionOutcome {
  if (trial.response === null || trial.rt_ms === null) return 'miss';
  if (trial.rt_ms < ATTENTION.minValidMs) return 'anticipation';
  return trial.response === trial.direction ? 'correct' : 'error';
}

export const attentionSummarySchema = z.strictObject({
  /** Correct answers ÷ trials, 0–1. */
  accuracy: z.number().min(0).max(1),
  correct: z.number().int().min(0),
  /** Wrong answers, anticipations included. */
  errors: z.number().int().min(0),
  misses: z.number().int().min(0),
  congruent_median_ms: z.number().nullable(),
  incongruent_median_ms: z.number().nullable(),
  /** The interference cost: `null` when either kind has no correct answer to time. */
  interference_ms: z.number().nullable(),
});
export type AttentionSummary = z.infer<typeof attentionSummarySchema>;

export function scoreAttention(trials: readonly AttentionTrial[]): Scored<AttentionSummary> {
  if (trials.length !== ATTENTION.trials) {
    return { ok: false, problem: `A test has exactly ${ATTENTION.trials} trials` };
  }
  const congruent = trials.filter((trial) => trial.congruent).length;
  if (congruent !== ATTENTION.congruentTrials) {
    return {
      ok: false,
      problem: `A test has ${ATTENTION.congruentTrials} congruent and ${ATTENTION.trials - ATTENTION.congruentTrials} incongruent trials`,
    };
  }
  const outcomes = trials.map(attentionOutcome);
  const correctTimes = (wanted: boolean) =>
    trials
      .filter((trial, index) => trial.congruent === wanted && outcomes[index] === 'correct')
      .map((trial) => trial.rt_ms!);
  const congruentMedian = median(correctTimes(true));
  const incongruentMedian = median(correctTimes(false));
  const count = (outcome: AttentionOutcome) => outcomes.filter((each) => each === outcome).length;
  const correct = count('correct');
  return {
    ok: true,
    summary: {
      accuracy: correct / trials.length,
      correct,
      errors: count('error') + count('anticipation'),
      misses: count('miss'),
      congruent_median_ms: congruentMedian === null ? null : tenthOfMs(congruentMedian),
      incongruent_median_ms: incongruentMedian === null ? null : tenthOfMs(incongruentMedian),
      interference_ms:
        congruentMedian === null || incongruentMedian === null
          ? null
          : tenthOfMs(incongruentMedian - congruentMedian),
    },
  };
}

/** A test's stimuli: half congruent, directions balanced within each half, shuffled. */
export function flankerSchedule(
  random: () => number = Math.random,
): { congruent: boolean; direction: ArrowDirection }[] {
  const half = ATTENTION.congruentTrials;
  const schedule: { congruent: boolean; direction: ArrowDirection }[] = Array.from(
    { length: ATTENTION.trials },
    (_, index) => ({ congruent: index < half, direction: index % 2 === 0 ? 'left' : 'right' }),
  );
  // Fisher–Yates.
  for (let index = schedule.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [schedule[index], schedule[other]] = [schedule[other]!, schedule[index]!];
  }
  return schedule;
}
