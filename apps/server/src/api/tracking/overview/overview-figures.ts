/**
 * Every figure of `GET /api/v1/overview` from the records the overview read (overview-records.ts),
 * as of the user's today: computed in memory, no further queries.
 */
import type { LocalDate, Overview, OverviewChartMetric } from '@ascend/contracts';
import { addDays } from '../day-numbers.js';
import { isDayDone, type MarkedDay } from '../habits/habit-rules.js';
import { frequencyOf } from '../habits/habit-view.js';
import type { UserDay } from '../user-day.js';
import { habitWeek, type WeekHabit } from './habit-week.js';
import type { OverviewRecords } from './overview-records.js';

const CHART_DAYS = 7;

/** The first day the overview reads in full: this week's Monday or the chart's first day. */
export function recentFrom({ today, weekStart }: UserDay): LocalDate {
  const chartStart = addDays(today, 1 - CHART_DAYS);
  return chartStart < weekStart ? chartStart : weekStart;
}

const daysFrom = (first: LocalDate, last: LocalDate): LocalDate[] => {
  const dates: LocalDate[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) dates.push(date);
  return dates;
};

export function overviewFigures(
  records: OverviewRecords,
  day: UserDay,
  metric: OverviewChartMetric,
  scans: { current: number; previous: number },
): Overview {
  const { today, weekStart } = day;
  const targetOf = new Map(records.habits.map((habit) => [habit.id, habit.target]));
  const checkInOn = new Map(records.checkIns.map((checkIn) => [checkIn.date, checkIn]));
  const doneOn = new Map<LocalDate, number>();
  for (const mark of records.marks) {
    if (isDayDone(mark, { target: targetOf.get(mark.habit_id) ?? null })) {
      doneOn.set(mark.date, (doneOn.get(mark.date) ?? 0) + 1);
    }
  }
  // Points are the events' (api/progress/activity-events.ts), achievement bonuses included.
  const pointsOn = (date: LocalDate) => records.pointsOn.get(date) ?? 0;
  let totalPoints = 0;
  for (const points of records.pointsOn.values()) totalPoints += points;

  const activeIn = (from: LocalDate, to: LocalDate) =>
    records.activeDates.filter((date) => date >= from && date <= to).length;
  const activeThisMonth = activeIn(day.month.first, today);
  const week = habitWeek(weekHabits(records, weekStart), { weekStart, today });

  const chartValue = (date: LocalDate): number | null => {
    if (metric === 'points') return pointsOn(date);
    if (metric === 'habits_done') return doneOn.get(date) ?? 0;
    return checkInOn.get(date)?.[metric] ?? null;
  };

  return {
    today,
    week_start: weekStart,
    scans,
    active_days: {
      current: activeThisMonth,
      previous: activeIn(day.previousMonth.first, day.previousMonth.last),
    },
    week_progress: week.soFar,
    goals: {
      daily: week.today,
      weekly: week.wholeWeek,
      monthly: { done: activeThisMonth, scheduled: day.month.days },
    },
    chart: {
      metric,
      days: daysFrom(addDays(today, 1 - CHART_DAYS), today).map((date) => ({
        date,
        value: chartValue(date),
      })),
    },
    points: {
      today: pointsOn(today),
      week: daysFrom(weekStart, today).reduce((sum, date) => sum + pointsOn(date), 0),
      total: totalPoints,
    },
    recent_activity: records.newest,
    is_new_user:
      records.habits.length === 0 && totalPoints === 0 && records.activeDates.length === 0,
    has_checked_in_today: checkInOn.has(today),
  };
}

/** The active habits as this week's figures read them. */
function weekHabits(records: OverviewRecords, weekStart: LocalDate): WeekHabit[] {
  const weekMarks = new Map<string, Map<LocalDate, MarkedDay>>();
  for (const mark of records.marks) {
    if (mark.date < weekStart) continue;
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
