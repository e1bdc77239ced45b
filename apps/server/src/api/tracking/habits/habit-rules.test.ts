import {
  addLocalDays,
  localDatesFrom,
  type HabitFrequency,
  type LocalDate,
} from '@ascend/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber } from '../day-numbers.js';
import {
  habitStats,
  habitStreaks,
  habitStrength,
  weeklyQuota,
  type HabitHistory,
  type MarkedDay,
} from './habit-rules.js';

// 2026-11-02 is a Monday; so are 11-09, 11-16, 11-23 and 11-30.
const habit = (overrides: Partial<HabitHistory> = {}): HabitHistory => ({
  kind: 'boolean',
  target: null,
  frequency: { type: 'daily' },
  startDate: '2026-11-02',
  marks: [],
  pauses: [],
  ...overrides,
});
const done = (...dates: LocalDate[]): MarkedDay[] =>
  dates.map((date) => ({ date, status: 'done', value: null }));
const doneFrom = (from: LocalDate, to: LocalDate) => done(...localDatesFrom(from, to));
const skipped = (date: LocalDate): MarkedDay => ({ date, status: 'skipped', value: null });
const measured = (date: LocalDate, value: number): MarkedDay => ({ date, status: 'value', value });

/** m of a daily habit: 0.5^(1/13) = 0.948078 (f = 1). */
const M_DAILY = 0.5 ** (1 / 13);
/** m of 3 a week: f = 3/7, √f = 0.654654, m = 0.5^(0.654654/13) = 0.965697. */
const M_THREE_A_WEEK = 0.5 ** (Math.sqrt(3 / 7) / 13);

describe('habit strength (Loop Habit Tracker’s score)', () => {
  it('daily: 13 days done in a row is exactly half-way, 1 − m¹³ = 1 − 0.5 = 50 %', () => {
    const history = habit({ marks: doneFrom('2026-11-02', '2026-11-14') });
    expect(M_DAILY ** 13).toBeCloseTo(0.5, 12);
    expect(habitStrength(history, '2026-11-15')).toBe(50);
  });

  it('today open does not lower the score; today done raises it to 1 − 0.5·m = 52.6 %', () => {
    expect(
      habitStrength(habit({ marks: doneFrom('2026-11-02', '2026-11-14') }), '2026-11-15'),
    ).toBe(50);
    const doneToday = habit({ marks: doneFrom('2026-11-02', '2026-11-15') });
    // 1 − 0.5 × 0.948078 = 0.525961
    expect(habitStrength(doneToday, '2026-11-15')).toBe(52.6);
  });

  it('past days left open decay it: 13 open days after 50 % halve it again, to 25 %', () => {
    const history = habit({ marks: doneFrom('2026-11-02', '2026-11-14') });
    expect(habitStrength(history, '2026-11-28')).toBe(25);
  });

  it('a skipped day leaves it unchanged: 13 days done around a skip is still 50 %', () => {
    const history = habit({
      marks: [
        ...doneFrom('2026-11-02', '2026-11-07'),
        skipped('2026-11-08'),
        ...doneFrom('2026-11-09', '2026-11-15'),
      ],
    });
    expect(habitStrength(history, '2026-11-16')).toBe(50);
  });

  it('paused days leave it unchanged: 7 done, a week of pause, 6 done is still 50 %', () => {
    const history = habit({
      marks: [...doneFrom('2026-11-02', '2026-11-08'), ...doneFrom('2026-11-16', '2026-11-21')],
      pauses: [{ from: '2026-11-09', to: '2026-11-15' }],
    });
    expect(habitStrength(history, '2026-11-22')).toBe(50);
  });

  it('measurable: half the target each day counts v = 0.5, so 13 days reach 0.5 × 50 % = 25 %', () => {
    const dates = localDatesFrom('2026-11-02', '2026-11-14');
    const half = habit({ kind: 'measurable', target: 10, marks: dates.map((d) => measured(d, 5)) });
    expect(habitStrength(half, '2026-11-15')).toBe(25);
    // Above the target is capped at v = 1.
    const over = habit({
      kind: 'measurable',
      target: 10,
      marks: dates.map((d) => measured(d, 30)),
    });
    expect(habitStrength(over, '2026-11-15')).toBe(50);
  });

  it('3 a week: one repetition of the 6 Loop looks for in 14 days gives v = 1/6, (1 − m)/6 = 0.57 %', () => {
    // (1 − 0.965697) / 6 = 0.0057172 → 0.6 %
    const monday = habit({ frequency: { type: 'weekly', times: 3 }, marks: done('2026-11-02') });
    expect(habitStrength(monday, '2026-11-02')).toBe(0.6);
    // Tuesday is judged when it ends, with the same window sum: (1 − m)/6 · (1 + m) = 1.12 %
    expect(((1 - M_THREE_A_WEEK) / 6) * (1 + M_THREE_A_WEEK)).toBeCloseTo(0.011238, 5);
    expect(habitStrength(monday, '2026-11-04')).toBe(1.1);
  });

  it('3 a week kept every week climbs to 100 %, 2 a week of 3 settles at v = 4/6 = 66.7 %', () => {
    const mondays = Array.from({ length: 52 }, (_, week) => addLocalDays('2026-01-05', week * 7));
    const threeAWeek = { type: 'weekly', times: 3 } as const;
    const kept = habit({
      startDate: '2026-01-05',
      frequency: threeAWeek,
      marks: mondays.flatMap((monday) =>
        done(monday, addLocalDays(monday, 2), addLocalDays(monday, 4)),
      ),
    });
    expect(habitStrength(kept, '2027-01-04')).toBe(100);
    const twoOfThree = habit({
      startDate: '2026-01-05',
      frequency: threeAWeek,
      marks: mondays.flatMap((monday) => done(monday, addLocalDays(monday, 3))),
    });
    expect(habitStrength(twoOfThree, '2027-01-04')).toBe(66.7);
  });

  it('chosen weekdays score as that many a week (f = days/7)', () => {
    const marks = done('2026-11-02', '2026-11-04', '2026-11-06', '2026-11-09', '2026-11-11');
    const weekdays = habit({ frequency: { type: 'weekdays', days: [1, 3, 5] }, marks });
    const weekly = habit({ frequency: { type: 'weekly', times: 3 }, marks });
    expect(habitStrength(weekdays, '2026-11-12')).toBe(habitStrength(weekly, '2026-11-12'));
    expect(habitStrength(weekdays, '2026-11-12')).toBeGreaterThan(0);
    // All seven weekdays is daily.
    const everyDay = habit({ frequency: { type: 'weekdays', days: [1, 2, 3, 4, 5, 6, 7] }, marks });
    expect(habitStrength(everyDay, '2026-11-12')).toBe(
      habitStrength(habit({ marks }), '2026-11-12'),
    );
  });

  it('starts from the first mark when it is earlier than the start date', () => {
    const history = habit({ startDate: '2026-11-20', marks: doneFrom('2026-11-02', '2026-11-14') });
    expect(habitStrength(history, '2026-11-15')).toBe(50);
  });

  it('agrees with a day-by-day transcription of Loop’s loop on any history, decades long too', () => {
    const dayIndex = fc.integer({ min: 0, max: 120 });
    const at = (index: number) => addLocalDays('2026-07-01', index);
    const history = fc.record({
      kind: fc.constantFrom('boolean', 'measurable'),
      frequency: fc.oneof(
        fc.constant({ type: 'daily' as const }),
        fc.integer({ min: 1, max: 7 }).map((times) => ({ type: 'weekly' as const, times })),
        fc
          .uniqueArray(fc.integer({ min: 1, max: 7 }), { minLength: 1, maxLength: 7 })
          .map((days) => ({ type: 'weekdays' as const, days })),
      ),
      marks: fc.uniqueArray(
        fc.record({
          day: dayIndex,
          status: fc.constantFrom('done', 'skipped', 'value'),
          value: fc.double({ min: 0, max: 30, noNaN: true }),
        }),
        { selector: (mark) => mark.day, maxLength: 60 },
      ),
      pauses: fc.array(fc.tuple(dayIndex, fc.integer({ min: 0, max: 20 })), { maxLength: 3 }),
      ancient: fc.boolean(),
    });
    fc.assert(
      fc.property(history, dayIndex, (drawn, todayIndex) => {
        const measurable = drawn.kind === 'measurable';
        const subject = habit({
          kind: drawn.kind,
          target: measurable ? 10 : null,
          frequency: drawn.frequency,
          startDate: '2026-07-01',
          marks: [
            ...drawn.marks.map(({ day, status, value }) => ({
              date: at(day),
              status:
                measurable && status === 'done'
                  ? 'value'
                  : !measurable && status === 'value'
                    ? 'done'
                    : status,
              value: measurable && status !== 'skipped' ? value : null,
            })),
            // A mark a year and a half before the rest: a long stretch of decay.
            ...(drawn.ancient ? done('2025-01-01') : []),
          ],
          pauses: drawn.pauses.map(([day, length]) => ({ from: at(day), to: at(day + length) })),
        });
        const today = at(todayIndex);
        expect(habitStrength(subject, today)).toBeCloseTo(referenceStrength(subject, today), 6);
      }),
      { numRuns: 200 },
    );
  });
});

/**
 * ScoreList.recompute as written in Loop (iSoron/uhabits), one day at a time from the first day,
 * the window summed afresh each day; with the spec's paused days and open today. No shortcuts.
 */
function referenceStrength(history: HabitHistory, today: LocalDate): number {
  const perWeek =
    history.frequency.type === 'daily'
      ? 7
      : history.frequency.type === 'weekly'
        ? history.frequency.times
        : history.frequency.days.length;
  const measurable = history.kind === 'measurable';
  let numerator = measurable ? perWeek * history.target! : perWeek;
  let denominator = 7;
  if (perWeek === 7) [numerator, denominator] = [measurable ? history.target! : 1, 1];
  else if (!measurable) [numerator, denominator] = [numerator * 2, 14];
  const m = 0.5 ** (Math.sqrt(perWeek / 7) / 13);
  const markOn = new Map(history.marks.map((mark) => [dayNumber(mark.date), mark]));
  const pauses = history.pauses.map((pause) => [dayNumber(pause.from), dayNumber(pause.to)]);
  const paused = (day: number) => pauses.some(([from, to]) => day >= from! && day <= to!);
  const amount = (day: number) => {
    const mark = markOn.get(day);
    if (!mark || paused(day) || mark.status === 'skipped') return 0;
    if (mark.status === 'done') return measurable ? history.target! : 1;
    return measurable ? mark.value! : 0;
  };
  const first = Math.min(dayNumber(history.startDate), ...markOn.keys());
  const todayDay = dayNumber(today);
  const last = markOn.has(todayDay) ? todayDay : todayDay - 1;
  let score = 0;
  for (let day = first; day <= last; day += 1) {
    if (paused(day) || markOn.get(day)?.status === 'skipped') continue;
    let rollingSum = 0;
    for (let back = 0; back < denominator; back += 1) rollingSum += amount(day - back);
    score = score * m + Math.min(1, rollingSum / numerator) * (1 - m);
  }
  return Math.round(score * 1000) / 10;
}

describe('streaks of daily and chosen-weekday habits', () => {
  it('daily: consecutive days done; a past day left open breaks it; the best is kept', () => {
    const history = habit({
      marks: [...doneFrom('2026-11-02', '2026-11-06'), ...doneFrom('2026-11-08', '2026-11-09')],
    });
    expect(habitStreaks(history, '2026-11-10')).toEqual({ current: 2, best: 5 });
  });

  it('today still open does not break it, nor count', () => {
    const history = habit({ marks: doneFrom('2026-11-02', '2026-11-06') });
    expect(habitStreaks(history, '2026-11-07')).toEqual({ current: 5, best: 5 });
    expect(habitStreaks(history, '2026-11-08')).toEqual({ current: 0, best: 5 });
  });

  it('skipped days neither break nor extend', () => {
    const history = habit({
      marks: [
        ...doneFrom('2026-11-02', '2026-11-03'),
        skipped('2026-11-04'),
        ...done('2026-11-05'),
      ],
    });
    expect(habitStreaks(history, '2026-11-06')).toEqual({ current: 3, best: 3 });
  });

  it('a week of pause keeps the streak: 7 + 3 days around it is 10', () => {
    const history = habit({
      marks: [...doneFrom('2026-11-02', '2026-11-08'), ...doneFrom('2026-11-16', '2026-11-18')],
      pauses: [{ from: '2026-11-09', to: '2026-11-15' }],
    });
    expect(habitStreaks(history, '2026-11-19')).toEqual({ current: 10, best: 10 });
  });

  it('chosen weekdays: Monday, Wednesday, Friday done make 3; the days between do not count', () => {
    const mwf: HabitFrequency = { type: 'weekdays', days: [1, 3, 5] };
    const kept = habit({ frequency: mwf, marks: done('2026-11-02', '2026-11-04', '2026-11-06') });
    expect(habitStreaks(kept, '2026-11-09')).toEqual({ current: 3, best: 3 });
    // A missed Wednesday breaks it.
    const missed = habit({ frequency: mwf, marks: done('2026-11-02', '2026-11-06') });
    expect(habitStreaks(missed, '2026-11-09')).toEqual({ current: 1, best: 1 });
    // Done on a Tuesday, which it does not ask for, does not extend it.
    const extra = habit({ frequency: mwf, marks: done('2026-11-02', '2026-11-03', '2026-11-04') });
    expect(habitStreaks(extra, '2026-11-05')).toEqual({ current: 2, best: 2 });
  });

  it('measurable: a past day short of the target breaks it; today’s partial amount does not', () => {
    const base = { kind: 'measurable' as const, target: 10 };
    const short = habit({
      ...base,
      marks: [measured('2026-11-02', 10), measured('2026-11-03', 12), measured('2026-11-04', 5)],
    });
    expect(habitStreaks(short, '2026-11-05')).toEqual({ current: 0, best: 2 });
    const today = habit({
      ...base,
      marks: [measured('2026-11-02', 10), measured('2026-11-03', 10), measured('2026-11-04', 3)],
    });
    expect(habitStreaks(today, '2026-11-04')).toEqual({ current: 2, best: 2 });
  });

  it('walks decades of history without a day-by-day loop and still counts right', () => {
    const history = habit({
      startDate: '1900-01-01',
      marks: [...done('1900-01-01'), ...doneFrom('2026-11-02', '2026-11-04')],
      pauses: [{ from: '1900-01-02', to: '2026-11-01' }],
    });
    // The pause covers everything between: one streak of 4.
    expect(habitStreaks(history, '2026-11-05')).toEqual({ current: 4, best: 4 });
    expect(habitStrength(history, '2026-11-05')).toBeCloseTo(
      referenceStrength(history, '2026-11-05'),
      6,
    );
  });
});

describe('streaks of "N times a week" habits', () => {
  const threeAWeek = { type: 'weekly', times: 3 } as const;

  it('counts weeks that reached N; the current week, not yet reached, does not break it', () => {
    const history = habit({
      frequency: threeAWeek,
      marks: [
        ...done('2026-11-02', '2026-11-04', '2026-11-06'),
        ...done('2026-11-09', '2026-11-10', '2026-11-15'),
        ...done('2026-11-16'),
      ],
    });
    expect(habitStreaks(history, '2026-11-18')).toEqual({ current: 2, best: 2 });
    // Reaching N in the current week extends it at once.
    const reached = habit({
      ...history,
      marks: [...history.marks, ...done('2026-11-17', '2026-11-18')],
    });
    expect(habitStreaks(reached, '2026-11-18')).toEqual({ current: 3, best: 3 });
  });

  it('a past week short of N breaks it, and so does a week with no mark at all', () => {
    const short = habit({
      frequency: threeAWeek,
      marks: [
        ...done('2026-11-02', '2026-11-04', '2026-11-06'),
        ...done('2026-11-09', '2026-11-10'),
      ],
    });
    expect(habitStreaks(short, '2026-11-16')).toEqual({ current: 0, best: 1 });
    const empty = habit({
      frequency: threeAWeek,
      marks: [
        ...done('2026-11-02', '2026-11-04', '2026-11-06'),
        ...done('2026-11-16', '2026-11-17', '2026-11-18'),
      ],
    });
    expect(habitStreaks(empty, '2026-11-23')).toEqual({ current: 1, best: 1 });
  });

  it('a week with a pause asks N pro rata to its unpaused days, rounded up: 3 × 3/7 → 2', () => {
    expect(weeklyQuota(3, 3)).toBe(2);
    const history = habit({
      frequency: threeAWeek,
      marks: [
        ...done('2026-11-02', '2026-11-04', '2026-11-06'),
        ...done('2026-11-13', '2026-11-14'),
      ],
      pauses: [{ from: '2026-11-09', to: '2026-11-12' }],
    });
    expect(habitStreaks(history, '2026-11-16')).toEqual({ current: 2, best: 2 });
  });

  it('a fully paused week neither breaks nor extends it', () => {
    const history = habit({
      frequency: threeAWeek,
      marks: [
        ...done('2026-11-02', '2026-11-04', '2026-11-06'),
        ...done('2026-11-16', '2026-11-18', '2026-11-20'),
      ],
      pauses: [{ from: '2026-11-09', to: '2026-11-15' }],
    });
    expect(habitStreaks(history, '2026-11-23')).toEqual({ current: 2, best: 2 });
  });

  it('a habit created on a Friday asks 3 × 3/7 → 2 of its first, three-day week', () => {
    const history = habit({
      frequency: threeAWeek,
      startDate: '2026-11-06',
      marks: [
        ...done('2026-11-06', '2026-11-07'),
        ...done('2026-11-09', '2026-11-11', '2026-11-13'),
      ],
    });
    expect(habitStreaks(history, '2026-11-16')).toEqual({ current: 2, best: 2 });
    const once = habit({ ...history, marks: [...done('2026-11-06'), ...history.marks.slice(2)] });
    expect(habitStreaks(once, '2026-11-16')).toEqual({ current: 1, best: 1 });
  });

  it('skipped days lower the week’s quota as paused ones do', () => {
    const history = habit({
      frequency: threeAWeek,
      marks: [
        ...done('2026-11-02', '2026-11-03'),
        ...['2026-11-04', '2026-11-05', '2026-11-06', '2026-11-07'].map(skipped),
      ],
    });
    // 3 days left of 7: ceil(3 × 3/7) = 2, reached.
    expect(habitStreaks(history, '2026-11-09')).toEqual({ current: 1, best: 1 });
  });
});

describe('the stats of the habits list', () => {
  it('answers strength, streaks, their unit, and whether today is due or paused', () => {
    const weekdays = habit({
      frequency: { type: 'weekdays', days: [1, 3, 5] },
      marks: done('2026-11-02'),
      pauses: [{ from: '2026-11-04', to: '2026-11-05' }],
    });
    expect(habitStats(weekdays, '2026-11-04')).toEqual({
      strength: expect.any(Number),
      current_streak: 1,
      best_streak: 1,
      streak_unit: 'days',
      due_today: true,
      paused_today: true,
    });
    expect(habitStats(weekdays, '2026-11-03')).toMatchObject({
      due_today: false,
      paused_today: false,
    });
    expect(
      habitStats(habit({ frequency: { type: 'weekly', times: 2 } }), '2026-11-03'),
    ).toMatchObject({ streak_unit: 'weeks', due_today: true, current_streak: 0, strength: 0 });
  });
});
