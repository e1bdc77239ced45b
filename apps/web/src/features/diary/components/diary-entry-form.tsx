import {
  DIARY_BODY_MAX_LENGTH,
  DIARY_MAX_TAGS,
  EARLIEST_LOCAL_DATE,
  type LocalDate,
} from '@ascend/contracts';
import { Save } from 'lucide-react';
import { useEffect, useEffectEvent, useId, useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField, TextField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { useZodForm } from '@/lib/forms/use-zod-form';
import {
  diaryFormSchema,
  FUTURE_DATE,
  type DiaryFormInput,
  type DiaryFormValues,
} from '../diary-form-schema';
import { MoodPicker } from './mood-picker';
import { TagInput } from './tag-input';

/** From here on the body shows how many characters are left (90 % of the limit). */
export const BODY_COUNT_FROM = Math.floor(DIARY_BODY_MAX_LENGTH * 0.9);

function FieldProblem({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} className="mt-1 text-xs text-red-700 dark:text-red-300">
      {children}
    </p>
  );
}

/**
 * Writes a new entry or edits one: date (the user's today at most), optional title, the text
 * with a live count near its 20,000-character limit, an optional mood and tags.
 */
export function DiaryEntryForm({
  initial,
  today,
  tagSuggestions,
  submitLabel,
  onSubmit,
  onCancel,
  error,
  success,
}: {
  initial: DiaryFormInput;
  today: LocalDate;
  tagSuggestions: readonly string[];
  submitLabel: string;
  /** Resolves once saved (the form then starts again from `initial`); rejects to keep the text. */
  onSubmit: (values: DiaryFormValues) => Promise<void>;
  onCancel?: () => void;
  error?: string | null;
  success?: string | null;
}) {
  const { t, i18n } = useTranslation('diary');
  const id = useId();
  const schema = useMemo(() => diaryFormSchema(today), [today]);
  const { register, control, handleSubmit, reset, resetField, formState } = useZodForm(schema, {
    defaultValues: initial,
  });
  const { errors, isSubmitting } = formState;
  // The default day can change under an open form (the settings' time zone arrives, midnight
  // passes): an untouched date follows it, the text typed so far stays.
  const followDefaultDate = useEffectEvent((date: LocalDate) => {
    if (!formState.dirtyFields.date) resetField('date', { defaultValue: date });
  });
  useEffect(() => followDefaultDate(initial.date), [initial.date]);
  const body = useWatch({ control, name: 'body' }) ?? '';
  const number = new Intl.NumberFormat(i18n.language);
  const left = DIARY_BODY_MAX_LENGTH - body.length;

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch {
      return; // the caller shows why; the text stays
    }
    reset(initial);
  });

  const problem = {
    date:
      errors.date &&
      t(
        errors.date.message === FUTURE_DATE
          ? 'form.errors.dateInFuture'
          : 'form.errors.dateInvalid',
      ),
    title: errors.title && t('form.errors.titleTooLong', { max: number.format(200) }),
    body:
      errors.body &&
      (errors.body.type === 'too_big'
        ? t('form.errors.bodyTooLong', { max: number.format(DIARY_BODY_MAX_LENGTH) })
        : t('form.errors.bodyRequired')),
  };
  const countId = `${id}-count`;
  const describe = (...ids: (string | false | undefined)[]) =>
    ids.filter(Boolean).join(' ') || undefined;

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-4">
      {error && <FormMessage kind="error">{error}</FormMessage>}
      {success && <FormMessage kind="success">{success}</FormMessage>}
      <div className="grid gap-4 sm:grid-cols-[11rem_minmax(0,1fr)]">
        <div>
          <TextField
            label={t('form.date')}
            type="date"
            min={EARLIEST_LOCAL_DATE}
            max={today}
            required
            aria-invalid={problem.date ? true : undefined}
            aria-describedby={describe(problem.date && `${id}-date`)}
            {...register('date')}
          />
          {problem.date && <FieldProblem id={`${id}-date`}>{problem.date}</FieldProblem>}
        </div>
        <div>
          <TextField
            label={t('form.title')}
            autoComplete="off"
            aria-invalid={problem.title ? true : undefined}
            aria-describedby={describe(problem.title && `${id}-title`)}
            {...register('title')}
          />
          {problem.title && <FieldProblem id={`${id}-title`}>{problem.title}</FieldProblem>}
        </div>
      </div>
      <div>
        <TextAreaField
          label={t('form.body')}
          rows={5}
          required
          aria-invalid={problem.body ? true : undefined}
          aria-describedby={describe(
            body.length >= BODY_COUNT_FROM && countId,
            problem.body && `${id}-body`,
          )}
          {...register('body')}
        />
        {body.length >= BODY_COUNT_FROM && (
          <p
            id={countId}
            aria-live="polite"
            className={
              left < 0
                ? 'mt-1 text-xs font-medium text-red-700 dark:text-red-300'
                : 'mt-1 text-xs text-muted-foreground'
            }
          >
            {left < 0
              ? t('form.charactersOver', { count: -left, number: number.format(-left) })
              : t('form.charactersLeft', { count: left, number: number.format(left) })}
          </p>
        )}
        {problem.body && <FieldProblem id={`${id}-body`}>{problem.body}</FieldProblem>}
      </div>
      <Controller
        control={control}
        name="mood"
        render={({ field }) => (
          <MoodPicker legend={t('form.mood')} value={field.value} onChange={field.onChange} />
        )}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagInput
            label={t('form.tags')}
            value={field.value}
            onChange={field.onChange}
            suggestions={tagSuggestions}
            max={DIARY_MAX_TAGS}
          />
        )}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          <Save className="size-4" aria-hidden="true" />
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel} disabled={isSubmitting}>
            {t('form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
