/**
 * One habit on one day: done / rest day toggles for a yes/no habit, a value in its unit for a
 * measurable one (partial progress as a bar), or "paused". Today's row also shows the habit's
 * strength and streak (the server's figures as of today).
 */
import type { Habit, HabitMark, HabitMarkUpsert } from '@ascend/contracts';
import { Check, Moon, Pause, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { FormMessage } from '@/components/ui/form-message';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { completionOf } from '../../lib/habit-schedule';
import { StrengthRing } from './strength-ring';
import { useFrequencyText } from './use-frequency-text';

export interface RowActions {
  mark: (habit: Habit, mark: HabitMarkUpsert) => void;
  clear: (habit: Habit) => void;
}

function ToggleButton({
  pressed,
  label,
  icon,
  children,
  onClick,
}: {
  pressed: boolean;
  label: string;
  icon: ReactNode;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={label}
      onClick={onClick}
      className={cn(
        'inline-flex h-9 items-center gap-1.5 rounded-lg border px-3 text-sm font-medium transition-colors',
        pressed
          ? 'border-accent bg-accent text-accent-foreground'
          : 'border-border bg-card hover:bg-muted',
      )}
    >
      {icon}
      <span aria-hidden="true">{children}</span>
    </button>
  );
}

function ValueEntry({
  habit,
  mark,
  actions,
}: {
  habit: Habit;
  mark: HabitMark | undefined;
  actions: RowActions;
}) {
  const { t, i18n } = useTranslation('tracking');
  const id = useId();
  const stored = mark?.status === 'value' && mark.value !== null ? String(mark.value) : '';
  const [text, setText] = useState(stored);
  const [shownStored, setShownStored] = useState(stored);
  const [invalid, setInvalid] = useState(false);
  // A new stored value (the server's, or a rollback) replaces the box's text.
  if (shownStored !== stored) {
    setShownStored(stored);
    setText(stored);
  }
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });
  const progress = completionOf(habit, mark);
  const unit = habit.unit ?? '';

  const save = () => {
    const trimmed = text.trim().replace(',', '.');
    if (trimmed === '') {
      setInvalid(false);
      if (mark) actions.clear(habit);
      return;
    }
    const value = Number(trimmed);
    if (!Number.isFinite(value) || value < 0) {
      setInvalid(true);
      return;
    }
    setInvalid(false);
    actions.mark(habit, { status: 'value', value });
  };

  return (
    <form
      className="grid w-full gap-1.5 sm:w-auto"
      onSubmit={(event) => {
        event.preventDefault();
        save();
      }}
    >
      <div className="flex items-center gap-2">
        <label htmlFor={id} className="sr-only">
          {t('day.valueLabel', { name: habit.name, unit })}
        </label>
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          value={text}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-progress`}
          onChange={(event) => setText(event.target.value)}
          className={cn(inputClasses, 'h-9 w-20 tabular-nums', invalid && 'border-red-500/70')}
        />
        <span className="text-xs text-muted-foreground">{unit}</span>
        <button
          type="submit"
          className="inline-flex h-9 items-center rounded-lg border border-border px-3 text-sm font-medium hover:bg-muted"
          aria-label={t('day.saveValue', { name: habit.name })}
        >
          <span aria-hidden="true">{t('day.save')}</span>
        </button>
      </div>
      <div className="flex items-center gap-2">
        <div className="h-1.5 flex-1 overflow-hidden rounded-full bg-muted" aria-hidden="true">
          <div
            className="h-full rounded-full bg-accent transition-[width]"
            style={{ width: `${progress * 100}%` }}
          />
        </div>
        <span id={`${id}-progress`} className="text-xs text-muted-foreground tabular-nums">
          {t('day.progress', {
            value: number.format(mark?.status === 'value' ? (mark.value ?? 0) : 0),
            target: number.format(habit.target ?? 0),
            unit,
          })}
        </span>
      </div>
      {invalid && (
        <p className="text-xs font-medium text-red-700 dark:text-red-300">
          {t('day.valueInvalid')}
        </p>
      )}
    </form>
  );
}

export function HabitDayRow({
  habit,
  mark,
  paused,
  due,
  showFigures,
  actions,
  problem = null,
}: {
  habit: Habit;
  mark: HabitMark | undefined;
  paused: boolean;
  due: boolean;
  showFigures: boolean;
  actions: RowActions;
  /** Why the last mark of this habit was refused, shown under its controls. */
  problem?: string | null;
}) {
  const { t } = useTranslation('tracking');
  const frequencyText = useFrequencyText();
  const { stats } = habit;
  const skipped = mark?.status === 'skipped';
  const toggle = (status: 'done' | 'skipped') =>
    mark?.status === status ? actions.clear(habit) : actions.mark(habit, { status });

  const details = [
    frequencyText(habit.frequency),
    !due && !paused ? t('day.notDue') : null,
    showFigures && stats.current_streak > 0
      ? t(`figures.streak.${stats.streak_unit}`, { count: stats.current_streak })
      : null,
    showFigures && stats.best_streak > 0
      ? t(`figures.best.${stats.streak_unit}`, { count: stats.best_streak })
      : null,
  ].filter(Boolean);

  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-2 py-3">
      {showFigures && (
        <StrengthRing
          strength={stats.strength}
          label={t('figures.strength', { value: Math.round(stats.strength) })}
        />
      )}
      {/* At least 10rem for the name and details: the controls wrap below rather than squeeze them. */}
      <div className="min-w-40 flex-1">
        <p className="truncate text-sm font-medium">{habit.name}</p>
        <p className="text-xs text-muted-foreground">{details.join(' · ')}</p>
      </div>
      {paused ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-muted px-2.5 py-1 text-xs font-medium text-muted-foreground">
          <Pause className="size-3.5" aria-hidden="true" />
          {t('day.paused')}
        </span>
      ) : (
        <div className="flex flex-wrap items-center gap-2">
          {habit.kind === 'measurable' && !skipped ? (
            <ValueEntry habit={habit} mark={mark} actions={actions} />
          ) : null}
          {habit.kind === 'boolean' && (
            <ToggleButton
              pressed={mark?.status === 'done'}
              label={t('day.doneLabel', { name: habit.name })}
              icon={<Check className="size-4" aria-hidden="true" />}
              onClick={() => toggle('done')}
            >
              {t('day.done')}
            </ToggleButton>
          )}
          <ToggleButton
            pressed={skipped}
            label={t('day.restLabel', { name: habit.name })}
            icon={<Moon className="size-4" aria-hidden="true" />}
            onClick={() => toggle('skipped')}
          >
            {t('day.rest')}
          </ToggleButton>
          {habit.kind === 'measurable' && mark && !skipped && (
            <button
              type="button"
              onClick={() => actions.clear(habit)}
              aria-label={t('day.clearLabel', { name: habit.name })}
              className="inline-flex size-9 items-center justify-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
            >
              <X className="size-4" aria-hidden="true" />
            </button>
          )}
        </div>
      )}
      {problem && (
        <FormMessage kind="error" className="basis-full">
          {problem}
        </FormMessage>
      )}
    </li>
  );
}
