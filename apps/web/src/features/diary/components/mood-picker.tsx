import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { MOOD_ICONS, MOODS } from '../moods';

/**
 * Mood 1–5 or not set, as a group of radio buttons (arrow keys move between them): each shows a
 * face and its word, so it reads without the face.
 */
export function MoodPicker({
  value,
  onChange,
  legend,
}: {
  value: number | null;
  onChange: (mood: number | null) => void;
  legend: string;
}) {
  const { t } = useTranslation('diary');
  const name = useId();
  const options: { mood: number | null; label: string }[] = [
    { mood: null, label: t('form.noMood') },
    ...MOODS.map((mood) => ({ mood, label: t(`mood.${mood}`) })),
  ];
  return (
    <fieldset>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ mood, label }) => {
          const Icon = mood === null ? null : MOOD_ICONS[mood];
          return (
            <label
              key={mood ?? 'none'}
              className={cn(
                'inline-flex h-9 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                value === mood
                  ? 'border-accent bg-accent/12 font-medium text-accent'
                  : 'border-border text-muted-foreground hover:bg-muted hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                className="sr-only"
                checked={value === mood}
                onChange={() => onChange(mood)}
              />
              {Icon && <Icon className="size-4" aria-hidden="true" />}
              {label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
