import { describe, expect, it } from 'vitest';
import {
  baselineOf,
  benjaminiHochberg,
  confidenceOf,
  rankCorrelationPValue,
  spearman,
} from './statistics.js';

const expectCloseTo = (actual: number[], expected: number[]) => {
  expect(actual).toHaveLength(expected.length);
  actual.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!, 12));
};

// Wikipedia, "Spearman's rank correlation coefficient", Example (read through the search tool at
// http://www.liquisearch.com/spearmans_rank_correlation_coefficient/example): IQ against hours of
// TV a week for ten people; Σd² = 194, so rho = 1 − 6·194 / (10·(10² − 1)) = −0.175757…, "with a
// P-value = 0.6864058 (using the t distribution)". That figure is the upper one-sided tail
// (https://stats.stackexchange.com/questions/22816: `1 - pt(t, 8)`; the lower tail `pt(t, 8)` is
// 0.3135942), so the two-sided p-value is 2 × 0.3135942 = 0.6271884.
const IQ = [106, 86, 100, 101, 99, 103, 97, 113, 112, 110];
const TV_HOURS = [7, 0, 27, 50, 28, 29, 20, 12, 6, 17];

describe('spearman', () => {
  it("reproduces Wikipedia's worked example", () => {
    const result = spearman(IQ, TV_HOURS)!;
    expect(result.n).toBe(10);
    expect(result.r).toBeCloseTo(1 - (6 * 194) / (10 * (10 ** 2 - 1)), 12);
    expect(result.r).toBeCloseTo(-0.175757575, 8);
    expect(result.p).toBeCloseTo(2 * 0.3135942, 6);
  });

  it('does not depend on the order of the pairs', () => {
    const order = [3, 9, 0, 5, 1, 8, 2, 7, 4, 6];
    const shuffled = spearman(
      order.map((index) => IQ[index]!),
      order.map((index) => TV_HOURS[index]!),
    )!;
    expect(shuffled.r).toBeCloseTo(spearman(IQ, TV_HOURS)!.r, 12);
  });

  it("is 1 for simple-statistics' documented example (a monotone, not linear, relation)", () => {
    // sampleRankCorrelation's JSDoc: ([1, 2, 3, 4, 5], [1, 4, 9, 16, 25]) => 1.
    const result = spearman([1, 2, 3, 4, 5], [1, 4, 9, 16, 25])!;
    expect(result.r).toBeCloseTo(1, 12);
    expect(result.p).toBeLessThan(1e-9);
  });

  it('gives tied values the average of their ranks', () => {
    // Ranks of [1, 1, 2] are [1.5, 1.5, 3]; of [1, 2, 3], [1, 2, 3]: Pearson of those is √3/2.
    expect(spearman([1, 1, 2], [1, 2, 3])!.r).toBeCloseTo(Math.sqrt(3) / 2, 12);
  });

  it('stays within ±1 for perfectly monotone series of any length', () => {
    for (let n = 3; n < 80; n++) {
      const xs = Array.from({ length: n }, (_, index) => index * 0.1);
      const up = spearman(
        xs,
        xs.map((x) => x ** 3),
      )!.r;
      const down = spearman(
        xs,
        xs.map((x) => -Math.exp(x)),
      )!.r;
      expect(Math.abs(up)).toBeLessThanOrEqual(1);
      expect(Math.abs(down)).toBeLessThanOrEqual(1);
      expect(up).toBeCloseTo(1, 12);
      expect(down).toBeCloseTo(-1, 12);
    }
  });

  it('is undefined where a series never varies or there are too few pairs', () => {
    expect(spearman([3, 3, 3, 3], [1, 2, 3, 4])).toBeNull();
    expect(spearman([1, 2], [2, 1])).toBeNull();
    expect(() => spearman([1, 2, 3], [1, 2])).toThrow(RangeError);
  });
});

describe('rankCorrelationPValue', () => {
  it('is symmetric in the sign of r and 1 at r = 0', () => {
    expect(rankCorrelationPValue(0.4, 20)).toBeCloseTo(rankCorrelationPValue(-0.4, 20), 12);
    expect(rankCorrelationPValue(0, 20)).toBeCloseTo(1, 6);
  });

  it('falls as the same r rests on more days', () => {
    expect(rankCorrelationPValue(0.5, 14)).toBeGreaterThan(rankCorrelationPValue(0.5, 60));
  });
});

describe('benjaminiHochberg', () => {
  it('follows the step-up rule: the least p(j)·m/j over j ≥ i, in the order given', () => {
    // Sorted: 0.001·4/1 = 0.004; 0.01·4/2 = 0.02; 0.05·4/3 = 0.0667; 0.5·4/4 = 0.5.
    expectCloseTo(benjaminiHochberg([0.05, 0.5, 0.001, 0.01]), [0.2 / 3, 0.5, 0.004, 0.02]);
  });

  it('never lets a smaller p get a larger q, nor any q pass 1', () => {
    // 0.01·3/1 = 0.03 and 0.02·3/2 = 0.03, the largest 0.03·3/3 = 0.03.
    expectCloseTo(benjaminiHochberg([0.01, 0.02, 0.03]), [0.03, 0.03, 0.03]);
    // 0.9·2/1 = 1.8 is lowered to the larger p's 0.95.
    expect(benjaminiHochberg([0.9, 0.95])).toEqual([0.95, 0.95]);
    expect(benjaminiHochberg([0.04])).toEqual([0.04]);
    expect(benjaminiHochberg([])).toEqual([]);
  });
});

describe('confidenceOf', () => {
  it('labels the conventional 1% and 5% levels', () => {
    expect(confidenceOf(0.009)).toBe('high');
    expect(confidenceOf(0.01)).toBe('medium');
    expect(confidenceOf(0.049)).toBe('medium');
    expect(confidenceOf(0.05)).toBe('low');
    expect(confidenceOf(0.6271884)).toBe('low');
  });
});

describe('baselineOf', () => {
  it("summarises each period with simple-statistics' documented mean and median", () => {
    // mean([0, 10]) => 5 and median([10, 2, 5, 100, 2, 1]) => 3.5 are those functions' JSDoc
    // examples.
    const baseline = baselineOf([10, 2, 5, 100, 2, 1], [0, 10]);
    expect(baseline.recent).toEqual({ mean: 20, median: 3.5, days: 6 });
    expect(baseline.previous).toEqual({ mean: 5, median: 5, days: 2 });
    // Earlier absolute deviations [5, 5]: a fall of 1.5 is within half of 5.
    expect(baseline.change).toBe('steady');
  });

  it('reads a difference within half the earlier spread as steady', () => {
    // Earlier median 5, absolute deviations [2, 0, 2] → median absolute deviation 2.
    expect(baselineOf([5.9], [3, 5, 7]).change).toBe('steady');
    expect(baselineOf([6.1], [3, 5, 7]).change).toBe('higher');
    expect(baselineOf([3.9], [3, 5, 7]).change).toBe('lower');
  });

  it('compares nothing where a period is empty', () => {
    expect(baselineOf([], [1, 2]).change).toBeNull();
    expect(baselineOf([1], []).recent).toEqual({ mean: 1, median: 1, days: 1 });
  });
});
