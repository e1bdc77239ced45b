/** Stored habit rows as the API answers them: the contracts' shapes, with stats as of today. */
import {
  habitFrequencySchema,
  type Habit,
  type HabitMark,
  type HabitFrequency,
  type HabitPause,
  type LocalDate,
} from '@ascend/contracts';
import type { HabitMarkRow, HabitPauseRow, HabitRow } from '../../../db/schema.js';
import type { MarkedDayRow } from './habits-repository.js';
import { groupBy } from '../../../collections/group-by.js';
import { habitStats, type HabitHistory } from './habit-rules.js';

export const frequencyOf = (row: Pick<HabitRow, 'frequency'>) =>
  habitFrequencySchema.parse(JSON.parse(row.frequency));

export const pauseView = (
  row: Pick<HabitPauseRow, 'id' | 'from_date' | 'to_date'>,
): HabitPause => ({
  id: row.id,
  from: row.from_date,
  to: row.to_date,
});

export const markView = (row: HabitMarkRow): HabitMark => ({
  habit_id: row.habit_id,
  date: row.date,
  status: row.status,
  value: row.value,
  updated_at: row.updated_at,
});

/** A habit row's own fields, as both the API and the account export give them. */
export const habitFields = (habit: HabitRow, frequency: HabitFrequency) => ({
  id: habit.id,
  name: habit.name,
  description: habit.description,
  kind: habit.kind,
  target: habit.target,
  unit: habit.unit,
  frequency,
  start_date: habit.start_date,
  position: habit.position,
  archived_at: habit.archived_at,
  created_at: habit.created_at,
  updated_at: habit.updated_at,
});

/** What the rules read of a habit row and its history. */
function historyOf(
  habit: HabitRow,
  pauses: readonly HabitPauseRow[],
  marks: readonly MarkedDayRow[],
): HabitHistory {
  return {
    kind: habit.kind,
    target: habit.target,
    frequency: frequencyOf(habit),
    startDate: habit.start_date,
    marks,
    pauses: pauses.map(pauseView),
  };
}

export function habitView(
  habit: HabitRow,
  pauses: readonly HabitPauseRow[],
  marks: readonly MarkedDayRow[],
  today: LocalDate,
): Habit {
  const history = historyOf(habit, pauses, marks);
  return {
    ...habitFields(habit, history.frequency),
    pauses: pauses.map(pauseView),
    stats: habitStats(history, today),
  };
}

/** Many habits at once: their pauses and marks grouped by habit in one pass. */
export function habitViews(
  habits: readonly HabitRow[],
  pauses: readonly HabitPauseRow[],
  marks: readonly MarkedDayRow[],
  today: LocalDate,
): Habit[] {
  const pausesOf = groupBy(pauses, (pause) => pause.habit_id);
  const marksOf = groupBy(marks, (mark) => mark.habit_id);
  return habits.map((habit) =>
    habitView(habit, pausesOf.get(habit.id) ?? [], marksOf.get(habit.id) ?? [], today),
  );
}
