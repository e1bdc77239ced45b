/**
 * The overview's habit figures for the user's week and today: scheduled habit-days and how many of
 * them are done. A day counts as scheduled when the frequency asks for it (habits/habit-rules.ts),
 * the habit had begun, and the day is neither paused nor skipped (a rest day asks nothing). An
 * "N times a week" habit asks its week's quota, N pro rata to the week's days that count (the
 * streak rule's quota), and its done days count up to that quota; it is on today's list while the
 * quota is not yet reached by earlier days, or when it is done today.
 */
import type { HabitFrequency, LocalDate } from '@ascend/contracts';
import { addDays, dayNumber } from '../day-numbers.js';
import {
  isDayDone,
  isScheduledWeekday,
  weeklyQuota,
  type MarkedDay,
} from '../habits/habit-rules.js';

export interface WeekHabit {
  frequency: HabitFrequency;
  target: number | null;
  /** Its start, or its first mark if earlier. */
  firstDay: LocalDate;
  pauses: readonly { from: LocalDate; to: LocalDate }[];
  /** Its marks of this week, by date. */
  marks: ReadonlyMap<LocalDate, MarkedDay>;
}

interface Fraction {
  done: number;
  scheduled: number;
}

export interface HabitWeek {
  /** Monday to today, today included. */
  soFar: Fraction;
  /** Monday to Sunday. */
  wholeWeek: Fraction;
  today: Fraction;
}

const add = (fraction: Fraction, done: number, scheduled: number) => {
  fraction.done += done;
  fraction.scheduled += scheduled;
};

export function habitWeek(
  habits: readonly WeekHabit[],
  { weekStart, today }: { weekStart: LocalDate; today: LocalDate },
): HabitWeek {
  const figures: HabitWeek = {
    soFar: { done: 0, scheduled: 0 },
    wholeWeek: { done: 0, scheduled: 0 },
    today: { done: 0, scheduled: 0 },
  };
  const week = Array.from({ length: 7 }, (_, index) => addDays(weekStart, index));
  for (const habit of habits) {
    const counts = (date: LocalDate) =>
      date >= habit.firstDay &&
      habit.marks.get(date)?.status !== 'skipped' &&
      !habit.pauses.some((pause) => date >= pause.from && date <= pause.to);
    const doneOn = (date: LocalDate) => {
      const mark = habit.marks.get(date);
      return date <= today && mark !== undefined && isDayDone(mark, habit);
    };
    const days = week.filter(counts);

    if (habit.frequency.type === 'weekly') {
      const quota = weeklyQuota(habit.frequency.times, days.length);
      const done = Math.min(quota, days.filter(doneOn).length);
      add(figures.soFar, done, quota);
      add(figures.wholeWeek, done, quota);
      const doneToday = days.includes(today) && doneOn(today);
      const doneBefore = days.filter((date) => date < today && doneOn(date)).length;
      if (days.includes(today) && (doneToday || doneBefore < quota)) {
        add(figures.today, Number(doneToday), 1);
      }
      continue;
    }

    for (const date of days) {
      if (!isScheduledWeekday(habit.frequency, dayNumber(date))) continue;
      const done = Number(doneOn(date));
      add(figures.wholeWeek, done, 1);
      if (date <= today) add(figures.soFar, done, 1);
      if (date === today) add(figures.today, done, 1);
    }
  }
  return figures;
}
