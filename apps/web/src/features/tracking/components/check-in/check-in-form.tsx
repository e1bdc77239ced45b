/**
 * A day's check-in as one quick form: sleep, how the day felt (1–5 choices), body and activity in
 * the user's units, a short note; saved with one button. The same form edits any past day. The
 * save shows everywhere at once (calendar, charts); if the server refuses, the page shows the
 * stored day again and the form keeps what was typed, marked unsaved, with the reason.
 */
import type { CheckIn, LocalDate, UnitSystem } from '@ascend/contracts';
import { Check, Trash2 } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { cn } from '@/lib/cn';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { unitSymbol } from '@/lib/units/unit-conversion';
import { useDeleteCheckIn } from '../../api/delete-check-in';
import { checkInAfter, keptCheckIn } from '../../api/check-in-cache';
import { useUpsertCheckIn } from '../../api/upsert-check-in';
import { useRefusalText, useTrackingErrorMessage } from '../../hooks/use-tracking-error';
import { fieldRefusalOf } from '../../lib/field-refusal';
import {
  checkInFormSchema,
  checkInFormValues,
  CONVERTED,
  SCALE_FIELDS,
  storedBounds,
  type CheckInControl,
  type CheckInFormValues,
  type NumberField,
} from '../../lib/check-in-form';
import { NumberField as NumberInput } from './number-field';
import { ScaleChoice } from './scale-choice';
import { useCheckInProblem } from './use-check-in-problem';

const NOTE_MAX = 1000;
const BODY_FIELDS: readonly NumberField[] = ['weight_kg', 'steps', 'water_ml', 'training_minutes'];

function NoteCount({ control }: { control: CheckInControl }) {
  const { t } = useTranslation('tracking');
  const note = useWatch({ control, name: 'note' });
  return (
    <span className="text-xs text-muted-foreground tabular-nums">
      {t('checkIn.noteCount', { count: note.length, max: NOTE_MAX })}
    </span>
  );
}

export function CheckInForm({
  date,
  checkIn,
  units,
}: {
  date: LocalDate;
  checkIn: CheckIn | null;
  units: UnitSystem;
}) {
  const { t, i18n } = useTranslation('tracking');
  const noteId = useId();
  const schema = useMemo(() => checkInFormSchema(units), [units]);
  const stored = useMemo(() => checkInFormValues(checkIn, units), [checkIn, units]);
  const form = useZodForm<CheckInFormValues, ReturnType<typeof schema.parse>>(schema, {
    defaultValues: stored,
  });
  const { register, handleSubmit, reset, setValue, control, formState } = form;
  const upsert = useUpsertCheckIn();
  const remove = useDeleteCheckIn();
  const errorOf = useTrackingErrorMessage();
  const refusalText = useRefusalText();
  const problemOf = useCheckInProblem(units);
  const [failure, setFailure] = useState<string | null>(null);
  // 'kept': the day holds the saved check-in; 'cleared': every field was emptied, so the server
  // removed the day's check-in (its upsert answers 204, no body).
  const [justSaved, setJustSaved] = useState<'kept' | 'cleared' | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const busy = upsert.isPending || remove.isPending;

  // What the server holds shows in the form unless the user is in the middle of changing it (a
  // refused save leaves the form dirty, so what was typed stays for another try).
  useEffect(() => {
    if (!formState.isDirty && !busy) reset(stored);
  }, [stored, formState.isDirty, busy, reset]);

  const onSubmit = handleSubmit(async (fields) => {
    setFailure(null);
    setJustSaved(null);
    try {
      await upsert.mutateAsync({ date, fields });
      const saved = keptCheckIn(checkInAfter(date, checkIn, fields));
      reset(checkInFormValues(saved, units));
      setJustSaved(saved ? 'kept' : 'cleared');
    } catch (error) {
      const refusal = fieldRefusalOf(error);
      setFailure(
        refusal
          ? `${t('errors.action.saveCheckIn')} ${refusalText(refusal)}`
          : errorOf(error, 'saveCheckIn'),
      );
    }
  });

  const onDelete = async () => {
    setConfirmingDelete(false);
    setFailure(null);
    setJustSaved(null);
    try {
      await remove.mutateAsync(date);
      reset(checkInFormValues(null, units));
    } catch (error) {
      setFailure(errorOf(error, 'deleteCheckIn'));
    }
  };

  /** Weight and water in the user's units; hours and minutes named; steps need no unit. */
  const unitOf = (field: NumberField): string | undefined => {
    const quantity = CONVERTED[field];
    if (quantity) return unitSymbol(quantity, units);
    return field === 'steps' ? undefined : t(`checkIn.units.${field}`);
  };
  const numberField = (field: NumberField) => {
    const unit = unitOf(field);
    const label = t(`checkIn.fields.${field}`);
    return (
      <NumberInput
        key={field}
        label={unit ? t('checkIn.withUnit', { label, unit }) : label}
        unit={unit}
        integer={storedBounds(field).integer}
        registration={register(field)}
        error={problemOf(field, formState.errors[field])}
      />
    );
  };

  const time = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, {
      day: 'numeric',
      month: 'short',
      hour: 'numeric',
      minute: '2-digit',
    }).format(new Date(iso));
  const status = busy
    ? t('checkIn.status.saving')
    : formState.isDirty
      ? t('checkIn.status.unsaved')
      : justSaved === 'cleared'
        ? t('checkInCleared')
        : justSaved === 'kept'
          ? t('checkIn.status.saved')
          : checkIn
            ? t('checkIn.status.recorded', { time: time(checkIn.updated_at) })
            : t('checkIn.status.empty');

  return (
    <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-5">
      <section aria-labelledby={`${noteId}-sleep`} className="grid gap-3">
        <h3 id={`${noteId}-sleep`} className="text-sm font-semibold text-muted-foreground">
          {t('checkIn.groups.sleep')}
        </h3>
        {numberField('sleep_hours')}
        <ScaleChoice
          field="sleep_quality"
          control={control}
          registration={register('sleep_quality')}
          onClear={() => setValue('sleep_quality', '', { shouldDirty: true })}
        />
      </section>
      <section aria-labelledby={`${noteId}-feel`} className="grid gap-3">
        <h3 id={`${noteId}-feel`} className="text-sm font-semibold text-muted-foreground">
          {t('checkIn.groups.feel')}
        </h3>
        {SCALE_FIELDS.filter((field) => field !== 'sleep_quality').map((field) => (
          <ScaleChoice
            key={field}
            field={field}
            control={control}
            registration={register(field)}
            onClear={() => setValue(field, '', { shouldDirty: true })}
          />
        ))}
      </section>
      <section aria-labelledby={`${noteId}-body`} className="grid gap-3">
        <h3 id={`${noteId}-body`} className="text-sm font-semibold text-muted-foreground">
          {t('checkIn.groups.body')}
        </h3>
        <div className="grid gap-3 sm:grid-cols-2">{BODY_FIELDS.map(numberField)}</div>
      </section>
      <div>
        <div className="mb-1.5 flex items-center justify-between gap-2">
          <label htmlFor={noteId} className="text-sm font-medium">
            {t('checkIn.fields.note')}
          </label>
          <NoteCount control={control} />
        </div>
        <textarea
          id={noteId}
          rows={2}
          maxLength={NOTE_MAX}
          aria-invalid={formState.errors.note ? true : undefined}
          className={cn(inputClasses, 'resize-y')}
          {...register('note')}
        />
        {formState.errors.note && (
          <p className="mt-1 text-xs font-medium text-red-700 dark:text-red-300">
            {problemOf('note', formState.errors.note)}
          </p>
        )}
      </div>
      {failure && <FormMessage kind="error">{failure}</FormMessage>}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy}>
          <Check className="size-4" aria-hidden="true" />
          {t('checkIn.save')}
        </Button>
        {checkIn && !confirmingDelete && (
          <Button variant="ghost" onClick={() => setConfirmingDelete(true)} disabled={busy}>
            <Trash2 className="size-4" aria-hidden="true" />
            {t('checkIn.delete')}
          </Button>
        )}
        {checkIn && confirmingDelete && (
          <div
            role="group"
            aria-label={t('checkIn.confirmDelete')}
            className="flex items-center gap-2"
          >
            <span className="text-sm font-medium">{t('checkIn.confirmDelete')}</span>
            <Button variant="secondary" onClick={() => void onDelete()}>
              {t('checkIn.confirmYes')}
            </Button>
            <Button variant="ghost" onClick={() => setConfirmingDelete(false)}>
              {t('checkIn.confirmNo')}
            </Button>
          </div>
        )}
        <p role="status" className="text-sm text-muted-foreground">
          {status}
        </p>
      </div>
    </form>
  );
}
