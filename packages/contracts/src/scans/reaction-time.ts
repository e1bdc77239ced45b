/**
 * Simple reaction time: after a random wait of 1.5–4 s a stimulus appears and the user answers as
 * fast as they can; 5 valid trials, the score is their median. An answer under 100 ms after the
 * stimulus (or before it) is an anticipation, and one over 5 s (or none) a miss: either is refused
 * as a trial and repeated (self-optimisation.md, "Scans: cognitive tests").
 */
import { z } from 'zod';
import type { Scored } from './cognitive-kinds.js';
import { median, tenthOfMs } from './statistics.js';

export const REACTION_TIME = {
  validTrials: 5,
  minWaitMs: 1500,
  maxWaitMs: 4000,
  /** Faster than this after the stimulus is a guess, not a reaction. */
  minValidMs: 100,
  /** Slower than this is a miss (attention elsewhere), not a reaction. */
  maxValidMs: 5000,
  /** Refused trials a test may hold before the client gives up and starts over. */
  maxRefusedTrials: 20,
} as const;

export const reactionTimeTrialSchema = z.strictObject({
  /** The random wait before the stimulus, as drawn. */
  wait_ms: z.number().min(REACTION_TIME.minWaitMs).max(REACTION_TIME.maxWaitMs),
  /**
   * Response minus stimulus onset: negative when the answer came before the stimulus (during the
   * wait, so never earlier than the wait's start), `null` when none came within the 5 s window.
   */
  response_ms: z.number().min(-REACTION_TIME.maxWaitMs).max(60_000).nullable(),
});
export type ReactionTimeTrial = z.infer<typeof reactionTimeTrialSchema>;

export type ReactionTimeOutcome = 'valid' | 'anticipation' | 'miss';

export function reactionTimeOutcome(trial: ReactionTimeTrial): ReactionTimeOutcome {
  const { response_ms: response } = trial;
  if (response === null || response > REACTION_TIME.maxValidMs) return 'miss';
  if (response < REACTION_TIME.minValidMs) return 'anticipation';
  return 'valid';
}

export const reactionTimeSummarySchema = z.strictObject({
  /** The median of the valid trials: the score (lower is faster). */
  median_ms: z.number(),
  fastest_ms: z.number(),
  anticipations: z.number().int().min(0),
  misses: z.number().int().min(0),
});
export type ReactionTimeSummary = z.infer<typeof reactionTimeSummarySchema>;

/** Every attempt in order, refused ones included; the test ends with its fifth valid trial. */
export function scoreReactionTime(
  trials: readonly ReactionTimeTrial[],
): Scored<ReactionTimeSummary> {
  const outcomes = trials.map(reactionTimeOutcome);
  const valid = trials.filter((_, index) => outcomes[index] === 'valid');
  const refused = trials.length - valid.length;
  for (const trial of trials) {
    if (trial.response_ms !== null && trial.response_ms < -trial.wait_ms) {
      return { ok: false, problem: 'An answer cannot come before the trial began' };
    }
  }
  if (valid.length !== REACTION_TIME.validTrials) {
    return {
      ok: false,
      problem: `A test has exactly ${REACTION_TIME.validTrials} valid trials (${REACTION_TIME.minValidMs}–${REACTION_TIME.maxValidMs} ms); this one has ${valid.length}`,
    };
  }
  if (outcomes.at(-1) !== 'valid') {
    return { ok: false, problem: 'The test ends with its last valid trial' };
  }
  if (refused > REACTION_TIME.maxRefusedTrials) {
    return {
      ok: false,
      problem: `A test holds at most ${REACTION_TIME.maxRefusedTrials} refused trials`,
    };
  }
  const times = valid.map((trial) => trial.response_ms!);
  return {
    ok: true,
    summary: {
      median_ms: tenthOfMs(median(times)!),
      fastest_ms: tenthOfMs(Math.min(...times)),
      anticipations: outcomes.filter((outcome) => outcome === 'anticipation').length,
      misses: outcomes.filter((outcome) => outcome === 'miss').length,
    },
  };
}

/** A wait drawn uniformly from 1.5–4 s, so the stimulus cannot be anticipated by rhythm. */
export function randomWaitMs(random: () => number = Math.random): number {
  return Math.round(
    REACTION_TIME.minWaitMs + random() * (REACTION_TIME.maxWaitMs - REACTION_TIME.minWaitMs),
  );
}
