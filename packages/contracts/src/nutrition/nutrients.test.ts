import { describe, expect, it } from 'vitest';
import {
  amountInGrams,
  kcalToKj,
  kjToKcal,
  nutrientsForAmount,
  roundNutrients,
  roundTo,
  sodiumMgToSaltG,
  sumNutrients,
  type NutrientsPer100,
} from './nutrients.js';

const oats: NutrientsPer100 = {
  energy_kcal: 389,
  fat_g: 6.9,
  saturated_fat_g: 1.217,
  carbohydrate_g: 66.27,
  sugars_g: null,
  fibre_g: 10.6,
  protein_g: 16.89,
  salt_g: 0.005,
};

describe('nutrient arithmetic', () => {
  it('converts kcal and kJ at 4.184 kJ per kcal, both ways', () => {
    expect(kcalToKj(100)).toBeCloseTo(418.4, 10);
    expect(kjToKcal(418.4)).toBeCloseTo(100, 10);
    expect(sodiumMgToSaltG(400)).toBe(1);
  });

  it('rounds half away from zero without binary-fraction surprises', () => {
    expect(roundTo(1.005, 2)).toBe(1.01);
    expect(roundTo(2.5, 0)).toBe(3);
    expect(roundTo(-2.5, 0)).toBe(-3);
    expect(roundTo(0.05, 1)).toBe(0.1);
  });

  it('scales values per 100 g to an amount, keeping unknowns unknown', () => {
    const amount = nutrientsForAmount(oats, 40);
    expect(amount.energy_kcal).toBeCloseTo(155.6, 10);
    expect(amount.energy_kj).toBeCloseTo(155.6 * 4.184, 10);
    expect(amount.protein_g).toBeCloseTo(6.756, 10);
    expect(amount.sugars_g).toBeNull();
  });

  it('counts servings in grams', () => {
    expect(amountInGrams(1.5, 30)).toBe(45);
    expect(amountInGrams(120, null)).toBe(120);
  });

  it('shows whole kcal and kJ, grams to a tenth, salt to a hundredth', () => {
    const shown = roundNutrients(nutrientsForAmount(oats, 40));
    expect(shown).toEqual({
      energy_kcal: 156,
      energy_kj: 651,
      fat_g: 2.8,
      saturated_fat_g: 0.5,
      carbohydrate_g: 26.5,
      sugars_g: null,
      fibre_g: 4.2,
      protein_g: 6.8,
      salt_g: 0,
    });
  });

  it('adds unrounded amounts (a total is not the sum of rounded parts)', () => {
    // Three items of 0.4 kcal each: each shows as 0, the total as 1.
    const crumb = nutrientsForAmount({ ...oats, energy_kcal: 40 }, 1);
    const total = roundNutrients(sumNutrients([crumb, crumb, crumb]));
    expect(roundNutrients(crumb).energy_kcal).toBe(0);
    expect(total.energy_kcal).toBe(1);
  });

  it('adds the known values of a nutrient some items lack, and counts those items', () => {
    const withSugar = nutrientsForAmount({ ...oats, sugars_g: 10 }, 100);
    const withoutSugar = nutrientsForAmount(oats, 100);
    const total = sumNutrients([withSugar, withoutSugar]);
    expect(total.sugars_g).toBe(10);
    expect(total.incomplete_items).toBe(1);
    expect(sumNutrients([withoutSugar]).sugars_g).toBeNull();
    expect(sumNutrients([])).toMatchObject({
      energy_kcal: 0,
      protein_g: null,
      incomplete_items: 0,
    });
  });
});
