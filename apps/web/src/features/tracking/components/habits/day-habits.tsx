/**
 * The habits of one day, to tick, rest or fill: today's on the page (with strength and streaks),
 * a past day's in the day editor. A tap shows at once; if the server refuses, the mark goes back
 * and the reason shows in that habit's row, beside its controls.
 */
import type { Habit, HabitMark, LocalDate } from '@ascend/contracts';
import { ListPlus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { useClearHabitMark } from '../../api/clear-habit-mark';
import { useUpsertHabitMark } from '../../api/upsert-habit-mark';
import { useRefusalText, useTrackingErrorMessage } from '../../hooks/use-tracking-error';
import { fieldRefusalOf } from '../../lib/field-refusal';
import { isPausedOn, isScheduledOn, markFor } from '../../lib/habit-schedule';
import { HabitDayRow, type RowActions } from './habit-day-row';

export const HABITS_PATH = '/dashboard/tracking/habits';

export function DayHabits({
  date,
  isToday,
  habits,
  marks,
}: {
  date: LocalDate;
  isToday: boolean;
  habits: readonly Habit[];
  marks: Map<string, HabitMark>;
}) {
  const { t } = useTranslation('tracking');
  const upsert = useUpsertHabitMark();
  const clear = useClearHabitMark();
  const errorOf = useTrackingErrorMessage();
  const refusalText = useRefusalText();
  /** The last refusal of each habit's marks, by habit id, in words. */
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const setProblem = (habitId: string, problem: string | null) =>
    setProblems((current) => {
      const next = new Map(current);
      if (problem === null) next.delete(habitId);
      else next.set(habitId, problem);
      return next;
    });
  const refused = (habitId: string) => (error: unknown) => {
    const refusal = fieldRefusalOf(error);
    setProblem(
      habitId,
      refusal ? `${t('errors.action.mark')} ${refusalText(refusal)}` : errorOf(error, 'mark'),
    );
  };

  // mutateAsync, not mutate's callbacks: those fire for the latest call only, and every refused
  // tap must say so even when another was made meanwhile.
  const actions: RowActions = {
    mark: (habit, mark) => {
      setProblem(habit.id, null);
      upsert.mutateAsync({ habitId: habit.id, date, mark }).catch(refused(habit.id));
    },
    clear: (habit) => {
      setProblem(habit.id, null);
      clear.mutateAsync({ habitId: habit.id, date }).catch(refused(habit.id));
    },
  };

  const shown = habits.filter((habit) => habit.start_date <= date);
  if (shown.length === 0) {
    return (
      <div className="grid justify-items-start gap-3 rounded-xl border border-dashed border-border p-4">
        <p className="text-sm text-muted-foreground">
          {isToday ? t('day.noHabits') : t('day.noHabitsThatDay')}
        </p>
        {isToday && (
          <Link to={HABITS_PATH} className={buttonClasses('secondary')}>
            <ListPlus className="size-4" aria-hidden="true" />
            {t('day.createFirst')}
          </Link>
        )}
      </div>
    );
  }

  return (
    <div className="grid gap-2">
      <ul className="divide-y divide-border">
        {shown.map((habit) => (
          <HabitDayRow
            key={habit.id}
            habit={habit}
            mark={markFor(marks, habit.id, date)}
            paused={isToday ? habit.stats.paused_today : isPausedOn(habit, date)}
            due={
              isToday
                ? habit.stats.due_today
                : habit.frequency.type === 'weekly' || isScheduledOn(habit, date)
            }
            showFigures={isToday}
            actions={actions}
            problem={problems.get(habit.id) ?? null}
          />
        ))}
      </ul>
    </div>
  );
}
