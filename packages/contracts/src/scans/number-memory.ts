/**
 * Number memory (forward digit span): a sequence of digits is shown, hidden, and typed back. It
 * starts at 3 digits; a correct recall adds a digit; each length has two attempts, and failing both
 * ends the test. The score is the longest sequence recalled. The test also ends when the longest
 * sequence it offers (20 digits) is recalled: everyone who gets there ties at the limit, and the
 * result says so, since the test cannot tell them apart.
 */
import { z } from 'zod';
import type { Scored } from './cognitive-kinds.js';

export const NUMBER_MEMORY = {
  firstSpan: 3,
  maxSpan: 20,
  attemptsPerSpan: 2,
} as const;

export const numberMemoryTrialSchema = z.strictObject({
  /** The sequence shown. */
  digits: z
    .string()
    .regex(new RegExp(`^\\d{${NUMBER_MEMORY.firstSpan},${NUMBER_MEMORY.maxSpan}}$`), {
      error: `Digits only, ${NUMBER_MEMORY.firstSpan} to ${NUMBER_MEMORY.maxSpan} of them`,
    }),
  /** What the user typed back (empty when they gave up). */
  answer: z.string().regex(/^\d{0,40}$/, { error: 'Digits only, at most 40' }),
});
export type NumberMemoryTrial = z.infer<typeof numberMemoryTrialSchema>;

export const numberMemorySummarySchema = z.strictObject({
  /** The longest sequence recalled: the score (0 when not even the first length was). */
  span: z.number().int().min(0).max(NUMBER_MEMORY.maxSpan),
  /** The longest sequence offered was recalled: the true span may be longer. */
  reached_limit: z.boolean(),
});
export type NumberMemorySummary = z.infer<typeof numberMemorySummarySchema>;

/** Checks that the trials follow the procedure above, in order, to its end. */
export function scoreNumberMemory(
  trials: readonly NumberMemoryTrial[],
): Scored<NumberMemorySummary> {
  let length: number = NUMBER_MEMORY.firstSpan;
  let failures = 0;
  let span = 0;
  let ended = false;
  for (const [index, trial] of trials.entries()) {
    if (ended) return { ok: false, problem: `Trial ${index + 1} comes after the test ended` };
    if (trial.digits.length !== length) {
      return {
        ok: false,
        problem: `Trial ${index + 1} should show ${length} digits, not ${trial.digits.length}`,
      };
    }
    if (trial.answer === trial.digits) {
      span = length;
      failures = 0;
      if (length === NUMBER_MEMORY.maxSpan) ended = true;
      else length += 1;
    } else {
      failures += 1;
      if (failures === NUMBER_MEMORY.attemptsPerSpan) ended = true;
    }
  }
  if (!ended) return { ok: false, problem: 'The test is not finished' };
  return { ok: true, summary: { span, reached_limit: span === NUMBER_MEMORY.maxSpan } };
}

/** Random digits to show; the first is never 0 so the sequence reads as a number. */
export function randomDigits(length: number, random: () => number = Math.random): string {
  let digits = String(1 + Math.floor(random() * 9));
  while (digits.length < length) digits += String(Math.floor(random() * 10));
  return digits;
}
