import { describe, expect, it } from 'vitest';
import { amountFormSchema, servingUnit, typedNumber } from './amount-form-schema';

const food = { basis: 'g' as const, servings: [{ id: 'cup', label: '1 cup', size: 240 }] };
const parse = (unit: string, quantity: string) =>
  amountFormSchema(food).safeParse({ meal: 'lunch', unit, quantity });

describe('amountFormSchema', () => {
  it('parses grams, and servings to their grams', () => {
    expect(parse('g', '150').data).toEqual({
      meal: 'lunch',
      unit: 'g',
      quantity: 150,
      serving_id: null,
      grams: 150,
    });
    expect(parse(servingUnit('cup'), '1,5').data).toMatchObject({
      unit: 'serving',
      quantity: 1.5,
      serving_id: 'cup',
      grams: 360,
    });
  });

  it('refuses a missing, negative or zero amount', () => {
    expect(parse('g', ' ').error?.issues[0]?.message).toBe('quantityMissing');
    expect(parse('g', '-5').error?.issues[0]?.message).toBe('quantityNotPositive');
    expect(parse('g', '0').error?.issues[0]?.message).toBe('quantityNotPositive');
  });

  it('refuses more than 5 kg in all, however it is counted', () => {
    expect(parse('g', '5000').success).toBe(true);
    expect(parse('g', '5000.5').error?.issues[0]?.message).toBe('tooMuch');
    // 21 cups of 240 g are 5,040 g.
    expect(parse(servingUnit('cup'), '21').error?.issues[0]?.message).toBe('tooMuch');
  });

  it('refuses more than 100 servings', () => {
    const tiny = { basis: 'g' as const, servings: [{ id: 'drop', label: 'drop', size: 0.05 }] };
    const result = amountFormSchema(tiny).safeParse({
      meal: 'dinner',
      unit: 'serving:drop',
      quantity: '101',
    });
    expect(result.error?.issues[0]?.message).toBe('tooManyServings');
  });
});

describe('amountFormSchema moving an item', () => {
  const move = (date: string) =>
    amountFormSchema(food).safeParse({ meal: 'dinner', date, unit: 'g', quantity: '80' });

  it('carries the day the item moves to', () => {
    expect(move('2026-11-10').data).toMatchObject({
      meal: 'dinner',
      date: '2026-11-10',
      grams: 80,
    });
    expect(parse('g', '80').data).not.toHaveProperty('date');
  });

  it('asks for a day when the date input is cleared', () => {
    const result = move('');
    expect(result.error?.issues[0]).toMatchObject({ path: ['date'], message: 'dateMissing' });
  });
});

describe('typedNumber', () => {
  it('reads a decimal comma or point, and nothing else', () => {
    expect(typedNumber('2,5')).toBe(2.5);
    expect(typedNumber('.5')).toBe(0.5);
    expect(Number.isNaN(typedNumber('1e3'))).toBe(true);
    expect(Number.isNaN(typedNumber('abc'))).toBe(true);
  });
});
