/**
 * The estimated one-repetition maximum of a set (docs/physical.md, with sources): Brzycki's
 * equation below 10 repetitions, Epley's from 10. Brzycki's, 1RM = w × 36 / (37 − r), grows
 * without bound as r nears 37, so high-rep sets use Epley's, 1RM = w × (1 + r / 30).
 */

/** Repetitions from which Epley's equation is used instead of Brzycki's. */
export const EPLEY_FROM_REPS = 10;

/** Brzycki (1993): w × 36 / (37 − r), for 1 ≤ r < 37. */
export function brzycki(weightKg: number, reps: number): number {
  return (weightKg * 36) / (37 - reps);
}

/** Epley (1985): w × (1 + r / 30). */
export function epley(weightKg: number, reps: number): number {
  return weightKg * (1 + reps / 30);
}

/**
 * The set's estimated 1RM in kg, or `null` for a set that estimates none (no load, no
 * repetitions). A single (r = 1) estimates its own load: Brzycki gives w × 36 / 36.
 */
export function estimateOneRepMax(weightKg: number | null, reps: number | null): number | null {
  if (weightKg === null || reps === null || weightKg <= 0 || reps < 1) return null;
  return reps < EPLEY_FROM_REPS ? brzycki(weightKg, reps) : epley(weightKg, reps);
}
