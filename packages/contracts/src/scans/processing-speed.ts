/**
 * Processing speed (symbol–digit): a key pairs nine symbols with the digits 1–9; one symbol at a
 * time is shown and the user answers its digit, as many as they can in 60 s. Scores: correct
 * answers and errors. Each answer is one trial; the symbol still on screen when time runs out is
 * not one.
 */
import { z } from 'zod';
import type { Scored } from './cognitive-kinds.js';

export const PROCESSING_SPEED = {
  durationMs: 60_000,
  symbols: 9,
  /** Four answers a second for a minute is beyond anyone: more is not a test taken by a person. */
  maxTrials: 240,
} as const;

const digit = z.number().int().min(1).max(PROCESSING_SPEED.symbols);

export const processingSpeedTrialSchema = z.strictObject({
  /** The digit the shown symbol stands for in the key: the right answer. */
  digit,
  /** The digit answered. */
  response: digit,
  /** When the answer came, from the start of the 60 s. */
  at_ms: z.number().min(0).max(PROCESSING_SPEED.durationMs),
});
export type ProcessingSpeedTrial = z.infer<typeof processingSpeedTrialSchema>;

export const processingSpeedSummarySchema = z.strictObject({
  /** Pairs matched correctly in 60 s: the score (higher is better). */
  correct: z.number().int().min(0),
  errors: z.number().int().min(0),
});
export type ProcessingSpeedSummary = z.infer<typeof processingSpeedSummarySchema>;

export function scoreProcessingSpeed(
  trials: readonly ProcessingSpeedTrial[],
): Scored<ProcessingSpeedSummary> {
  if (trials.length > PROCESSING_SPEED.maxTrials) {
    return { ok: false, problem: `At most ${PROCESSING_SPEED.maxTrials} answers fit in 60 s` };
  }
  for (let index = 1; index < trials.length; index += 1) {
    if (trials[index]!.at_ms < trials[index - 1]!.at_ms) {
      return { ok: false, problem: `Answer ${index + 1} comes before the one preceding it` };
    }
  }
  const correct = trials.filter((trial) => trial.response === trial.digit).length;
  return { ok: true, summary: { correct, errors: trials.length - correct } };
}
