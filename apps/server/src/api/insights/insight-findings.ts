/**
 * From the series to what the page shows: each metric's baseline, and the strongest correlations
 * between pairs of metrics on the same day (lag 0) and on the next (lag 1). docs/insights.md
 * gives the method and its thresholds.
 */
import {
  INSIGHT_MIN_PAIRED_DAYS,
  type InsightBaseline,
  type InsightFinding,
  type InsightMetric,
} from '@ascend/contracts';
import { mean, median } from 'simple-statistics';
import type { Series } from './insight-series.js';
import {
  baselineOf,
  benjaminiHochberg,
  confidenceOf,
  FINDING_Q_THRESHOLD,
  spearman,
  type Correlation,
} from './statistics.js';

/** At most this many findings, strongest first: a page of a few sentences, not a matrix. */
export const MAX_FINDINGS = 5;

/**
 * The order in which a pair is read at lag 0 (same day, where either could come first): what
 * one does (habits, sleep, activity) as the condition, how one feels as the outcome, so the
 * sentence reads "on days you train…, your mood…" rather than the reverse.
 */
const CONDITION_ORDER = [
  'habit',
  'habits_done',
  'sleep_hours',
  'sleep_quality',
  'training_minutes',
  'steps',
  'water_ml',
  'weight_kg',
  'energy',
  'stress',
  'mood',
];
const orderOf = (metric: InsightMetric) =>
  CONDITION_ORDER.indexOf(metric.kind === 'check_in' ? metric.metric : metric.kind);

/** Baselines of the check-in metrics and of habits done per day (not of each habit). */
export function baselines(series: readonly Series[], recentFrom: number): InsightBaseline[] {
  return series
    .filter(({ metric, values }) => metric.kind !== 'habit' && values.size > 0)
    .map(({ metric, values }) => {
      const recent: number[] = [];
      const previous: number[] = [];
      for (const [day, value] of values) (day >= recentFrom ? recent : previous).push(value);
      return { metric, ...baselineOf(recent, previous) };
    });
}

/** Whether a pair says something beyond its own definition (a habit is part of habits done). */
function comparable(a: InsightMetric, b: InsightMetric): boolean {
  if (a.kind === 'habit' && b.kind === 'habit') return a.habit_id !== b.habit_id;
  if (a.kind === 'habit' || b.kind === 'habit') {
    return a.kind !== 'habits_done' && b.kind !== 'habits_done';
  }
  if (a.kind === 'check_in' && b.kind === 'check_in') return a.metric !== b.metric;
  return a.kind !== b.kind;
}

/**
 * A's threshold for the sentence: its median, or the next value above when no day falls below
 * the median, so both sides of it hold days (a varying series has a value above its minimum).
 */
function thresholdOf(values: readonly number[]): number {
  const middle = median([...values]);
  if (values.some((value) => value < middle)) return middle;
  return Math.min(...values.filter((value) => value > middle));
}

/** One pair tested: its paired values and their correlation. */
interface TestedPair {
  a: Series;
  b: Series;
  lag: 0 | 1;
  xs: number[];
  ys: number[];
  correlation: Correlation;
}

function testedPair(a: Series, b: Series, lag: 0 | 1): TestedPair | null {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const [day, x] of a.values) {
    const y = b.values.get(day + lag);
    if (y !== undefined) {
      xs.push(x);
      ys.push(y);
    }
  }
  if (xs.length < INSIGHT_MIN_PAIRED_DAYS) return null;
  const correlation = spearman(xs, ys);
  return correlation ? { a, b, lag, xs, ys, correlation } : null;
}

function findingOf({ a, b, lag, xs, ys, correlation }: TestedPair, q: number): InsightFinding {
  const threshold = thresholdOf(xs);
  const atOrAbove = ys.filter((_, index) => xs[index]! >= threshold);
  const below = ys.filter((_, index) => xs[index]! < threshold);
  return {
    a: a.metric,
    b: b.metric,
    lag,
    ...correlation,
    q,
    confidence: confidenceOf(q),
    threshold,
    b_mean_at_or_above: mean(atOrAbove),
    b_mean_below: mean(below),
  };
}

export interface Findings {
  /** Pairs whose correlation was computed: the m of the multiple-comparison correction. */
  tested: number;
  /** The strongest of those whose adjusted p-value is below FINDING_Q_THRESHOLD. */
  listed: InsightFinding[];
}

/**
 * Every comparable pair at lag 0 (once, in CONDITION_ORDER) and lag 1 (both ways: yesterday's
 * sleep and today's mood is not today's mood and tomorrow's sleep) with at least 14 paired days is
 * tested; their p-values are adjusted together (Benjamini–Hochberg), and those below
 * FINDING_Q_THRESHOLD are listed, the MAX_FINDINGS largest |r| first.
 */
export function findings(series: readonly Series[]): Findings {
  const tested: TestedPair[] = [];
  series.forEach((a, i) => {
    series.forEach((b, j) => {
      if (!comparable(a.metric, b.metric)) return;
      const conditionFirst = orderOf(a.metric) - orderOf(b.metric) || i - j;
      for (const lag of conditionFirst < 0 ? ([0, 1] as const) : ([1] as const)) {
        const pair = testedPair(a, b, lag);
        if (pair) tested.push(pair);
      }
    });
  });
  const qs = benjaminiHochberg(tested.map((pair) => pair.correlation.p));
  const listed = tested
    .flatMap((pair, index) =>
      qs[index]! < FINDING_Q_THRESHOLD ? [findingOf(pair, qs[index]!)] : [],
    )
    .sort((x, y) => Math.abs(y.r) - Math.abs(x.r) || x.q - y.q)
    .slice(0, MAX_FINDINGS);
  return { tested: tested.length, listed };
}
