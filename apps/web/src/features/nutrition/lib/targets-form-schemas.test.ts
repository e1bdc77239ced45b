import { describe, expect, it } from 'vitest';
import {
  customFormSchema,
  customFormValues,
  inputsFormSchema,
  inputsFormValues,
} from './targets-form-schemas';

const filled = {
  ...inputsFormValues(null),
  sex: 'female',
  birth_date: '1990-05-01',
  height_cm: '165',
  weight_kg: '',
};

describe('inputsFormSchema', () => {
  it('parses typed numbers; an empty weight is left to the check-ins', () => {
    expect(inputsFormSchema.parse({ ...filled, goal: 'lose', rate_kg_per_week: '0,5' })).toEqual({
      sex: 'female',
      birth_date: '1990-05-01',
      height_cm: 165,
      weight_kg: null,
      activity: 'light',
      goal: 'lose',
      rate_kg_per_week: 0.5,
      macro_pattern: 'balanced',
    });
  });

  it('keeping the weight sends no rate, whatever the rate field holds', () => {
    expect(
      inputsFormSchema.parse({ ...filled, goal: 'keep', rate_kg_per_week: '0.5' }).rate_kg_per_week,
    ).toBe(0);
  });

  it('refuses a missing sex or height and a gain faster than the contracts allow', () => {
    const paths = (values: typeof filled) =>
      inputsFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...filled, sex: '' })).toContain('sex');
    expect(paths({ ...filled, height_cm: '' })).toContain('height_cm');
    expect(paths({ ...filled, goal: 'gain', rate_kg_per_week: '1' })).toContain('rate_kg_per_week');
  });
});

describe('customFormSchema', () => {
  it('parses whole numbers and refuses what the contracts refuse', () => {
    const values = { energy_kcal: '1800', protein_g: '90', carbohydrate_g: '200', fat_g: '60' };
    expect(customFormSchema.parse(values)).toEqual({
      energy_kcal: 1800,
      protein_g: 90,
      carbohydrate_g: 200,
      fat_g: 60,
    });
    expect(customFormSchema.safeParse({ ...values, energy_kcal: '' }).success).toBe(false);
    expect(customFormSchema.safeParse({ ...values, protein_g: '90.5' }).success).toBe(false);
    expect(customFormValues(null).energy_kcal).toBe('');
  });
});
