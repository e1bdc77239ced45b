import { describe, expect, it } from 'vitest';
import { brzycki, epley, estimateOneRepMax } from './one-rep-max.js';

describe('estimateOneRepMax', () => {
  it('uses Brzycki below 10 reps: 100 kg × 5 → 100 × 36 / 32 = 112.5 kg', () => {
    expect(estimateOneRepMax(100, 5)).toBe(112.5);
    expect(estimateOneRepMax(100, 9)).toBeCloseTo(128.571, 3); // 3600 / 28
  });

  it('uses Epley from 10 reps: 100 kg × 10 → 100 × (1 + 10/30) = 133.33 kg', () => {
    expect(estimateOneRepMax(100, 10)).toBeCloseTo(133.333, 3);
    expect(estimateOneRepMax(60, 15)).toBe(90);
  });

  it('a single estimates its own load', () => {
    expect(estimateOneRepMax(142.5, 1)).toBe(142.5);
  });

  it('estimates nothing without load or reps', () => {
    expect(estimateOneRepMax(0, 5)).toBeNull();
    expect(estimateOneRepMax(100, 0)).toBeNull();
    expect(estimateOneRepMax(null, 5)).toBeNull();
    expect(estimateOneRepMax(100, null)).toBeNull();
  });

  it('the two formulas are the published ones', () => {
    expect(brzycki(80, 8)).toBeCloseTo((80 * 36) / 29, 10);
    expect(epley(80, 12)).toBeCloseTo(80 * 1.4, 10);
  });
});
