/**
 * The two preferences tracking adds to General: when the user's day starts (records made before it
 * count for the day before) and the unit system quantities are shown and typed in.
 */
import { UNIT_SYSTEMS, type UnitSystem, type UserPreferencesUpdate } from '@ascend/contracts';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';

/** 00:00, 00:15 … 12:00: the values `dayStartsAtSchema` accepts. */
const QUARTER_HOURS = Array.from({ length: 12 * 4 + 1 }, (_, index) => {
  const hours = Math.floor(index / 4);
  const minutes = (index % 4) * 15;
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
});

export function DayStartsAtField({
  value,
  onSave,
}: {
  value: string;
  onSave: (change: UserPreferencesUpdate) => void;
}) {
  const { t, i18n } = useTranslation('settings');
  const id = useId();
  // The time as the reader's language writes it (4:00 AM, 4:00), from a zone-less clock reading.
  const options = useMemo(() => {
    const format = new Intl.DateTimeFormat(i18n.language, {
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'UTC',
    });
    return QUARTER_HOURS.map((time) => ({
      time,
      label: format.format(new Date(`1970-01-01T${time}:00Z`)),
    }));
  }, [i18n.language]);
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('dayStart.label')}
      </label>
      <select
        id={id}
        value={value}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onSave({ dayStartsAt: event.target.value })}
        className={cn(inputClasses, 'h-10')}
      >
        {options.map(({ time, label }) => (
          <option key={time} value={time}>
            {label}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {t('dayStart.hint')}
      </p>
    </div>
  );
}

export function UnitsField({
  value,
  onSave,
}: {
  value: UnitSystem;
  onSave: (change: UserPreferencesUpdate) => void;
}) {
  const { t } = useTranslation('settings');
  const name = useId();
  return (
    <fieldset>
      <legend className="mb-2 text-sm font-medium">{t('units.label')}</legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {UNIT_SYSTEMS.map((system) => {
          const checked = value === system;
          return (
            <label
              key={system}
              className={cn(
                'flex cursor-pointer flex-col rounded-xl border p-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked ? 'border-accent bg-accent/10' : 'border-border hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={system}
                checked={checked}
                onChange={() => onSave({ units: system })}
                className="sr-only"
              />
              <span className="font-medium">{t(`units.${system}.label`)}</span>
              <span className="text-xs text-muted-foreground">{t(`units.${system}.examples`)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
