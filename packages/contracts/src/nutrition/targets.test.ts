import { describe, expect, it } from 'vitest';
import {
  ageOn,
  goalAdjustmentKcal,
  macroSplit,
  mifflinStJeor,
  suggestTargets,
  targetInputsSchema,
  type TargetInputs,
} from './targets.js';

describe('the Mifflin–St Jeor equation', () => {
  it('gives the resting energy of the source’s worked example', () => {
    // The worked example of docs/nutrition.md's source: a 45-year-old woman, 75 kg, 165.1 cm.
    expect(
      mifflinStJeor({ sex: 'female', weight_kg: 75, height_cm: 165.1, age_years: 45 }),
    ).toBeCloseTo(1395.875, 6);
    // The same person as a man: +5 instead of −161.
    expect(
      mifflinStJeor({ sex: 'male', weight_kg: 75, height_cm: 165.1, age_years: 45 }),
    ).toBeCloseTo(1561.875, 6);
  });

  it('counts whole years of age on a day', () => {
    expect(ageOn('1990-06-15', '2026-06-14')).toBe(35);
    expect(ageOn('1990-06-15', '2026-06-15')).toBe(36);
    expect(ageOn('2000-02-29', '2026-02-28')).toBe(25);
  });

  it('moves energy by 7,700 kcal per kilogram a week', () => {
    expect(goalAdjustmentKcal('lose', 0.5)).toBeCloseTo(-550, 10);
    expect(goalAdjustmentKcal('gain', 0.25)).toBeCloseTo(275, 10);
    expect(goalAdjustmentKcal('keep', 0)).toBe(0);
  });

  it('splits energy into grams at 4, 4 and 9 kcal per gram', () => {
    expect(macroSplit(2000, 'balanced')).toEqual({
      protein_g: 100,
      carbohydrate_g: 250,
      fat_g: 67,
    });
    expect(macroSplit(2000, 'higher_protein')).toEqual({
      protein_g: 150,
      carbohydrate_g: 225,
      fat_g: 56,
    });
  });
});

describe('the suggested targets', () => {
  const inputs: TargetInputs = {
    sex: 'female',
    birth_date: '1981-01-01',
    height_cm: 165.1,
    weight_kg: null,
    activity: 'sedentary',
    goal: 'keep',
    rate_kg_per_week: 0,
    macro_pattern: 'balanced',
  };

  it('multiplies the resting energy by the activity factor and applies the goal', () => {
    const keep = suggestTargets(inputs, 75, '2026-11-24');
    expect(keep).toMatchObject({
      age_years: 45,
      resting_kcal: 1396,
      maintenance_kcal: 1675,
      goal_kcal: 0,
      energy_kcal: 1675,
      floor_applied: false,
    });
    const lose = suggestTargets(
      { ...inputs, goal: 'lose', rate_kg_per_week: 0.25 },
      75,
      '2026-11-24',
    );
    expect(lose.energy_kcal).toBe(1675 - 275);
  });

  it('never suggests less than 1,200 kcal, and says when the floor applied', () => {
    const small = suggestTargets(
      { ...inputs, height_cm: 150, goal: 'lose', rate_kg_per_week: 1 },
      45,
      '2026-11-24',
    );
    expect(small.energy_kcal).toBe(1200);
    expect(small.floor_applied).toBe(true);
    expect(small.protein_g).toBe(60);
  });

  it('refuses a rate with "keep", and gains faster than 0.5 kg a week', () => {
    expect(targetInputsSchema.safeParse({ ...inputs, rate_kg_per_week: 0.5 }).success).toBe(false);
    expect(
      targetInputsSchema.safeParse({ ...inputs, goal: 'gain', rate_kg_per_week: 0.75 }).success,
    ).toBe(false);
    expect(
      targetInputsSchema.safeParse({ ...inputs, goal: 'lose', rate_kg_per_week: 0.75 }).success,
    ).toBe(true);
  });
});
