/**
 * Create or edit a habit: name, description, yes/no or measurable (target and unit), how often
 * (every day, N times a week, or chosen weekdays) and, for a new one, the day it starts (today by
 * default, not later). Validated by the contracts' schemas through the form's schema
 * (lib/habit-form.ts); each problem under its field, the server's refusals of a field included.
 */
import type { Habit, HabitCreate, HabitUpdate, LocalDate } from '@ascend/contracts';
import { useId, useState, type ComponentProps } from 'react';
import type { FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses, Labelled } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { weekdayNames } from '../../lib/calendar-month';
import {
  FORM_PROBLEMS,
  habitCreateFormSchema,
  habitEditFormSchema,
  habitFormValues,
  type HabitFormValues,
} from '../../lib/habit-form';

const WEEKDAYS = ['1', '2', '3', '4', '5', '6', '7'] as const;

type Problem = 'name' | 'description' | 'target' | 'unit' | 'times' | 'days' | 'start_date';

/** The fields a refusal of the server can be about (api's field-refusal.ts). */
export type RefusedField = 'start_date' | 'target' | 'unit';

/** Why a save failed, in words, and the field it is about when the server named one. */
export interface SubmitProblem {
  message: string;
  field?: RefusedField;
}

/** A server refusal set on a field (setError type `server`) keeps its own words. */
const SERVER = 'server';

function problemKey(field: Problem, error: FieldError | undefined): string | null {
  if (!error) return null;
  if (error.message === FORM_PROBLEMS.startAfterToday) return 'refusals.futureStart';
  if (error.message === FORM_PROBLEMS.targetRequired) return 'manage.problems.targetRequired';
  if (error.message === FORM_PROBLEMS.unitRequired) return 'manage.problems.unitRequired';
  switch (field) {
    case 'name':
      return error.type === 'too_big' ? 'manage.problems.nameTooLong' : 'manage.problems.name';
    case 'description':
      return 'manage.problems.descriptionTooLong';
    case 'unit':
      return 'manage.problems.unitTooLong';
    case 'target':
      return 'manage.problems.target';
    case 'times':
      return 'manage.problems.times';
    case 'days':
      return 'manage.problems.days';
    case 'start_date':
      return 'habitStart.missing';
  }
}

function FieldProblem({ id, text }: { id: string; text: string | null }) {
  if (!text) return null;
  return (
    <p id={id} className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
      {text}
    </p>
  );
}

/** A labelled input with its problem under it (the problem's id describes the input). */
function HabitInput({
  label,
  problem,
  className,
  ...input
}: { label: string; problem: string | null } & ComponentProps<'input'>) {
  return (
    <Labelled
      label={label}
      className={className}
      control={(id) => (
        <>
          <input
            id={id}
            className={cn(inputClasses, 'h-10')}
            {...(problem ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {})}
            {...input}
          />
          <FieldProblem id={`${id}-problem`} text={problem} />
        </>
      )}
    />
  );
}

type Props =
  | {
      mode: 'create';
      habit?: undefined;
      /** The user's today: the default start, and the latest one. */
      today: LocalDate;
      /** Resolves to why it failed, or null once saved. */
      onSubmit: (habit: HabitCreate) => Promise<SubmitProblem | null>;
      onCancel: () => void;
    }
  | {
      mode: 'edit';
      habit: Habit;
      today?: undefined;
      onSubmit: (change: HabitUpdate) => Promise<SubmitProblem | null>;
      onCancel: () => void;
    };

export function HabitForm(props: Props) {
  const { t, i18n } = useTranslation('tracking');
  const id = useId();
  const [failure, setFailure] = useState<string | null>(null);
  const editing = props.mode === 'edit';
  const [schema] = useState(() =>
    props.mode === 'edit' ? habitEditFormSchema : habitCreateFormSchema(props.today),
  );
  const form = useZodForm<HabitFormValues, HabitCreate | HabitUpdate>(schema, {
    defaultValues: habitFormValues(props.habit ?? null, props.today),
  });
  const { register, handleSubmit, watch, formState, setError } = form;
  const errors = formState.errors;
  const kind = watch('kind');
  const frequency = watch('frequency.type');
  const problem = (field: Problem, error: FieldError | undefined) => {
    if (error?.type === SERVER && error.message) return error.message;
    const key = problemKey(field, error);
    return key ? t(key) : null;
  };
  const described = (field: string, error: unknown) =>
    error ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-problem` } : {};
  const days = weekdayNames(i18n.language, 'long');
  const daysShort = weekdayNames(i18n.language, 'short');

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result =
      props.mode === 'edit'
        ? await props.onSubmit(values)
        : await props.onSubmit(values as HabitCreate);
    if (result?.field && (result.field !== 'start_date' || !editing)) {
      setError(result.field, { type: SERVER, message: result.message }, { shouldFocus: true });
    } else {
      setFailure(result?.message ?? null);
    }
  });

  return (
    <form
      onSubmit={(event) => void submit(event)}
      noValidate
      className="grid gap-4"
      aria-label={
        editing ? t('manage.editTitle', { name: props.habit.name }) : t('manage.newTitle')
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <HabitInput
          label={t('manage.fields.name')}
          problem={problem('name', errors.name)}
          maxLength={80}
          {...register('name')}
        />
        <HabitInput
          label={t('manage.fields.description')}
          problem={problem('description', errors.description)}
          maxLength={500}
          {...register('description')}
        />
      </div>

      {!editing && (
        <div className="max-w-56">
          <label htmlFor={`${id}-start`} className="mb-1.5 block text-sm font-medium">
            {t('habitStart.label')}
          </label>
          <input
            id={`${id}-start`}
            type="date"
            max={props.today}
            className={cn(inputClasses, 'h-10')}
            {...(errors.start_date
              ? described('start_date', errors.start_date)
              : { 'aria-describedby': `${id}-start-hint` })}
            {...register('start_date')}
          />
          {errors.start_date ? (
            <FieldProblem
              id={`${id}-start_date-problem`}
              text={problem('start_date', errors.start_date)}
            />
          ) : (
            <p id={`${id}-start-hint`} className="mt-1 text-xs text-muted-foreground">
              {t('habitStart.hint')}
            </p>
          )}
        </div>
      )}

      <fieldset disabled={editing}>
        <legend className="mb-1.5 text-sm font-medium">{t('manage.fields.kind')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(['boolean', 'measurable'] as const).map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={option}
                className="size-4 accent-accent"
                {...register('kind')}
              />
              {t(`manage.kinds.${option}`)}
            </label>
          ))}
        </div>
        {editing && <p className="mt-1 text-xs text-muted-foreground">{t('manage.kindFixed')}</p>}
      </fieldset>

      {kind === 'measurable' && (
        <div className="grid grid-cols-2 gap-4">
          <HabitInput
            label={t('manage.fields.target')}
            problem={problem('target', errors.target)}
            inputMode="decimal"
            autoComplete="off"
            {...register('target')}
          />
          <HabitInput
            label={t('manage.fields.unit')}
            problem={problem('unit', errors.unit)}
            maxLength={20}
            placeholder={t('manage.unitExample')}
            {...register('unit')}
          />
        </div>
      )}

      <fieldset>
        <legend className="mb-1.5 text-sm font-medium">{t('manage.fields.frequency')}</legend>
        <div className="flex flex-wrap gap-x-5 gap-y-2">
          {(['daily', 'weekly', 'weekdays'] as const).map((option) => (
            <label key={option} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                value={option}
                className="size-4 accent-accent"
                {...register('frequency.type')}
              />
              {t(`manage.frequencies.${option}`)}
            </label>
          ))}
        </div>
        {frequency === 'weekly' && (
          <HabitInput
            className="mt-3 max-w-48"
            label={t('manage.fields.times')}
            problem={problem('times', errors.frequency?.times)}
            type="number"
            min={1}
            max={7}
            {...register('frequency.times')}
          />
        )}
        {frequency === 'weekdays' && (
          <fieldset className="mt-3" {...described('days', errors.frequency?.days)}>
            <legend className="mb-1.5 text-sm font-medium">{t('manage.fields.days')}</legend>
            <div className="flex flex-wrap gap-1.5">
              {WEEKDAYS.map((day, index) => (
                <label
                  key={day}
                  className="inline-flex cursor-pointer items-center gap-1.5 rounded-lg border border-border px-2.5 py-1.5 text-sm has-[:checked]:border-accent has-[:checked]:bg-accent/12 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring"
                >
                  <input
                    type="checkbox"
                    value={day}
                    className="size-4 accent-accent"
                    aria-label={days[index]}
                    {...register('frequency.days')}
                  />
                  <span aria-hidden="true">{daysShort[index]}</span>
                </label>
              ))}
            </div>
            <FieldProblem
              id={`${id}-days-problem`}
              text={problem('days', errors.frequency?.days as FieldError | undefined)}
            />
          </fieldset>
        )}
      </fieldset>

      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={formState.isSubmitting}>
          {editing ? t('manage.saveChanges') : t('manage.create')}
        </Button>
        <Button variant="ghost" onClick={props.onCancel}>
          {t('manage.cancel')}
        </Button>
      </div>
    </form>
  );
}
