/**
 * What a result is compared with: its headline score (one number per test, with which way is
 * better) and the personal baseline, the median of the user's 5 results before it.
 */
import type { CognitiveTestKind } from './cognitive-kinds.js';
import type { CognitiveResultBrief } from './cognitive-results.js';
import { median } from './statistics.js';

export const BASELINE_RESULTS = 5;

export const COGNITIVE_HEADLINES = {
  reaction_time: { metric: 'median_ms', unit: 'ms', better: 'lower' },
  number_memory: { metric: 'span', unit: 'digits', better: 'higher' },
  attention: { metric: 'interference_ms', unit: 'ms', better: 'lower' },
  processing_speed: { metric: 'correct', unit: 'pairs', better: 'higher' },
} as const satisfies Record<
  CognitiveTestKind,
  { metric: string; unit: string; better: 'lower' | 'higher' }
>;

/** The result's headline score; `null` when it has none (an attention test with no correct kind). */
export function headlineScore(
  result: Pick<CognitiveResultBrief, 'kind' | 'summary'>,
): number | null {
  const summary = result.summary as Record<string, number | boolean | null>;
  const value = summary[COGNITIVE_HEADLINES[result.kind].metric];
  return typeof value === 'number' ? value : null;
}

export interface Baseline {
  /** The median headline of up to 5 earlier results; `null` when there is none to compare with. */
  baseline: number | null;
  /** How many earlier results it is the median of. */
  results: number;
  /** This result's headline minus the baseline; `null` without both. */
  change: number | null;
  /** Whether the change is for the better by the test's own direction; `null` without a change. */
  improved: boolean | null;
}

/**
 * `earlier` are the same test's results before this one, newest first (as the list answers them);
 * only the first 5 with a headline count.
 */
export function baselineOf(
  result: Pick<CognitiveResultBrief, 'kind' | 'summary'>,
  earlier: readonly Pick<CognitiveResultBrief, 'kind' | 'summary'>[],
): Baseline {
  const values = earlier
    .map(headlineScore)
    .filter((value): value is number => value !== null)
    .slice(0, BASELINE_RESULTS);
  const baseline = median(values);
  const current = headlineScore(result);
  const change = baseline === null || current === null ? null : current - baseline;
  const better = COGNITIVE_HEADLINES[result.kind].better;
  return {
    baseline,
    results: values.length,
    change,
    improved: change === null || change === 0 ? null : change < 0 === (better === 'lower'),
  };
}
