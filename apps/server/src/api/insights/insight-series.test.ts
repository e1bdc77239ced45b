import type { CheckIn } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import type { HabitRow } from '../../db/schema.js';
import { addDays, dayNumber } from '../tracking/day-numbers.js';
import { insightSeries, MAX_CORRELATED_HABITS } from './insight-series.js';

const FROM = '2026-03-01';
const TODAY = '2026-03-20';

function habit(id: string, overrides: Partial<HabitRow> = {}): HabitRow {
  return {
    id,
    user_id: 'u',
    name: `Habit ${id}`,
    description: null,
    kind: 'boolean',
    target: null,
    unit: null,
    frequency: JSON.stringify({ type: 'daily' }),
    start_date: FROM,
    position: 0,
    archived_at: null,
    created_at: '',
    updated_at: '',
    ...overrides,
  };
}

const checkIn = (date: string, fields: Partial<CheckIn>): CheckIn => ({
  date,
  sleep_hours: null,
  sleep_quality: null,
  mood: null,
  energy: null,
  stress: null,
  weight_kg: null,
  steps: null,
  water_ml: null,
  training_minutes: null,
  note: null,
  created_at: '',
  updated_at: '',
  ...fields,
});

const day = (offset: number) => dayNumber(addDays(FROM, offset));

describe('insightSeries', () => {
  it('keeps each check-in value on its day, and nothing where none was recorded', () => {
    const series = insightSeries(
      {
        checkIns: [checkIn(FROM, { mood: 4 }), checkIn('2026-03-02', { mood: 2, steps: 900 })],
        habits: [],
        pauses: [],
        marks: [],
      },
      FROM,
      TODAY,
    );
    const mood = series.find(
      ({ metric }) => metric.kind === 'check_in' && metric.metric === 'mood',
    )!;
    expect([...mood.values]).toEqual([
      [day(0), 4],
      [day(1), 2],
    ]);
    const sleep = series.find(
      ({ metric }) => metric.kind === 'check_in' && metric.metric === 'sleep_hours',
    )!;
    expect(sleep.values.size).toBe(0);
  });

  it("judges a habit's due days: skipped and paused days left out, an open today not yet missed", () => {
    const read = habit('a', { frequency: JSON.stringify({ type: 'weekdays', days: [1, 3, 5] }) });
    const series = insightSeries(
      {
        checkIns: [],
        habits: [read],
        // 2026-03-02 is a Monday.
        pauses: [
          {
            id: 'p',
            habit_id: 'a',
            user_id: 'u',
            from_date: '2026-03-09',
            to_date: '2026-03-13',
            created_at: '',
          },
        ],
        marks: [
          { habit_id: 'a', date: '2026-03-02', status: 'done', value: null },
          { habit_id: 'a', date: '2026-03-04', status: 'skipped', value: null },
        ],
      },
      FROM,
      // A Friday, left open.
      '2026-03-20',
    );
    const done = series.find(({ metric }) => metric.kind === 'habits_done')!;
    // Mondays, Wednesdays, Fridays from 03-02 to 03-18, less the skip (03-04), the pause
    // (03-09, 03-11, 03-13): 03-02 done, 03-06, 03-16, 03-18 missed. Today (03-20) is open.
    expect([...done.values]).toEqual([
      [dayNumber('2026-03-02'), 1],
      [dayNumber('2026-03-06'), 0],
      [dayNumber('2026-03-16'), 0],
      [dayNumber('2026-03-18'), 0],
    ]);
    // Four judged days are fewer than 14: the habit has no series of its own.
    expect(series.some(({ metric }) => metric.kind === 'habit')).toBe(false);
  });

  it('counts a measurable day done when its amount reaches the target', () => {
    const run = habit('m', { kind: 'measurable', target: 5, unit: 'km' });
    const marks = Array.from({ length: 20 }, (_, index) => ({
      habit_id: 'm',
      date: addDays(FROM, index),
      status: 'value' as const,
      value: index % 2 === 0 ? 5 : 4.9,
    }));
    const series = insightSeries({ checkIns: [], habits: [run], pauses: [], marks }, FROM, TODAY);
    const own = series.find(({ metric }) => metric.kind === 'habit')!;
    expect(own.metric).toEqual({ kind: 'habit', habit_id: 'm', name: 'Habit m' });
    expect(own.values.size).toBe(20);
    expect(own.values.get(day(0))).toBe(1);
    expect(own.values.get(day(1))).toBe(0);
  });

  it(`correlates at most ${MAX_CORRELATED_HABITS} habits, those with the most days`, () => {
    const habits = Array.from({ length: MAX_CORRELATED_HABITS + 2 }, (_, index) =>
      // The last two began later: fewer judged days.
      habit(`h${index}`, { start_date: index >= MAX_CORRELATED_HABITS ? '2026-03-05' : FROM }),
    );
    const series = insightSeries({ checkIns: [], habits, pauses: [], marks: [] }, FROM, TODAY);
    const ids = series.flatMap(({ metric }) => (metric.kind === 'habit' ? [metric.habit_id] : []));
    expect(ids).toHaveLength(MAX_CORRELATED_HABITS);
    expect(ids).not.toContain(`h${MAX_CORRELATED_HABITS}`);
  });
});
