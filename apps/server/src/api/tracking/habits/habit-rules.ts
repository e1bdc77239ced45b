/**
 * Habit strength and streaks, exactly as self-optimisation.md (Tracking) defines them, computed from
 * a habit's marks and pauses as of the user's today. One module, so the habits list, the overview and
 * any later caller agree on what "done", "scheduled" and "a week's quota" mean.
 *
 * Strength is Loop Habit Tracker's score: with f the scheduled repetitions per day and
 * m = 0.5^(√f / 13), each judged day does score = score·m + v·(1 − m); a skipped or paused day leaves
 * it unchanged. How v is found for habits that are not daily follows Loop's own code
 * (iSoron/uhabits at 5aa8744e, uhabits-core/src/jvmMain/java/org/isoron/uhabits/core/models/:
 * ScoreList.kt `recompute`, Score.kt `compute`, Frequency.kt): a frequency of n repetitions in
 * d days keeps a rolling sum of the last d days, and
 * v = min(1, sum / n); for yes/no habits that are not daily Loop doubles n and d ("to smooth out
 * irregular repetition schedules"), so 3 a week looks back 14 days for 6 repetitions; for
 * measurable habits the sum is of the amounts, against the period's target. A frequency of 7 in 7
 * days is daily (Loop's Frequency normalises n = d to 1/1). Loop has no chosen-weekday schedule: a
 * habit due on k chosen weekdays is scored as k a week (f = k/7), as Loop users model one. Marks on
 * days the schedule does not ask for count in the window, as any repetition does in Loop.
 *
 * Departures the spec asks for: today, while open, is not judged (Loop scores it as a miss); paused
 * days, which Loop lacks, count like skipped ones.
 */
import type { HabitFrequency, HabitKind, HabitStats, LocalDate } from '@ascend/contracts';
import { dayNumber, isoWeekdayOfDay, mondayOfDay } from '../day-numbers.js';
import { pausedDays, type PausedDays } from './paused-days.js';

export interface MarkedDay {
  date: LocalDate;
  status: 'done' | 'skipped' | 'value';
  value: number | null;
}

/** What the rules read of a habit. */
export interface HabitHistory {
  kind: HabitKind;
  target: number | null;
  frequency: HabitFrequency;
  startDate: LocalDate;
  marks: readonly MarkedDay[];
  pauses: readonly { from: LocalDate; to: LocalDate }[];
}

/** Whether a mark completes its day: done, or a measured amount that reaches the target. */
export function isDayDone(
  mark: Pick<MarkedDay, 'status' | 'value'>,
  habit: { target: number | null },
): boolean {
  if (mark.status === 'done') return true;
  return (
    mark.status === 'value' &&
    mark.value !== null &&
    habit.target !== null &&
    mark.value >= habit.target
  );
}

/** Repetitions the frequency asks for in a Monday-to-Sunday week. */
function timesPerWeek(frequency: HabitFrequency): number {
  if (frequency.type === 'daily') return 7;
  if (frequency.type === 'weekly') return frequency.times;
  return frequency.days.length;
}

/** Whether the frequency asks for the habit on this day (weekly habits: any day may count). */
export function isScheduledWeekday(frequency: HabitFrequency, day: number): boolean {
  return frequency.type !== 'weekdays' || frequency.days.includes(isoWeekdayOfDay(day));
}

/**
 * What a week asks of an "N times a week" habit when only `availableDays` of its 7 days count
 * (the others paused, skipped or before the habit began): N pro rata, rounded up.
 */
export function weeklyQuota(times: number, availableDays: number): number {
  return Math.ceil((times * availableDays) / 7);
}

/**
 * A habit's history read once for all the rules: its marks by day number (up to today: a change of
 * time zone can leave one "tomorrow"), their days in order, its pauses, and its first day (its
 * start, or its first mark if that is earlier).
 */
interface Timeline {
  today: number;
  firstDay: number;
  marks: Map<number, MarkedDay>;
  markDays: number[];
  paused: PausedDays;
}

function timelineOf(habit: HabitHistory, today: LocalDate): Timeline {
  const todayDay = dayNumber(today);
  let firstDay = dayNumber(habit.startDate);
  const marks = new Map<number, MarkedDay>();
  for (const mark of habit.marks) {
    const day = dayNumber(mark.date);
    firstDay = Math.min(firstDay, day);
    if (day <= todayDay) marks.set(day, mark);
  }
  return {
    today: todayDay,
    firstDay,
    marks,
    markDays: [...marks.keys()].sort((a, b) => a - b),
    paused: pausedDays(habit.pauses),
  };
}

/** Loop's window: the days summed, the sum that makes v = 1, and each mark's share of it. */
function scoreWindow(habit: HabitHistory) {
  const perWeek = timesPerWeek(habit.frequency);
  const measurable = habit.kind === 'measurable';
  const target = habit.target ?? 1;
  const contribution = (mark: MarkedDay | undefined): number => {
    if (!mark || mark.status === 'skipped') return 0;
    if (mark.status === 'done') return measurable ? target : 1;
    return measurable ? Math.max(0, mark.value ?? 0) : 0;
  };
  if (perWeek >= 7) return { f: 1, days: 1, need: measurable ? target : 1, contribution };
  return measurable
    ? { f: perWeek / 7, days: 7, need: perWeek * target, contribution }
    : { f: perWeek / 7, days: 14, need: 2 * perWeek, contribution };
}

/** The habit's strength as of `today`, 0–100 with one decimal. */
export function habitStrength(habit: HabitHistory, today: LocalDate): number {
  return strengthOf(habit, timelineOf(habit, today));
}

function strengthOf(habit: HabitHistory, { today, firstDay, marks, markDays, paused }: Timeline) {
  const window = scoreWindow(habit);
  const m = 0.5 ** (Math.sqrt(window.f) / 13);
  // Today is judged once marked; open, it must not lower the score.
  const lastDay = marks.has(today) ? today : today - 1;
  const shareOn = (day: number) => (paused.has(day) ? 0 : window.contribution(marks.get(day)));

  let score = 0;
  // The window's sum, Σ share over [day − days + 1, day], kept as the day moves on.
  let sum = 0;
  let lastShare = Number.NEGATIVE_INFINITY;
  let nextMark = 0;
  for (let day = firstDay; day <= lastDay;) {
    if (!marks.has(day) && day - lastShare >= window.days) {
      // Nothing in the window and no mark: v = 0 on every unpaused day until the next mark, so
      // the score only decays, m per day; jump there at once (a history can span decades).
      while (nextMark < markDays.length && markDays[nextMark]! < day) nextMark += 1;
      const until = Math.min(markDays[nextMark] ?? Number.POSITIVE_INFINITY, lastDay + 1);
      score *= m ** (until - day - paused.countIn(day, until - 1));
      sum = 0;
      day = until;
      continue;
    }
    const share = shareOn(day);
    sum += share - shareOn(day - window.days);
    if (share > 0) lastShare = day;
    if (!paused.has(day) && marks.get(day)?.status !== 'skipped') {
      score = score * m + Math.min(1, Math.max(0, sum) / window.need) * (1 - m);
    }
    day += 1;
  }
  return Math.round(score * 1000) / 10;
}

interface Streaks {
  current: number;
  best: number;
}

/**
 * Daily and chosen-weekday habits: consecutive scheduled days done. Unscheduled, skipped and paused
 * days neither break nor extend; a scheduled day left open (or short of the target) breaks, except
 * today while it is still open.
 */
function dayStreaks(habit: HabitHistory, { today, firstDay, marks, markDays, paused }: Timeline) {
  const counts = (day: number) => isScheduledWeekday(habit.frequency, day) && !paused.has(day);
  // Whether an unmarked stretch holds a scheduled, unpaused day: one that was left open.
  const leftOpen = (from: number, to: number) =>
    paused
      .unpausedRuns(from, to)
      .some(([start, end]) => end - start >= 6 || rangeHas(start, end, (day) => counts(day)));

  let run = 0;
  let best = 0;
  let cursor = firstDay;
  for (const day of markDays) {
    if (leftOpen(cursor, day - 1)) run = 0;
    const mark = marks.get(day)!;
    if (counts(day) && mark.status !== 'skipped') {
      if (isDayDone(mark, habit)) best = Math.max(best, (run += 1));
      else if (day < today) run = 0;
    }
    cursor = day + 1;
  }
  if (leftOpen(cursor, today - 1)) run = 0;
  return { current: run, best };
}

function rangeHas(from: number, to: number, test: (day: number) => boolean): boolean {
  for (let day = from; day <= to; day += 1) if (test(day)) return true;
  return false;
}

/**
 * "N times a week" habits: consecutive Monday-to-Sunday weeks that reached N. A week's days that are
 * paused, skipped or before the habit's first day lower N pro rata (rounded up); a week with none
 * left neither breaks nor extends; the current week extends once reached and never breaks.
 */
function weekStreaks(habit: HabitHistory, timeline: Timeline, times: number): Streaks {
  const { today, firstDay, markDays, paused } = timeline;
  const currentWeek = mondayOfDay(today);
  const weeks = new Set<number>([currentWeek]);
  for (const day of markDays) weeks.add(mondayOfDay(day));

  let run = 0;
  let best = 0;
  let cursor = mondayOfDay(firstDay);
  for (const monday of [...weeks].sort((a, b) => a - b)) {
    // Weeks with no mark at all break, unless nothing in them counted (paused, or not begun).
    const gapStart = Math.max(cursor, firstDay);
    if (monday > gapStart && paused.countIn(gapStart, monday - 1) < monday - gapStart) run = 0;
    const outcome = weekOutcome(monday, timeline, times, habit);
    if (outcome === 'reached') best = Math.max(best, (run += 1));
    else if (outcome === 'missed' && monday !== currentWeek) run = 0;
    cursor = monday + 7;
  }
  return { current: run, best };
}

function weekOutcome(
  monday: number,
  { marks, paused, firstDay }: Timeline,
  times: number,
  habit: HabitHistory,
): 'reached' | 'missed' | 'not counted' {
  let available = 0;
  let done = 0;
  for (let day = Math.max(monday, firstDay); day < monday + 7; day += 1) {
    const mark = marks.get(day);
    if (paused.has(day) || mark?.status === 'skipped') continue;
    available += 1;
    if (mark && isDayDone(mark, habit)) done += 1;
  }
  if (available === 0) return 'not counted';
  return done >= weeklyQuota(times, available) ? 'reached' : 'missed';
}

function streaksOf(habit: HabitHistory, timeline: Timeline): Streaks {
  return habit.frequency.type === 'weekly'
    ? weekStreaks(habit, timeline, habit.frequency.times)
    : dayStreaks(habit, timeline);
}

export function habitStreaks(habit: HabitHistory, today: LocalDate): Streaks {
  return streaksOf(habit, timelineOf(habit, today));
}

/** Every figure of the habits list, as of the user's today. */
export function habitStats(habit: HabitHistory, today: LocalDate): HabitStats {
  const timeline = timelineOf(habit, today);
  const { current, best } = streaksOf(habit, timeline);
  return {
    strength: strengthOf(habit, timeline),
    current_streak: current,
    best_streak: best,
    streak_unit: habit.frequency.type === 'weekly' ? 'weeks' : 'days',
    due_today: isScheduledWeekday(habit.frequency, timeline.today),
    paused_today: timeline.paused.has(timeline.today),
  };
}
