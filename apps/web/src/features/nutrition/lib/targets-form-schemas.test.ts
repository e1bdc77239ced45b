import { describe, expect, it } from 'vitest';
import type { TargetInputs } from '@ascend/contracts';
import {
  customFormSchema,
  customFormValues,
  inputBounds,
  inputsFormSchema as inputsFormSchemaIn,
  inputsFormValues,
} from './targets-form-schemas';

const inputsFormSchema = inputsFormSchemaIn('metric', null);
const filled = {
  ...inputsFormValues(null, 'metric'),
  sex: 'female',
  birth_date: '1990-05-01',
  height_cm: '165',
  weight: '',
};

describe('inputsFormSchema', () => {
  it('parses typed numbers; an empty weight is left to the check-ins', () => {
    expect(inputsFormSchema.parse({ ...filled, goal: 'lose', rate: '0,5' })).toEqual({
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
    expect(inputsFormSchema.parse({ ...filled, goal: 'keep', rate: '0.5' }).rate_kg_per_week).toBe(
      0,
    );
  });

  it('refuses a missing sex or height and a gain faster than the contracts allow', () => {
    const paths = (values: typeof filled) =>
      inputsFormSchema.safeParse(values).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...filled, sex: '' })).toContain('sex');
    expect(paths({ ...filled, height_cm: '' })).toContain('height_cm');
    expect(paths({ ...filled, goal: 'gain', rate: '1' })).toContain('rate_kg_per_week');
  });
});

describe('the inputs in the imperial system', () => {
  const saved: TargetInputs = {
    sex: 'male',
    birth_date: '1985-03-02',
    height_cm: 170,
    weight_kg: 72.45,
    activity: 'moderate',
    goal: 'lose',
    rate_kg_per_week: 0.5,
    macro_pattern: 'balanced',
  };

  it('shows height in feet and inches, weight and rate in pounds', () => {
    expect(inputsFormValues(saved, 'imperial')).toMatchObject({
      height_ft: '5',
      height_in: '6.9',
      weight: '159.72',
      rate: '1.1',
    });
  });

  it('saves the saved inputs unchanged when nothing was changed, in either system', () => {
    for (const units of ['imperial', 'metric'] as const) {
      const schema = inputsFormSchemaIn(units, saved);
      expect(schema.parse(inputsFormValues(saved, units))).toEqual(saved);
    }
    for (const height_cm of [150, 152.4, 165.3, 170, 182.9, 199.5]) {
      for (const weight_kg of [45.5, 72.45, 80, 101.3, null]) {
        const inputs = { ...saved, height_cm, weight_kg };
        expect(
          inputsFormSchemaIn('imperial', inputs).parse(inputsFormValues(inputs, 'imperial')),
        ).toEqual(inputs);
      }
    }
  });

  it('stores what is typed in SI: feet and inches to the millimetre, pounds to the gram', () => {
    const schema = inputsFormSchemaIn('imperial', saved);
    const typed = { ...inputsFormValues(saved, 'imperial'), height_ft: '5', height_in: '10' };
    expect(schema.parse({ ...typed, weight: '165', rate: '1' })).toMatchObject({
      height_cm: 177.8,
      weight_kg: 74.843,
      rate_kg_per_week: 0.454,
    });
    // Six feet with the inches left empty; a decimal comma.
    expect(schema.parse({ ...typed, height_ft: '6', height_in: '' }).height_cm).toBe(182.9);
    expect(schema.parse({ ...typed, height_in: '10,5' }).height_cm).toBe(179.1);
    // A new form (nothing saved) offers half a kilogram a week, and sends it as such.
    const fresh = inputsFormSchemaIn('imperial', null);
    const values = { ...inputsFormValues(null, 'imperial'), ...typed, goal: 'lose' as const };
    expect(fresh.parse({ ...values, rate: inputsFormValues(null, 'imperial').rate })).toMatchObject(
      { rate_kg_per_week: 0.5 },
    );
  });

  it('refuses a height or weight outside the contracts, and words the bounds in the system', () => {
    const schema = inputsFormSchemaIn('imperial', null);
    const base = { ...inputsFormValues(saved, 'imperial'), goal: 'keep' as const };
    const paths = (values: typeof base) =>
      schema.safeParse(values).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...base, height_ft: '3', height_in: '3' })).toContain('height_cm');
    expect(paths({ ...base, height_ft: '', height_in: '' })).toContain('height_cm');
    expect(paths({ ...base, height_ft: 'six' })).toContain('height_cm');
    expect(paths({ ...base, weight: '900' })).toContain('weight_kg');
    expect(paths({ ...base, height_ft: '3', height_in: '3.4', weight: '44.1' })).toBeUndefined();
    expect(inputBounds('imperial')).toEqual({
      height: { min: { feet: 3, inches: 3.4 }, max: { feet: 8, inches: 2.4 } },
      weight: { min: 44.1, max: 881.84 },
      rate: { lose: 2.2, gain: 1.1 },
    });
    expect(inputBounds('metric')).toEqual({
      height: { min: { cm: 100 }, max: { cm: 250 } },
      weight: { min: 20, max: 400 },
      rate: { lose: 1, gain: 0.5 },
    });
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
