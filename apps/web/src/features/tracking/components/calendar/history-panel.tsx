/**
 * The calendar of past days with the month's records, and the day editor a day opens. Moving to
 * another month fetches that month's check-ins and marks (the current month's are the ones
 * today's form and habits already read).
 */
import {
  addLocalDays,
  monthOf,
  type Habit,
  type LocalDate,
  type UnitSystem,
} from '@ascend/contracts';
import { useMemo, useState } from 'react';
import { useCheckIns } from '../../api/get-check-ins';
import { useHabitMarks } from '../../api/get-habit-marks';
import { useHabits } from '../../api/get-habits';
import type { DateRange } from '../../api/tracking-keys';
import { indexMarks, summarizeDay, type DaySummary } from '../../lib/habit-schedule';
import { DayEditor } from './day-editor';
import { MonthCalendar } from './month-calendar';

/** The reachable days of `date`'s month: from its first to its last, or to today. */
export function monthRange(date: LocalDate, today: LocalDate): DateRange {
  const { first, days } = monthOf(date);
  const last = addLocalDays(first, days - 1);
  return { from: first, to: last < today ? last : today };
}

export function HistoryPanel({
  today,
  units,
  habits,
}: {
  today: LocalDate;
  units: UnitSystem;
  habits: readonly Habit[];
}) {
  const [month, setMonth] = useState(() => monthOf(today).first);
  const [openDay, setOpenDay] = useState<LocalDate | null>(null);
  const range = monthRange(month, today);
  const checkIns = useCheckIns(range);
  const marks = useHabitMarks(range);
  const markIndex = useMemo(() => indexMarks(marks.data ?? []), [marks.data]);
  // Archived habits keep their marks: the day editor shows them, read-only.
  const withArchived = useHabits({ includeArchived: true });
  const archivedHabits = useMemo(
    () => (withArchived.data ?? []).filter((habit) => habit.archived_at !== null),
    [withArchived.data],
  );

  const summaries = useMemo(() => {
    const checkInDates = new Set((checkIns.data ?? []).map((checkIn) => checkIn.date));
    const result = new Map<LocalDate, DaySummary>();
    let date = range.from;
    while (date <= range.to) {
      result.set(date, summarizeDay(date, habits, markIndex, checkInDates));
      date = addLocalDays(date, 1);
    }
    return result;
  }, [checkIns.data, habits, markIndex, range.from, range.to]);

  const checkIn = openDay
    ? ((checkIns.data ?? []).find((candidate) => candidate.date === openDay) ?? null)
    : null;

  return (
    <>
      <MonthCalendar
        month={month}
        today={today}
        summaries={summaries}
        loading={checkIns.isPending || marks.isPending}
        onMonthChange={(next) => setMonth(monthOf(next).first)}
        onOpenDay={setOpenDay}
      />
      <DayEditor
        date={openDay}
        today={today}
        units={units}
        checkIn={checkIn}
        habits={habits}
        archivedHabits={archivedHabits}
        marks={markIndex}
        onClose={() => setOpenDay(null)}
      />
    </>
  );
}
