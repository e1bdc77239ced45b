/**
 * A habit's pauses: the ranges listed with a way to remove each, and a from–to form to add one
 * (validated by the contract's schema; an overlap is the server's 409, said in words).
 */
import {
  habitPauseCreateSchema,
  isCalendarDate,
  type Habit,
  type LocalDate,
} from '@ascend/contracts';
import { Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useCreatePause } from '../../api/create-pause';
import { useDeletePause } from '../../api/delete-pause';
import { useTrackingErrorMessage } from '../../hooks/use-tracking-error';
import { longDate } from '../../lib/calendar-month';

export function HabitPauses({
  habit,
  today,
  announce,
}: {
  habit: Habit;
  today: LocalDate;
  announce: (message: string) => void;
}) {
  const { t, i18n } = useTranslation('tracking');
  const id = useId();
  const create = useCreatePause();
  const remove = useDeletePause();
  const errorOf = useTrackingErrorMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useZodForm(habitPauseCreateSchema, { defaultValues: { from: today, to: today } });
  const { errors } = form.formState;
  const [from, to] = form.watch(['from', 'to']);
  const outOfOrder = isCalendarDate(from) && isCalendarDate(to) && to < from;
  const range = (from: LocalDate, to: LocalDate) =>
    t('pauses.range', { from: longDate(from, i18n.language), to: longDate(to, i18n.language) });

  const onSubmit = form.handleSubmit(async ({ from, to }) => {
    setFailure(null);
    try {
      await create.mutateAsync({ habitId: habit.id, from, to });
      announce(t('pauses.added', { name: habit.name, range: range(from, to) }));
    } catch (error) {
      setFailure(errorOf(error, 'pause'));
    }
  });

  const onRemove = async (pauseId: string, from: LocalDate, to: LocalDate) => {
    setFailure(null);
    try {
      await remove.mutateAsync({ habitId: habit.id, pauseId });
      announce(t('pauses.removed', { name: habit.name, range: range(from, to) }));
    } catch (error) {
      setFailure(errorOf(error, 'removePause'));
    }
  };

  return (
    <div className="grid gap-3 rounded-xl bg-muted/50 p-3">
      <h4 className="text-sm font-semibold">{t('pauses.title', { name: habit.name })}</h4>
      {habit.pauses.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('pauses.none')}</p>
      ) : (
        <ul className="grid gap-1.5">
          {habit.pauses.map((pause) => (
            <li
              key={pause.id}
              className="flex flex-wrap items-center justify-between gap-2 text-sm"
            >
              <span>{range(pause.from, pause.to)}</span>
              <Button
                variant="ghost"
                className="h-8 px-2"
                disabled={remove.isPending}
                aria-label={t('pauses.remove', { range: range(pause.from, pause.to) })}
                onClick={() => void onRemove(pause.id, pause.from, pause.to)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-wrap items-end gap-3"
        aria-label={t('pauses.addTitle', { name: habit.name })}
      >
        <div>
          <label htmlFor={`${id}-from`} className="mb-1 block text-xs font-medium">
            {t('pauses.from')}
          </label>
          <input
            id={`${id}-from`}
            type="date"
            className={cn(inputClasses, 'h-10')}
            {...form.register('from')}
          />
        </div>
        <div>
          <label htmlFor={`${id}-to`} className="mb-1 block text-xs font-medium">
            {t('pauses.to')}
          </label>
          <input
            id={`${id}-to`}
            type="date"
            aria-invalid={errors.to || errors.from ? true : undefined}
            aria-describedby={errors.to || errors.from ? `${id}-problem` : undefined}
            className={cn(inputClasses, 'h-10')}
            {...form.register('to')}
          />
        </div>
        <Button type="submit" variant="secondary" disabled={create.isPending}>
          {t('pauses.add')}
        </Button>
      </form>
      {(errors.to || errors.from) && (
        <p id={`${id}-problem`} className="text-xs font-medium text-red-700 dark:text-red-300">
          {outOfOrder ? t('pauses.problems.order') : t('pauses.problems.date')}
        </p>
      )}
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
    </div>
  );
}
