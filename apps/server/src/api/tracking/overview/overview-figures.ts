/**
 * Every figure of `GET /api/v1/overview` from the records the overview read (overview-records.ts),
 * as of the user's today: computed in memory, no further queries.
 */
import {
  addLocalDays,
  localDatesFrom,
  type CheckIn,
  type LocalDate,
  type Overview,
  type OverviewChartMetric,
} from '@ascend/contracts';
import { isDayDone, type MarkedDay } from '../habits/habit-rules.js';
import { frequencyOf } from '../habits/habit-view.js';
import { pointsFor, type RecordCounts } from '../points.js';
import type { UserDay } from '../user-day.js';
import { habitWeek, type WeekHabit } from './habit-week.js';
import { RECENT_ACTIVITY_SIZE, type OverviewRecords } from './overview-records.js';

const CHART_DAYS = 7;

function countBy<T>(items: readonly T[], key: (item: T) => string, weight = (_item: T) => 1) {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + weight(item));
  return counts;
}

const countIn = (dates: Iterable<LocalDate>, from: LocalDate, to: LocalDate) =>
  [...dates].filter((date) => date >= from && date <= to).length;

export function overviewFigures(
  records: OverviewRecords,
  day: UserDay,
  metric: OverviewChartMetric,
  scans: { current: number; previous: number },
): Overview {
  const { today, weekStart, weekEnd } = day;
  const targetOf = new Map(records.habits.map((habit) => [habit.id, habit.target]));
  const doneMarks = records.marks.filter((mark) =>
    isDayDone(mark, { target: targetOf.get(mark.habit_id) ?? null }),
  );
  const checkInOn = new Map(records.checkIns.map((checkIn) => [checkIn.date, checkIn]));
  const doneOn = countBy(doneMarks, (mark) => mark.date);
  const entriesOn = countBy(
    records.diaryDays,
    (day) => day.date,
    (day) => day.entries,
  );
  const recordsOn = (date: LocalDate): RecordCounts => ({
    checkIns: checkInOn.has(date) ? 1 : 0,
    habitDaysDone: doneOn.get(date) ?? 0,
    diaryEntries: entriesOn.get(date) ?? 0,
  });
  const pointsOn = (date: LocalDate) => pointsFor(recordsOn(date));

  // A day is active with any record: a check-in, a habit mark that is not a skip, a diary entry.
  const activeDays = new Set<LocalDate>([
    ...checkInOn.keys(),
    ...records.marks.filter((mark) => mark.status !== 'skipped').map((mark) => mark.date),
    ...entriesOn.keys(),
  ]);
  const activeThisMonth = countIn(activeDays, day.month.first, today);

  const week = habitWeek(weekHabits(records, weekStart, weekEnd), { weekStart, weekEnd, today });
  const chartDays = localDatesFrom(addLocalDays(today, 1 - CHART_DAYS), today);

  return {
    today,
    week_start: weekStart,
    scans,
    active_days: {
      current: activeThisMonth,
      previous: countIn(activeDays, day.previousMonth.first, day.previousMonth.last),
    },
    week_progress: week.soFar,
    goals: {
      daily: week.today,
      weekly: week.wholeWeek,
      monthly: { done: activeThisMonth, scheduled: day.month.days },
    },
    chart: {
      metric,
      days: chartDays.map((date) => ({
        date,
        value: chartValue(metric, date, { checkInOn, doneOn, pointsOn }),
      })),
    },
    points: {
      today: pointsOn(today),
      week: localDatesFrom(weekStart, today).reduce((sum, date) => sum + pointsOn(date), 0),
      total: pointsFor(records.totals),
    },
    recent_activity: recentActivity(records.recent),
    is_new_user:
      records.habits.length === 0 && pointsFor(records.totals) === 0 && activeDays.size === 0,
    has_checked_in_today: checkInOn.has(today),
  };
}

function chartValue(
  metric: OverviewChartMetric,
  date: LocalDate,
  {
    checkInOn,
    doneOn,
    pointsOn,
  }: {
    checkInOn: Map<LocalDate, CheckIn>;
    doneOn: Map<LocalDate, number>;
    pointsOn: (date: LocalDate) => number;
  },
): number | null {
  if (metric === 'points') return pointsOn(date);
  if (metric === 'habits_done') return doneOn.get(date) ?? 0;
  return checkInOn.get(date)?.[metric] ?? null;
}

/** The active habits as this week's figures read them. */
function weekHabits(
  records: OverviewRecords,
  weekStart: LocalDate,
  weekEnd: LocalDate,
): WeekHabit[] {
  const weekMarks = new Map<string, Map<LocalDate, MarkedDay>>();
  for (const mark of records.marks) {
    if (mark.date < weekStart || mark.date > weekEnd) continue;
    const marks = weekMarks.get(mark.habit_id) ?? new Map<LocalDate, MarkedDay>();
    marks.set(mark.date, mark);
    weekMarks.set(mark.habit_id, marks);
  }
  return records.habits
    .filter((habit) => habit.archived_at === null)
    .map((habit) => ({
      frequency: frequencyOf(habit),
      target: habit.target,
      firstDay:
        habit.first_mark !== null && habit.first_mark < habit.start_date
          ? habit.first_mark
          : habit.start_date,
      pauses: records.pauses
        .filter((pause) => pause.habit_id === habit.id)
        .map((pause) => ({ from: pause.from_date, to: pause.to_date })),
      marks: weekMarks.get(habit.id) ?? new Map(),
    }));
}

/** The newest records of every kind, merged: newest day first, then newest written. */
function recentActivity(recent: OverviewRecords['recent']): Overview['recent_activity'] {
  return [
    ...recent.checkIns.map((row) => ({ kind: 'check_in' as const, label: null, ...row })),
    ...recent.habitDays.map((row) => ({ kind: 'habit_done' as const, ...row })),
    ...recent.diaryEntries.map((row) => ({ kind: 'diary_entry' as const, ...row })),
  ]
    .sort((a, b) => b.date.localeCompare(a.date) || b.at.localeCompare(a.at))
    .slice(0, RECENT_ACTIVITY_SIZE)
    .map(({ kind, date, label, at }) => ({ kind, date, label, at }));
}
