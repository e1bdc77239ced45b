import { describe, expect, it } from 'vitest';
import { checkInFixture } from '../test-support/fixtures';
import { checkInFormSchema, checkInFormValues, shownBounds, storedBounds } from './check-in-form';

const blank = checkInFormValues(null, 'metric');

describe('check-in form', () => {
  it('turns pounds and fluid ounces into kilograms and millilitres', () => {
    const result = checkInFormSchema('imperial').parse({
      ...blank,
      weight_kg: '165',
      water_ml: '64',
      sleep_hours: '7,5',
      mood: '4',
      steps: '8000',
      note: '  ',
    });
    expect(result).toEqual({
      sleep_hours: 7.5,
      sleep_quality: null,
      mood: 4,
      energy: null,
      stress: null,
      weight_kg: 74.843,
      steps: 8000,
      water_ml: 1893,
      training_minutes: null,
      note: null,
    });
  });

  it('shows a stored check-in in the user units', () => {
    const stored = checkInFixture({ weight_kg: 74.843, water_ml: 1893, sleep_hours: 7.5, mood: 3 });
    expect(checkInFormValues(stored, 'imperial')).toMatchObject({
      weight_kg: '165',
      water_ml: '64',
      sleep_hours: '7.5',
      mood: '3',
    });
    expect(checkInFormValues(stored, 'metric')).toMatchObject({
      weight_kg: '74.84',
      water_ml: '1893',
    });
  });

  it('refuses what the contract refuses, on the field that was typed', () => {
    const result = checkInFormSchema('imperial').safeParse({
      ...blank,
      weight_kg: '30',
      steps: '10.5',
      sleep_hours: 'e',
    });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => [issue.path.join('.'), issue.code]);
    // A text that is not a number stops the parse before the contract's checks.
    expect(paths).toEqual([['sleep_hours', 'custom']]);

    const bounds = checkInFormSchema('imperial').safeParse({
      ...blank,
      weight_kg: '30',
      steps: '10.5',
    });
    expect(bounds.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['weight_kg', 'too_small'],
      ['steps', 'invalid_type'],
    ]);
  });

  it('knows the bounds in either system', () => {
    expect(storedBounds('weight_kg')).toEqual({ min: 20, max: 400, integer: false });
    expect(storedBounds('steps')).toMatchObject({ integer: true });
    expect(shownBounds('weight_kg', 'metric')).toEqual({ min: 20, max: 400 });
    expect(shownBounds('water_ml', 'metric')).toEqual({ min: 0, max: 20000 });
    // 20 kg = 44.0924… lb, 400 kg = 881.8490… lb; 20 000 ml = 676.28… fl oz: rounded inwards.
    expect(shownBounds('weight_kg', 'imperial')).toEqual({ min: 44.1, max: 881.84 });
    expect(shownBounds('water_ml', 'imperial')).toEqual({ min: 0, max: 676.2 });
  });
});
