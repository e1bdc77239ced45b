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
import { inputClasses, SelectField } from '@/components/ui/field';
import { FormMessage } from '@/components/ui/form-message';
import { Panel } from '@/components/ui/panel';
import { cn } from '@/lib/cn';
import { useMeasurements, useSaveMeasurement } from '@/lib/physical/measurements';
import { ActionForm, FormProblems } from '../components/action-form';
import { FiguresTable } from '../components/figures-table';
import { LoadState } from '../components/load-state';
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
      <ActionForm onSubmit={submit}>
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
        <FormProblems problem={problem} error={save.error} />
        {saved && <FormMessage kind="success">{t('body.saved')}</FormMessage>}
        <Button type="submit" className="h-12 justify-self-start" disabled={save.isPending}>
          {t('body.save')}
        </Button>
      </ActionForm>
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
        <SelectField
          label={t('body.measure')}
          className="max-w-64"
          value={measure}
          onChange={(event) => setMeasure(event.target.value as BodyMeasure)}
        >
          {BODY_MEASURES.map((value) => (
            <option key={value} value={value}>
              {t(`body.measures.${value}`)}
            </option>
          ))}
        </SelectField>
        <LoadState
          pending={pending}
          failed={failed}
          empty={entries.length === 0}
          emptyText={t('body.none')}
        >
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
            <FiguresTable
              caption={t('body.tableCaption', { measure: t(`body.measures.${measure}`) })}
              columns={[t('body.date'), t('body.entry'), t('body.average')]}
              rows={[...averaged].reverse().map((entry) => ({
                key: entry.date,
                name: longDate.format(new Date(`${entry.date}T12:00:00`)),
                figures: [
                  `${number.format(entry.value)} ${unit}`,
                  `${number.format(entry.average)} ${unit}`,
                ],
              }))}
            />
          </div>
        </LoadState>
      </div>
    </Panel>
  );
}
