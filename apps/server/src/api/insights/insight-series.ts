/**
 * The user's days as one series per metric (day number → value): each check-in metric, habits
 * done per day, and each active habit's done (1) or not (0). What the baselines and correlations
 * read; a day without a value is simply absent from its series.
 */
import {
  CHECK_IN_METRICS,
  INSIGHT_MIN_PAIRED_DAYS,
  type CheckIn,
  type InsightMetric,
  type LocalDate,
} from '@ascend/contracts';
import type { HabitPauseRow, HabitRow } from '../../db/schema.js';
import { dayNumber } from '../tracking/day-numbers.js';
import type { MarkedDayRow } from '../tracking/habits/habits-repository.js';
import { isDayDone, isScheduledWeekday } from '../tracking/habits/habit-rules.js';
import { frequencyOf } from '../tracking/habits/habit-view.js';
import { pausedDays } from '../tracking/habits/paused-days.js';

export interface Series {
  metric: InsightMetric;
  values: ReadonlyMap<number, number>;
}

export interface InsightRecords {
  checkIns: readonly CheckIn[];
  habits: readonly HabitRow[];
  pauses: readonly HabitPauseRow[];
  marks: readonly MarkedDayRow[];
}

function checkInSeries(checkIns: readonly CheckIn[], from: number, to: number): Series[] {
  return CHECK_IN_METRICS.map((metric) => {
    const values = new Map<number, number>();
    for (const checkIn of checkIns) {
      const day = dayNumber(checkIn.date);
      const value = checkIn[metric];
      if (value !== null && day >= from && day <= to) values.set(day, value);
    }
    return { metric: { kind: 'check_in', metric }, values };
  });
}

/**
 * One active habit's days: those it was due (its frequency's weekdays, from its first day) and
 * neither skipped nor paused, 1 when done. Today counts only once marked: an open today is not
 * yet a day missed.
 */
function habitSeries(
  habit: HabitRow,
  records: InsightRecords,
  from: number,
  today: number,
): Map<number, number> {
  const frequency = frequencyOf(habit);
  const marks = new Map(
    records.marks
      .filter((mark) => mark.habit_id === habit.id)
      .map((mark) => [dayNumber(mark.date), mark]),
  );
  const paused = pausedDays(
    records.pauses
      .filter((pause) => pause.habit_id === habit.id)
      .map((pause) => ({ from: pause.from_date, to: pause.to_date })),
  );
  // A mark may come before the start: the habit's first day is then that mark's (docs/tracking.md).
  const firstDay = Math.min(dayNumber(habit.start_date), ...marks.keys());
  const values = new Map<number, number>();
  for (let day = Math.max(from, firstDay); day <= today; day++) {
    const mark = marks.get(day);
    if (!isScheduledWeekday(frequency, day) || paused.has(day)) continue;
    if (mark?.status === 'skipped' || (day === today && !mark)) continue;
    values.set(day, mark && isDayDone(mark, habit) ? 1 : 0);
  }
  return values;
}

/**
 * At most this many habits are correlated: those with the most judged days in the window. Each
 * rank correlation costs some 50 µs (simple-statistics' midranks), and the pairs grow with the
 * square of the series: 9 check-in metrics, habits done and 20 habits make about 1,400 pairs
 * (some 70 ms once a day per user with the read cache), where 100 habits would make 18,000 (a
 * second of the event loop).
 */
export const MAX_CORRELATED_HABITS = 20;

/**
 * Every series over [from, today]; habits with fewer than 14 days of their own left out, and
 * beyond MAX_CORRELATED_HABITS those with the fewest days (Array.sort is stable: the user's order
 * breaks ties).
 */
export function insightSeries(
  records: InsightRecords,
  from: LocalDate,
  today: LocalDate,
): Series[] {
  const [first, last] = [dayNumber(from), dayNumber(today)];
  const active = records.habits.filter((habit) => habit.archived_at === null);
  const habits = active.map((habit) => ({
    habit,
    values: habitSeries(habit, records, first, last),
  }));

  // Habits done per day, over the days before today on which some active habit was due.
  const done = new Map<number, number>();
  for (const { values } of habits) {
    for (const [day, value] of values) {
      if (day < last) done.set(day, (done.get(day) ?? 0) + value);
    }
  }

  return [
    ...checkInSeries(records.checkIns, first, last),
    { metric: { kind: 'habits_done' }, values: done },
    ...habits
      .filter(({ values }) => values.size >= INSIGHT_MIN_PAIRED_DAYS)
      .sort((x, y) => y.values.size - x.values.size)
      .slice(0, MAX_CORRELATED_HABITS)
      .map(({ habit, values }) => ({
        metric: { kind: 'habit', habit_id: habit.id, name: habit.name } as const,
        values,
      })),
  ];
}
