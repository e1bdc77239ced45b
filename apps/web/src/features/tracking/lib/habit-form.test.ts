import { describe, expect, it } from 'vitest';
import { habitFixture } from '../test-support/fixtures';
import { habitCreateFormSchema, habitEditFormSchema, habitFormValues } from './habit-form';

const TODAY = '2026-11-18';
const blank = habitFormValues(null, TODAY);

describe('habit form', () => {
  it('makes a measurable habit on chosen weekdays', () => {
    const habit = habitCreateFormSchema(TODAY).parse({
      ...blank,
      name: 'Read',
      kind: 'measurable',
      target: '20',
      unit: 'pages',
      frequency: { type: 'weekdays', times: '3', days: ['5', '1', '3'] },
    });
    expect(habit).toEqual({
      name: 'Read',
      kind: 'measurable',
      target: 20,
      unit: 'pages',
      frequency: { type: 'weekdays', days: [1, 3, 5] },
      start_date: TODAY,
    });
  });

  it('makes a yes/no habit N times a week, without target or unit', () => {
    expect(
      habitCreateFormSchema(TODAY).parse({
        ...blank,
        name: 'Swim',
        target: '9',
        unit: 'km',
        frequency: { type: 'weekly', times: '2', days: ['1'] },
      }),
    ).toEqual({
      name: 'Swim',
      kind: 'boolean',
      frequency: { type: 'weekly', times: 2 },
      start_date: TODAY,
    });
  });

  it('starts a new habit on the chosen day, today by default, never after today', () => {
    const parse = (start_date: string) =>
      habitCreateFormSchema(TODAY).safeParse({ ...blank, name: 'Walk', start_date });
    expect(blank.start_date).toBe(TODAY);
    expect(parse('2026-10-01').data).toMatchObject({ start_date: '2026-10-01' });
    expect(parse(TODAY).data).toMatchObject({ start_date: TODAY });
    expect(parse('2026-11-19').error?.issues.map((issue) => [issue.path, issue.message])).toEqual([
      [['start_date'], 'startAfterToday'],
    ]);
    // The contract's rule on the date itself (a calendar date) lands on the field too.
    expect(new Set(parse('').error?.issues.map((issue) => issue.path.join('.')))).toEqual(
      new Set(['start_date']),
    );
  });

  it('puts each problem on its field', () => {
    const result = habitCreateFormSchema(TODAY).safeParse({
      ...blank,
      name: 'Read',
      kind: 'measurable',
      target: '',
      unit: ' ',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['target', 'targetRequired'],
      ['unit', 'unitRequired'],
    ]);
    const contract = habitCreateFormSchema(TODAY).safeParse({
      ...blank,
      name: '',
      frequency: { type: 'weekdays', times: '3', days: [] },
    });
    expect(contract.error?.issues.map((issue) => [issue.path.join('.'), issue.code])).toEqual([
      ['name', 'too_small'],
      ['frequency.days', 'too_small'],
    ]);
    expect(
      habitCreateFormSchema(TODAY)
        .safeParse({ ...blank, name: 'Swim', frequency: { type: 'weekly', times: '8', days: [] } })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['frequency.times']);
  });

  it('edits everything but the kind, and clears an emptied description', () => {
    const stored = habitFixture({
      name: 'Read',
      description: 'Before bed',
      kind: 'measurable',
      target: 20,
      unit: 'pages',
    });
    const values = habitFormValues(stored);
    expect(values).toMatchObject({ target: '20', unit: 'pages', kind: 'measurable' });
    expect(habitEditFormSchema.parse({ ...values, description: '', target: '30' })).toEqual({
      name: 'Read',
      description: null,
      target: 30,
      unit: 'pages',
      frequency: { type: 'daily' },
    });
  });
});
