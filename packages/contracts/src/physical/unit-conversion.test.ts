import { describe, expect, it } from 'vitest';
import { lengthFromCm, lengthToCm, weightFromKg, weightToKg } from './unit-conversion.js';

describe('unit conversion', () => {
  it('converts loads with the exact pound (0.45359237 kg)', () => {
    expect(weightFromKg(100, 'imperial')).toBe(220.46);
    expect(weightToKg(225, 'imperial')).toBe(102.058);
    expect(weightFromKg(100, 'metric')).toBe(100);
    expect(weightToKg(102.5, 'metric')).toBe(102.5);
  });

  it('gives back what was typed after a round trip', () => {
    for (const pounds of [45, 135, 225.5, 315.25, 405]) {
      expect(weightFromKg(weightToKg(pounds, 'imperial'), 'imperial')).toBe(pounds);
    }
    for (const inches of [12.5, 32, 40.1]) {
      expect(lengthFromCm(lengthToCm(inches, 'imperial'), 'imperial')).toBe(inches);
    }
  });

  it('converts lengths with the exact inch (2.54 cm)', () => {
    expect(lengthToCm(10, 'imperial')).toBe(25.4);
    expect(lengthFromCm(81.28, 'imperial')).toBe(32);
  });
});
