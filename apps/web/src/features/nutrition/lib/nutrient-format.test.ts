import { describe, expect, it } from 'vitest';
import { formatNutrient, progressShare } from './nutrient-format';

describe('formatNutrient', () => {
  it('rounds each nutrient to its own decimals, half away from zero', () => {
    expect(formatNutrient('energy_kcal', 249.5, 'en')).toBe('250 kcal');
    expect(formatNutrient('energy_kj', 1046.44, 'en')).toBe('1,046 kJ');
    expect(formatNutrient('protein_g', 12.25, 'en')).toBe('12.3 g');
    expect(formatNutrient('salt_g', 1.005, 'en')).toBe('1.01 g');
  });

  it('writes numbers the reader’s way and drops trailing zeros', () => {
    expect(formatNutrient('fat_g', 3.5, 'es')).toBe('3,5 g');
    expect(formatNutrient('energy_kj', 12345, 'es')).toBe('12.345 kJ');
    expect(formatNutrient('fibre_g', 2, 'en')).toBe('2 g');
  });

  it('shows an unknown value as a dash, not as zero', () => {
    expect(formatNutrient('sugars_g', null, 'en')).toBe('—');
    expect(formatNutrient('sugars_g', 0, 'en')).toBe('0 g');
  });
});

describe('progressShare', () => {
  it('is the eaten share of the target in whole percent, past 100 when over', () => {
    expect(progressShare(1000, 2000)).toBe(50);
    expect(progressShare(2500, 2000)).toBe(125);
    expect(progressShare(null, 2000)).toBe(0);
    expect(progressShare(50, 0)).toBe(0);
  });
});
