/**
 * A 1–5 choice (sleep quality, mood, energy, stress) as a radio group: one Tab stop, arrow keys
 * move and choose (the browser's own radio behaviour), each choice a face and a word.
 */
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { CheckInControl, ScaleField } from '../../lib/check-in-form';

const FACES: Record<ScaleField, readonly string[]> = {
  sleep_quality: ['😫', '😕', '😐', '🙂', '😌'],
  mood: ['😞', '🙁', '😐', '🙂', '😄'],
  energy: ['🪫', '😪', '😐', '💪', '⚡'],
  // Stress runs the other way: 1 is calm.
  stress: ['😌', '🙂', '😐', '😟', '😫'],
};

const LEVELS = [1, 2, 3, 4, 5] as const;

export function ScaleChoice({
  field,
  control,
  registration,
  onClear,
}: {
  field: ScaleField;
  control: CheckInControl;
  registration: UseFormRegisterReturn;
  onClear: () => void;
}) {
  const { t } = useTranslation('tracking');
  // Watched here, so a choice redraws this group only.
  const value = useWatch({ control, name: field });
  return (
    <fieldset className="min-w-0">
      <div className="mb-1.5 flex items-center justify-between gap-2">
        <legend className="text-sm font-medium">{t(`checkIn.fields.${field}`)}</legend>
        {value !== '' && (
          <button
            type="button"
            onClick={onClear}
            className="rounded text-xs font-medium text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
          >
            {t('checkIn.clearChoice', { field: t(`checkIn.fields.${field}`) })}
          </button>
        )}
      </div>
      <div className="grid grid-cols-5 gap-1.5">
        {LEVELS.map((level) => {
          const checked = value === String(level);
          return (
            <label
              key={level}
              className={cn(
                'flex min-w-0 cursor-pointer flex-col items-center gap-0.5 rounded-lg border px-0.5 py-1.5 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-accent bg-accent/12 text-foreground'
                  : 'border-border text-muted-foreground hover:bg-muted',
              )}
            >
              <input type="radio" value={String(level)} className="sr-only" {...registration} />
              <span aria-hidden="true" className="text-xl leading-none">
                {FACES[field][level - 1]}
              </span>
              <span className="w-full text-[11px] leading-tight font-medium break-words">
                {t(`checkIn.levels.${field}.${level}`)}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
