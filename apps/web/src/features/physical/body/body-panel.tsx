/**
 * Body measurements: a day's weight (the same record as the tracking check-in's), waist, hips,
 * chest, arm, thigh and body-fat %, in the user's units; and each measure's trend over the last
 * year with its time-weighted moving average (gaps between entries respected: the contracts').
 */
import {
  addLocalDays,
  BODY_MEASURE_BOUNDS,
  BODY_MEASURES,
  DEFAULT_MOVING_AVERAGE,
  lengthFromCm,
  lengthToCm,
  timeWeightedMovingAverage,
  weightFromKg,
  weightToKg,
  type BodyMeasure,
  type LocalDate,
  type Measurement,
  type MeasurementWrite,
  type UnitSystem,
} from '@ascend/contracts';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { inputClasses } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { useMeasurements, useSaveMeasurement } from '@/lib/physical/measurements';
import { useApiErrorMessage } from '@/lib/use-api-client';
import { NumberInput } from '../components/number-input';
import { parseDecimal } from '../lib/set-values';
import type { TrendPoint } from './trend-chart';

const TrendChart = lazy(() => import('./trend-chart'));

const YEAR_DAYS = 365;

/** A measure in the user's units: kg/lb, cm/in, %. */
function measureUnits(measure: BodyMeasure, units: UnitSystem) {
  if (measure === 'weight_kg') {
    return {
      unit: units === 'metric' ? 'kg' : 'lb',
      show: (stored: number) => weightFromKg(stored, units),
      store: (shown: number) => weightToKg(shown, units),
    };
  }
  if (measure === 'body_fat_pct') {
    return { unit: 'pct', show: (stored: number) => stored, store: (shown: number) => shown };
  }
  return {
    unit: units === 'metric' ? 'cm' : 'in',
    show: (stored: number) => lengthFromCm(stored, units),
    store: (shown: number) => lengthToCm(shown, units),
  };
}

export function BodyPanel({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const range = { from: addLocalDays(today, -(YEAR_DAYS - 1)), to: today };
  const measurements = useMeasurements(range);
  return (
    <div className="grid gap-4">
      <MeasurementForm
        key={`${today}-${measurements.dataUpdatedAt}`}
        today={today}
        units={units}
        stored={measurements.data ?? []}
      />
      <TrendPanel
        units={units}
        measurements={measurements.data}
        pending={measurements.isPending}
        failed={measurements.isError}
      />
    </div>
  );
}

function MeasurementForm({
  today,
  units,
  stored,
}: {
  today: LocalDate;
  units: UnitSystem;
  stored: readonly Measurement[];
}) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const save = useSaveMeasurement();
  const messageOf = useApiErrorMessage();
  const [date, setDate] = useState<LocalDate>(today);
  const existing = stored.find((entry) => entry.date === date);
  const [values, setValues] = useState<Partial<Record<BodyMeasure, number | null>>>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const decimal = new Intl.NumberFormat(i18n.language, {
    maximumFractionDigits: 2,
    useGrouping: false,
  });

  const shownOf = (measure: BodyMeasure) => {
    if (measure in values) return values[measure] ?? null;
    const value = existing?.[measure] ?? null;
    return value === null ? null : measureUnits(measure, units).show(value);
  };

  async function submit() {
    setProblem(null);
    setSaved(false);
    const body: MeasurementWrite = {};
    for (const measure of BODY_MEASURES) {
      if (!(measure in values)) continue;
      const shown = values[measure] ?? null;
      const convert = measureUnits(measure, units);
      const value = shown === null ? null : convert.store(shown);
      const bounds = BODY_MEASURE_BOUNDS[measure];
      if (value !== null && (value < bounds.min || value > bounds.max)) {
        setProblem(
          t('body.outOfRange', {
            measure: t(`body.measures.${measure}`),
            min: decimal.format(convert.show(bounds.min)),
            max: decimal.format(convert.show(bounds.max)),
            unit: t(`units.${convert.unit}`),
          }),
        );
        return;
      }
      body[measure] = value;
    }
    if (Object.keys(body).length === 0) {
      setProblem(t('body.nothing'));
      return;
    }
    try {
      await save.mutateAsync({ date, measures: body });
      setValues({});
      setSaved(true);
    } catch {
      // shown below
    }
  }

  return (
    <Panel title={t('body.title')} description={t('body.description')}>
      <form
        noValidate
        className="grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <div className="max-w-48">
          <label htmlFor={`${id}-date`} className="mb-1.5 block text-sm font-medium">
            {t('body.date')}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            max={today}
            className={cn(inputClasses, 'h-11 dark:[color-scheme:dark]')}
            value={date}
            onChange={(event) => {
              if (!event.target.value) return;
              setDate(event.target.value);
              setValues({});
            }}
          />
        </div>
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          {BODY_MEASURES.map((measure) => {
            const { unit } = measureUnits(measure, units);
            return (
              <NumberInput
                key={`${date}-${measure}`}
                label={t(`body.measures.${measure}`)}
                unit={t(`units.${unit}`)}
                value={shownOf(measure)}
                format={(value) => decimal.format(value)}
                parse={parseDecimal}
                onValue={(value) => setValues((current) => ({ ...current, [measure]: value }))}
              />
            );
          })}
        </div>
        <p className="text-xs text-muted-foreground">{t('body.weightShared')}</p>
        {problem && <FormMessage kind="error">{problem}</FormMessage>}
        {save.isError && (
          <FormMessage kind="error">{messageOf(save.error, t('errors.generic'))}</FormMessage>
        )}
        {saved && <FormMessage kind="success">{t('body.saved')}</FormMessage>}
        <Button type="submit" className="h-12 justify-self-start" disabled={save.isPending}>
          {t('body.save')}
        </Button>
      </form>
    </Panel>
  );
}

function TrendPanel({
  units,
  measurements,
  pending,
  failed,
}: {
  units: UnitSystem;
  measurements: readonly Measurement[] | undefined;
  pending: boolean;
  failed: boolean;
}) {
  const { t, i18n } = useTranslation('physical');
  const id = useId();
  const [measure, setMeasure] = useState<BodyMeasure>('weight_kg');
  const convert = measureUnits(measure, units);
  const unit = t(`units.${convert.unit}`);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const shortDate = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' });
  const longDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const entries = (measurements ?? []).flatMap((entry) => {
    const value = entry[measure];
    return value === null ? [] : [{ date: entry.date, value: convert.show(value) }];
  });
  const averaged = timeWeightedMovingAverage(entries);
  const points: TrendPoint[] = averaged.map((entry) => ({
    label: shortDate.format(new Date(`${entry.date}T12:00:00`)),
    value: entry.value,
    average: Math.round(entry.average * 10) / 10,
  }));

  return (
    <Panel
      title={t('body.trendTitle')}
      description={t('body.trendDescription', {
        days: DEFAULT_MOVING_AVERAGE.windowDays,
        gap: DEFAULT_MOVING_AVERAGE.maxGapDays,
      })}
    >
      <div className="grid gap-3">
        <div className="max-w-64">
          <label htmlFor={`${id}-measure`} className="mb-1.5 block text-sm font-medium">
            {t('body.measure')}
          </label>
          <select
            id={`${id}-measure`}
            className={cn(inputClasses, 'h-11')}
            value={measure}
            onChange={(event) => setMeasure(event.target.value as BodyMeasure)}
          >
            {BODY_MEASURES.map((value) => (
              <option key={value} value={value}>
                {t(`body.measures.${value}`)}
              </option>
            ))}
          </select>
        </div>
        {pending ? (
          <Spinner className="min-h-64" />
        ) : failed ? (
          <p className="text-sm text-muted-foreground">{t('errors.load')}</p>
        ) : entries.length === 0 ? (
          <p className="rounded-xl border border-dashed border-border p-4 text-center text-sm text-muted-foreground">
            {t('body.none')}
          </p>
        ) : (
          <>
            <p id={`${id}-summary`} className="text-sm text-muted-foreground">
              {t('body.chartSummary', {
                count: entries.length,
                measure: t(`body.measures.${measure}`),
                unit,
              })}
            </p>
            <div className="h-64 w-full" role="img" aria-labelledby={`${id}-summary`}>
              <Suspense fallback={null}>
                <TrendChart
                  points={points}
                  names={{ value: t('body.entry'), average: t('body.average') }}
                  format={(value) => `${number.format(value)} ${unit}`}
                />
              </Suspense>
            </div>
            <div className="max-h-72 overflow-y-auto">
              <table className="w-full text-sm">
                <caption className="mb-2 text-left font-medium">
                  {t('body.tableCaption', { measure: t(`body.measures.${measure}`) })}
                </caption>
                <thead className="text-xs text-muted-foreground">
                  <tr>
                    <th scope="col" className="py-1 text-left font-medium">
                      {t('body.date')}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {t('body.entry')}
                    </th>
                    <th scope="col" className="py-1 text-right font-medium">
                      {t('body.average')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {[...averaged].reverse().map((entry) => (
                    <tr key={entry.date} className="border-t border-border">
                      <th scope="row" className="py-1.5 text-left font-normal">
                        {longDate.format(new Date(`${entry.date}T12:00:00`))}
                      </th>
                      <td className="py-1.5 text-right tabular-nums">{`${number.format(entry.value)} ${unit}`}</td>
                      <td className="py-1.5 text-right tabular-nums">{`${number.format(entry.average)} ${unit}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </div>
    </Panel>
  );
}
