/**
 * The statistics behind the insights (self-optimisation.md, Insights): Spearman's rank correlation
 * with its p-value, a confidence label, and a metric's baseline (its last 14 days against the 60
 * before). Pure functions over numbers; the libraries do the arithmetic (docs/insights.md).
 */
import jstat from 'jstat';
import { mean, median, sampleRankCorrelation } from 'simple-statistics';

export interface Correlation {
  /** Spearman's rho: the Pearson correlation of the midranks (ties share their average rank). */
  r: number;
  /** Two-sided p-value of rho = 0, from the t approximation. */
  p: number;
  /** Paired observations. */
  n: number;
}

/**
 * Two-sided p-value of a rank correlation r over n pairs: t = r·√((n−2)/(1−r²)) is approximately
 * Student's t with n−2 degrees of freedom under independence. The approximation of Wikipedia's
 * "Spearman's rank correlation coefficient", "Determining significance", as worked through at
 * https://stats.stackexchange.com/questions/22816 (its example gives one-sided 0.6864058 for
 * r = −0.1757…, n = 10; the test holds that and the two-sided value).
 */
export function rankCorrelationPValue(r: number, n: number): number {
  if (n < 3 || Number.isNaN(r)) return Number.NaN;
  if (Math.abs(r) >= 1) return 0;
  const t = r * Math.sqrt((n - 2) / ((1 - r) * (1 + r)));
  return Math.min(1, 2 * jstat.jStat.studentt.cdf(-Math.abs(t), n - 2));
}

/**
 * Spearman's correlation of paired values, or null where it is undefined (fewer than three
 * pairs, or one side never varies: simple-statistics answers NaN there).
 */
export function spearman(xs: readonly number[], ys: readonly number[]): Correlation | null {
  if (xs.length !== ys.length) throw new RangeError('The two series must be paired');
  const n = xs.length;
  if (n < 3) return null;
  const rho = sampleRankCorrelation([...xs], [...ys]);
  if (!Number.isFinite(rho)) return null;
  // Rounding can carry a perfect correlation a hair past ±1; the answer's schema holds it to ±1.
  const r = Math.max(-1, Math.min(1, rho));
  return { r, p: rankCorrelationPValue(r, n), n };
}

/**
 * Below this adjusted p-value (q, the false discovery rate of `benjaminiHochberg`) a correlation
 * is listed as a finding at all (docs/insights.md).
 */
export const FINDING_Q_THRESHOLD = 0.05;

/**
 * Benjamini–Hochberg adjusted p-values, in the order given. Of m p-values sorted ascending, the
 * i-th becomes the least of p(j)·m/j over j ≥ i, at most 1; listing those below q keeps the
 * expected share of chance findings among the listed ones at q or less (Benjamini & Hochberg
 * 1995, for independent or positively dependent tests). The same arithmetic as R's
 * `p.adjust(p, method = "BH")` (stats documentation, "Adjust P-values for Multiple Comparisons").
 */
export function benjaminiHochberg(ps: readonly number[]): number[] {
  const m = ps.length;
  const order = ps.map((_, index) => index).sort((a, b) => ps[b]! - ps[a]! || b - a);
  const adjusted = new Array<number>(m);
  let least = 1;
  order.forEach((index, fromLargest) => {
    least = Math.min(least, (ps[index]! * m) / (m - fromLargest));
    adjusted[index] = least;
  });
  return adjusted;
}

export type Confidence = 'high' | 'medium' | 'low';

/**
 * How far to trust a correlation, in words, from its adjusted p-value: the conventional 1% and 5%
 * levels. "low" findings are never listed (FINDING_Q_THRESHOLD); the label is what the page shows
 * beside each one.
 */
export function confidenceOf(q: number): Confidence {
  if (q < 0.01) return 'high';
  if (q < FINDING_Q_THRESHOLD) return 'medium';
  return 'low';
}

interface Summary {
  mean: number;
  median: number;
  days: number;
}

type Change = 'higher' | 'lower' | 'steady';

export interface Baseline {
  recent: Summary | null;
  previous: Summary | null;
  /** Null when either period has no values to compare. */
  change: Change | null;
}

function summaryOf(values: readonly number[]): Summary | null {
  if (values.length === 0) return null;
  return { mean: mean([...values]), median: median([...values]), days: values.length };
}

/**
 * Below this share of the earlier period's spread (its median absolute deviation, a robust
 * spread) a difference of medians reads "about the same": a product choice, so one day's noise
 * does not read as a change (docs/insights.md).
 */
const STEADY_SHARE_OF_SPREAD = 0.5;

/** The recent period's median against the earlier one's, in words. */
export function baselineOf(recent: readonly number[], previous: readonly number[]): Baseline {
  const [now, before] = [summaryOf(recent), summaryOf(previous)];
  if (!now || !before) return { recent: now, previous: before, change: null };
  const difference = now.median - before.median;
  const spread = median(previous.map((value) => Math.abs(value - before.median)));
  if (difference === 0 || Math.abs(difference) < STEADY_SHARE_OF_SPREAD * spread) {
    return { recent: now, previous: before, change: 'steady' };
  }
  return { recent: now, previous: before, change: difference > 0 ? 'higher' : 'lower' };
}
