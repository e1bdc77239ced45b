import type { Habit, HabitMark } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { habitFixture, markFixture } from '../test-support/fixtures';
import {
  completionOf,
  indexMarks,
  isPausedOn,
  isScheduledOn,
  summarizeDay,
} from './habit-schedule';

const daily = habitFixture({ id: 'h1', name: 'Read', start_date: '2026-03-01' });
const weekdays = habitFixture({
  id: 'h2',
  name: 'Gym',
  frequency: { type: 'weekdays', days: [1, 3, 5] },
  start_date: '2026-03-01',
});
const weekly = habitFixture({
  id: 'h3',
  name: 'Swim',
  frequency: { type: 'weekly', times: 2 },
  start_date: '2026-03-01',
});
const pages = habitFixture({
  id: 'h4',
  name: 'Pages',
  kind: 'measurable',
  target: 20,
  unit: 'pages',
  start_date: '2026-03-01',
  pauses: [{ id: 'p1', from: '2026-03-10', to: '2026-03-12' }],
});

describe('habit schedule', () => {
  it('asks for a daily habit every day from its start, a weekday habit on its weekdays', () => {
    expect(isScheduledOn(daily, '2026-02-28')).toBe(false);
    expect(isScheduledOn(daily, '2026-03-01')).toBe(true);
    // 2026-03-02 is a Monday, 03-03 a Tuesday.
    expect(isScheduledOn(weekdays, '2026-03-02')).toBe(true);
    expect(isScheduledOn(weekdays, '2026-03-03')).toBe(false);
    expect(isScheduledOn(weekly, '2026-03-02')).toBe(false);
  });

  it('knows paused days, both ends included', () => {
    expect(isPausedOn(pages, '2026-03-09')).toBe(false);
    expect(isPausedOn(pages, '2026-03-10')).toBe(true);
    expect(isPausedOn(pages, '2026-03-12')).toBe(true);
  });

  it('measures a partial value against the target', () => {
    const mark = (value: number): HabitMark =>
      markFixture({ habit_id: 'h4', date: '2026-03-02', status: 'value', value });
    expect(completionOf(pages, mark(5))).toBe(0.25);
    expect(completionOf(pages, mark(40))).toBe(1);
    expect(completionOf(daily, markFixture({ habit_id: 'h1', status: 'skipped' }))).toBe(0);
  });

  it("sums a day's habits: scheduled ones, weekly ones done that day, no skips or pauses", () => {
    const habits: Habit[] = [daily, weekdays, weekly, pages];
    const marks = indexMarks([
      markFixture({ habit_id: 'h1', date: '2026-03-02', status: 'done' }),
      markFixture({ habit_id: 'h2', date: '2026-03-02', status: 'skipped' }),
      markFixture({ habit_id: 'h3', date: '2026-03-02', status: 'done' }),
      markFixture({ habit_id: 'h4', date: '2026-03-02', status: 'value', value: 10 }),
    ]);
    expect(summarizeDay('2026-03-02', habits, marks, new Set(['2026-03-02']))).toEqual({
      checkedIn: true,
      // Read done, Swim done; Gym skipped (not due); Pages half-way.
      done: 2,
      due: 3,
    });
    // A paused day of Pages: only Read is due (Tuesday, no Gym), nothing done.
    expect(summarizeDay('2026-03-10', habits, marks, new Set())).toEqual({
      checkedIn: false,
      done: 0,
      due: 1,
    });
  });
});
