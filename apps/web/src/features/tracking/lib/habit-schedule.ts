/**
 * What a day means for a habit, as the page shows it: whether it asks for that day, whether it is
 * paused, how far its mark got. The figures (strength, streaks) are the server's; these only
 * draw the days (the calendar's completion, the day editor's rows).
 */
import { isoWeekdayOf, type Habit, type HabitMark, type LocalDate } from '@ascend/contracts';

export function isPausedOn(habit: Pick<Habit, 'pauses'>, date: LocalDate): boolean {
  return habit.pauses.some((pause) => pause.from <= date && date <= pause.to);
}

/**
 * Whether the habit asks for this very day: a daily habit every day from its start, a weekday
 * habit on its weekdays. An "N times a week" habit asks for no particular day.
 */
export function isScheduledOn(
  habit: Pick<Habit, 'frequency' | 'start_date'>,
  date: LocalDate,
): boolean {
  if (date < habit.start_date) return false;
  switch (habit.frequency.type) {
    case 'daily':
      return true;
    case 'weekdays':
      return habit.frequency.days.includes(isoWeekdayOf(date));
    case 'weekly':
      return false;
  }
}

/** How much of the day's target a mark reached, 0–1 (a skip or no mark: 0). */
export function completionOf(
  habit: Pick<Habit, 'kind' | 'target'>,
  mark: HabitMark | undefined,
): number {
  if (!mark) return 0;
  if (mark.status === 'done') return 1;
  if (mark.status === 'value' && habit.kind === 'measurable' && habit.target) {
    return Math.min(1, Math.max(0, (mark.value ?? 0) / habit.target));
  }
  return 0;
}

const isDone = (habit: Pick<Habit, 'kind' | 'target'>, mark: HabitMark | undefined) =>
  completionOf(habit, mark) >= 1;

export interface DaySummary {
  checkedIn: boolean;
  /** Habits done that day. */
  done: number;
  /**
   * Habits that asked for that day (scheduled, started, neither paused nor skipped), plus weekly
   * habits done that day: they ask for no particular day, but a day that did one counts it.
   */
  due: number;
}

/** Marks of many days, found by habit and date. */
export function indexMarks(marks: readonly HabitMark[]): Map<string, HabitMark> {
  return new Map(marks.map((mark) => [`${mark.habit_id}/${mark.date}`, mark]));
}

export const markFor = (index: Map<string, HabitMark>, habitId: string, date: LocalDate) =>
  index.get(`${habitId}/${date}`);

export function summarizeDay(
  date: LocalDate,
  habits: readonly Habit[],
  marks: Map<string, HabitMark>,
  checkInDates: ReadonlySet<LocalDate>,
): DaySummary {
  let done = 0;
  let due = 0;
  for (const habit of habits) {
    if (date < habit.start_date || isPausedOn(habit, date)) continue;
    const mark = markFor(marks, habit.id, date);
    if (mark?.status === 'skipped') continue;
    const finished = isDone(habit, mark);
    if (isScheduledOn(habit, date) || finished) due += 1;
    if (finished) done += 1;
  }
  return { checkedIn: checkInDates.has(date), done, due };
}
