import type { LocalDate } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import type { MarkedDay } from '../habits/habit-rules.js';
import { habitWeek, type WeekHabit } from './habit-week.js';

// The week of Monday 2026-11-16; today is Wednesday the 18th.
const WEEK = { weekStart: '2026-11-16', today: '2026-11-18' };
const marks = (entries: [LocalDate, MarkedDay['status']][]) =>
  new Map(entries.map(([date, status]) => [date, { date, status, value: null }]));
const habit = (overrides: Partial<WeekHabit>): WeekHabit => ({
  frequency: { type: 'daily' },
  target: null,
  firstDay: '2026-11-01',
  pauses: [],
  marks: new Map(),
  ...overrides,
});

describe("the overview's habit week", () => {
  it('daily: every day scheduled, Monday to today so far, to Sunday for the whole week', () => {
    const week = habitWeek(
      [
        habit({
          marks: marks([
            ['2026-11-16', 'done'],
            ['2026-11-18', 'done'],
          ]),
        }),
      ],
      WEEK,
    );
    expect(week).toEqual({
      soFar: { done: 2, scheduled: 3 },
      wholeWeek: { done: 2, scheduled: 7 },
      today: { done: 1, scheduled: 1 },
    });
  });

  it('skipped and paused days, and days before the habit began, ask nothing', () => {
    const week = habitWeek(
      [
        habit({
          firstDay: '2026-11-17',
          marks: marks([['2026-11-18', 'skipped']]),
          pauses: [{ from: '2026-11-21', to: '2026-11-30' }],
        }),
      ],
      WEEK,
    );
    // Tuesday (open), then Thursday and Friday; Wednesday skipped, the weekend paused.
    expect(week).toEqual({
      soFar: { done: 0, scheduled: 1 },
      wholeWeek: { done: 0, scheduled: 3 },
      today: { done: 0, scheduled: 0 },
    });
  });

  it('chosen weekdays: only those days', () => {
    const week = habitWeek(
      [
        habit({
          frequency: { type: 'weekdays', days: [2, 4] },
          marks: marks([['2026-11-17', 'done']]),
        }),
      ],
      WEEK,
    );
    expect(week).toEqual({
      soFar: { done: 1, scheduled: 1 },
      wholeWeek: { done: 1, scheduled: 2 },
      today: { done: 0, scheduled: 0 },
    });
  });

  it('N a week: the quota in both, done days counted up to it; on today’s list until reached', () => {
    const twice = { type: 'weekly', times: 2 } as const;
    const open = habitWeek(
      [habit({ frequency: twice, marks: marks([['2026-11-16', 'done']]) })],
      WEEK,
    );
    expect(open).toEqual({
      soFar: { done: 1, scheduled: 2 },
      wholeWeek: { done: 1, scheduled: 2 },
      today: { done: 0, scheduled: 1 },
    });
    // Reached before today: off today's list; done beyond the quota counts no more.
    const reached = habitWeek(
      [
        habit({
          frequency: twice,
          marks: marks([
            ['2026-11-16', 'done'],
            ['2026-11-17', 'done'],
          ]),
        }),
      ],
      WEEK,
    );
    expect(reached.today).toEqual({ done: 0, scheduled: 0 });
    const extra = habitWeek(
      [
        habit({
          frequency: twice,
          marks: marks([
            ['2026-11-16', 'done'],
            ['2026-11-17', 'done'],
            ['2026-11-18', 'done'],
          ]),
        }),
      ],
      WEEK,
    );
    expect(extra).toEqual({
      soFar: { done: 2, scheduled: 2 },
      wholeWeek: { done: 2, scheduled: 2 },
      today: { done: 1, scheduled: 1 },
    });
  });

  it('N a week begun on Friday asks its quota pro rata: 3 × 3/7 → 2', () => {
    const week = habitWeek(
      [habit({ frequency: { type: 'weekly', times: 3 }, firstDay: '2026-11-20' })],
      WEEK,
    );
    expect(week).toEqual({
      soFar: { done: 0, scheduled: 2 },
      wholeWeek: { done: 0, scheduled: 2 },
      // Not begun yet: not on today's list.
      today: { done: 0, scheduled: 0 },
    });
  });

  it('a measurable day counts when its amount reaches the target', () => {
    const amounts = new Map<LocalDate, MarkedDay>([
      ['2026-11-16', { date: '2026-11-16', status: 'value', value: 10 }],
      ['2026-11-17', { date: '2026-11-17', status: 'value', value: 9.5 }],
    ]);
    const week = habitWeek([habit({ target: 10, marks: amounts })], WEEK);
    expect(week.soFar).toEqual({ done: 1, scheduled: 3 });
  });
});
