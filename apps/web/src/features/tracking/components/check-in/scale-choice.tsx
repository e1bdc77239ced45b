/**
 * A 1–5 choice (sleep quality, mood, energy, stress) as a radio group: one Tab stop, arrow keys
 * move and choose (the browser's own radio behaviour), each choice an icon and a word. Icons, not
 * emoji: they look the same on every system and take the theme's colours.
 */
import {
  Angry,
  Annoyed,
  BatteryFull,
  BatteryLow,
  BatteryMedium,
  BatteryWarning,
  Frown,
  Laugh,
  Meh,
  Smile,
  SmilePlus,
  Zap,
  type LucideIcon,
} from 'lucide-react';
import { useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import type { CheckInControl, ScaleField } from '../../lib/check-in-form';

const ICONS: Record<ScaleField, readonly LucideIcon[]> = {
  sleep_quality: [Frown, Annoyed, Meh, Smile, SmilePlus],
  mood: [Frown, Annoyed, Meh, Smile, Laugh],
  energy: [BatteryWarning, BatteryLow, BatteryMedium, BatteryFull, Zap],
  // Stress runs the other way: 1 is calm.
  stress: [Smile, Meh, Annoyed, Frown, Angry],
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
    // The legend is the fieldset's first child (else it does not name the group), floated so the
    // clear button can sit on its line (a rendered legend lives in the border, apart from it).
    <fieldset className="min-w-0">
      <legend className="float-left mb-1.5 text-sm font-medium">
        {t(`checkIn.fields.${field}`)}
        {/* On a phone the words are not under the icons: the chosen one is named here. */}
        {value !== '' && (
          <span aria-hidden="true" className="font-normal text-muted-foreground sm:hidden">
            {' · '}
            {t(`checkIn.levels.${field}.${value}`)}
          </span>
        )}
      </legend>
      {value !== '' && (
        <button
          type="button"
          onClick={onClear}
          className="float-right rounded text-xs font-medium text-muted-foreground underline-offset-2 hover:text-foreground hover:underline"
        >
          <span aria-hidden="true">{t('checkIn.clearChoice')}</span>
          <span className="sr-only">
            {t('checkIn.clearChoiceLabel', { field: t(`checkIn.fields.${field}`) })}
          </span>
        </button>
      )}
      <div className="clear-both grid grid-cols-5 gap-1.5">
        {LEVELS.map((level) => {
          const checked = value === String(level);
          const Icon = ICONS[field][level - 1] ?? Meh;
          return (
            <label
              key={level}
              className={cn(
                'relative flex min-h-11 min-w-0 cursor-pointer flex-col items-center justify-center gap-0.5 rounded-lg border px-0.5 py-1.5 text-center transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-accent bg-accent/12 text-foreground'
                  : 'border-border text-muted-foreground hover:bg-muted',
              )}
            >
              <input type="radio" value={String(level)} className="sr-only" {...registration} />
              <Icon
                aria-hidden="true"
                className={cn('size-5', checked ? 'text-accent' : 'text-muted-foreground')}
              />
              {/* Full width only when shown: with sr-only, w-full would undo its 1 px box and the
                  hidden name would stretch the page sideways on a phone. */}
              <span className="sr-only text-[11px] leading-tight font-medium sm:not-sr-only sm:w-full">
                {t(`checkIn.levels.${field}.${level}`)}
              </span>
            </label>
          );
        })}
      </div>
      <div
        aria-hidden="true"
        className="mt-1 flex justify-between text-[11px] text-muted-foreground sm:hidden"
      >
        <span>{t(`checkIn.levels.${field}.1`)}</span>
        <span>{t(`checkIn.levels.${field}.5`)}</span>
      </div>
    </fieldset>
  );
}
