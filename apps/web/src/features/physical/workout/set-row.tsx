/**
 * One set of the session: its fields for the exercise's kind in the user's units, a warm-up
 * toggle (the set's number, "W" when it is one), done, and remove. Every control is at least
 * 44 px high (one-handed use); each field is named with its set for screen readers, since the
 * visible column headings are above the first set only. A set that made a record says so under it.
 */
import type { ExerciseKind, UnitSystem } from '@ascend/contracts';
import { Check, Trophy, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/cn';
import { NumberInput } from '../components/number-input';
import {
  distanceFromMetres,
  distanceToMetres,
  durationText,
  loadFromKg,
  loadToKg,
  parseDecimal,
  parseDuration,
  parseWhole,
} from '../lib/set-values';
import type { DraftSet } from './session-draft';

export type SetChange = Partial<Omit<DraftSet, 'key'>>;

/** The columns of a kind, for the headings above the sets and the grid of each row. */
function setColumns(kind: ExerciseKind): string {
  switch (kind) {
    case 'weight_reps':
    case 'reps':
      return 'grid-cols-[2.75rem_minmax(0,1.3fr)_minmax(0,1fr)_minmax(0,0.9fr)_2.75rem_2.25rem]';
    case 'time':
      return 'grid-cols-[2.75rem_minmax(0,1fr)_2.75rem_2.25rem]';
    case 'distance':
      return 'grid-cols-[2.75rem_minmax(0,1fr)_minmax(0,1fr)_2.75rem_2.25rem]';
  }
}

export function SetHeadings({ kind, units }: { kind: ExerciseKind; units: UnitSystem }) {
  const { t } = useTranslation('physical');
  const load = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  // Short headings: a 360 px row has room for "kg", not for "Weight (kg)" (each field's own
  // label says it in full).
  const cells: string[] =
    kind === 'weight_reps'
      ? [load, t('set.reps'), t('set.rir')]
      : kind === 'reps'
        ? [t('set.addedShort', { unit: load }), t('set.reps'), t('set.rir')]
        : kind === 'time'
          ? [t('set.time')]
          : [t(`units.${units === 'metric' ? 'km' : 'mi'}`), t('set.time')];
  return (
    <div
      aria-hidden="true"
      className={cn(
        'grid gap-1.5 px-0.5 text-xs font-medium text-muted-foreground',
        setColumns(kind),
      )}
    >
      <span className="text-center">{t('set.number')}</span>
      {cells.map((cell) => (
        <span key={cell} className="truncate text-center">
          {cell}
        </span>
      ))}
    </div>
  );
}

export function SetRow({
  set,
  number,
  kind,
  units,
  onChange,
  onDone,
  onRemove,
}: {
  set: DraftSet;
  /** The set's number among the working sets; null for a warm-up. */
  number: number | null;
  kind: ExerciseKind;
  units: UnitSystem;
  onChange: (change: SetChange) => void;
  onDone: (done: boolean) => void;
  onRemove: () => void;
}) {
  const { t, i18n } = useTranslation('physical');
  const name = set.warm_up ? t('set.warmUpName') : t('set.name', { number });
  const decimal = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });
  const load = t(`units.${units === 'metric' ? 'kg' : 'lb'}`);
  const field = (label: string) => `${name}: ${label}`;
  const done = set.done_at !== null;

  const loadInput = (label: string) => (
    <NumberInput
      label={field(label)}
      className="[&_label]:sr-only"
      value={set.weight_kg === null ? null : loadFromKg(set.weight_kg, units)}
      format={(value) => decimal.format(value)}
      parse={parseDecimal}
      onValue={(value) => onChange({ weight_kg: value === null ? null : loadToKg(value, units) })}
    />
  );
  /** A whole number of the set: its reps, or its reps in reserve. */
  const wholeInput = (label: string, key: 'reps' | 'rir') => (
    <NumberInput
      label={field(label)}
      className="[&_label]:sr-only"
      inputMode="numeric"
      value={set[key]}
      format={String}
      parse={parseWhole}
      onValue={(value) => {
        const change: SetChange = {};
        change[key] = value;
        onChange(change);
      }}
    />
  );
  const repsInput = wholeInput(t('set.reps'), 'reps');
  const rirInput = wholeInput(t('set.rirLong'), 'rir');
  const timeInput = (
    <NumberInput
      label={field(t('set.timeLong'))}
      className="[&_label]:sr-only"
      inputMode="text"
      placeholder="m:ss"
      value={set.duration_seconds}
      format={durationText}
      parse={parseDuration}
      onValue={(duration_seconds) => onChange({ duration_seconds })}
    />
  );

  return (
    <li
      className={cn('grid gap-1 rounded-xl p-0.5', done && 'bg-emerald-500/10')}
      data-testid="set-row"
    >
      <div className={cn('grid items-center gap-1.5', setColumns(kind))}>
        <button
          type="button"
          aria-pressed={set.warm_up}
          aria-label={t('set.warmUpToggle', { set: name })}
          title={t('set.warmUpHint')}
          className={cn(
            'grid h-12 place-items-center rounded-lg border border-border text-sm font-semibold tabular-nums hover:bg-muted',
            set.warm_up && 'border-amber-500/60 bg-amber-500/15 text-amber-800 dark:text-amber-200',
          )}
          onClick={() => onChange({ warm_up: !set.warm_up })}
        >
          {set.warm_up ? t('set.warmUpShort') : number}
        </button>
        {kind === 'weight_reps' && (
          <>
            {loadInput(t('set.weight', { unit: load }))}
            {repsInput}
            {rirInput}
          </>
        )}
        {kind === 'reps' && (
          <>
            {loadInput(t('set.addedWeight', { unit: load }))}
            {repsInput}
            {rirInput}
          </>
        )}
        {kind === 'time' && timeInput}
        {kind === 'distance' && (
          <>
            <NumberInput
              label={field(
                t('set.distance', { unit: t(`units.${units === 'metric' ? 'km' : 'mi'}`) }),
              )}
              className="[&_label]:sr-only"
              value={set.distance_m === null ? null : distanceFromMetres(set.distance_m, units)}
              format={(value) => decimal.format(value)}
              parse={parseDecimal}
              onValue={(value) =>
                onChange({ distance_m: value === null ? null : distanceToMetres(value, units) })
              }
            />
            {timeInput}
          </>
        )}
        <button
          type="button"
          aria-pressed={done}
          aria-label={t('set.doneLabel', { set: name })}
          className={cn(
            'grid h-12 place-items-center rounded-lg border border-border hover:bg-muted',
            done && 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700',
          )}
          onClick={() => onDone(!done)}
        >
          <Check className="size-5" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={t('set.remove', { set: name })}
          className="grid h-12 place-items-center rounded-lg text-muted-foreground hover:bg-muted hover:text-foreground"
          onClick={onRemove}
        >
          <X className="size-4" aria-hidden="true" />
        </button>
      </div>
      {set.records.length > 0 && (
        <p
          className="flex items-center gap-1.5 px-1 text-xs font-semibold text-amber-700 dark:text-amber-300"
          data-testid="set-records"
        >
          <Trophy className="size-4" aria-hidden="true" />
          {t('records.made', {
            set: name,
            records: new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(
              set.records.map((kind) => t(`records.kinds.${kind}`)),
            ),
          })}
        </p>
      )}
    </li>
  );
}
