/**
 * Each check-in metric over the last 7, 30 or 90 days: the metric and the range picked, the
 * chart drawn in a box of fixed height (the page does not move when it arrives), a summary in
 * words, and the values as a table for screen readers. The panel sits below the fold on a phone:
 * the chart's code loads and draws only when its box comes near the screen.
 */
import {
  addLocalDays,
  CHECK_IN_METRICS,
  type CheckInMetric,
  type LocalDate,
  type UnitSystem,
} from '@ascend/contracts';
import { lazy, Suspense, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { useInView } from '@/hooks/use-in-view';
import { cn } from '@/lib/cn';
import { unitSymbol } from '@/lib/units/unit-conversion';
import { useCheckIns } from '../../api/get-check-ins';
import { longDate, shortDate } from '../../lib/calendar-month';
import {
  metricSeries,
  quantityOf,
  summarizeSeries,
  TREND_RANGES,
  type TrendRange,
} from '../../lib/metric-series';

const ValueLineChart = lazy(() => import('@/components/charts/value-line-chart'));

const SCALES: ReadonlySet<CheckInMetric> = new Set(['sleep_quality', 'mood', 'energy', 'stress']);
const LONGEST = Math.max(...TREND_RANGES);

export function TrendsPanel({ today, units }: { today: LocalDate; units: UnitSystem }) {
  const { t, i18n } = useTranslation('tracking');
  const id = useId();
  const [metric, setMetric] = useState<CheckInMetric>('sleep_hours');
  const [days, setDays] = useState<TrendRange>(30);
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box);
  // One request for the longest range; the shorter ones are its last days.
  const checkIns = useCheckIns({ from: addLocalDays(today, 1 - LONGEST), to: today });
  const points = useMemo(
    () => metricSeries(checkIns.data ?? [], metric, today, days, units),
    [checkIns.data, metric, today, days, units],
  );
  const summary = summarizeSeries(points);
  const quantity = quantityOf(metric);
  const unit = quantity ? unitSymbol(quantity, units) : t(`trends.units.${metric}`);
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const withUnit = (value: number) => t('trends.value', { value: number.format(value), unit });
  const metricName = t(`checkIn.fields.${metric}`);
  const description =
    summary.recorded === 0
      ? t('trends.nothing', { metric: metricName, count: days })
      : t('trends.summary', {
          metric: metricName,
          count: days,
          recorded: summary.recorded,
          average: withUnit(summary.average ?? 0),
          min: withUnit(summary.min ?? 0),
          max: withUnit(summary.max ?? 0),
        });

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end gap-3">
        <div className="w-full sm:w-auto">
          <label htmlFor={`${id}-metric`} className="mb-1.5 block text-sm font-medium">
            {t('trends.metric')}
          </label>
          <select
            id={`${id}-metric`}
            value={metric}
            onChange={(event) => setMetric(event.target.value as CheckInMetric)}
            className={cn(inputClasses, 'h-10 sm:w-56')}
          >
            {CHECK_IN_METRICS.map((option) => (
              <option key={option} value={option}>
                {t(`checkIn.fields.${option}`)}
              </option>
            ))}
          </select>
        </div>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium">{t('trends.range')}</legend>
          <div className="inline-flex rounded-lg border border-border p-0.5">
            {TREND_RANGES.map((range) => (
              <label
                key={range}
                className={cn(
                  'cursor-pointer rounded-md px-3 py-1.5 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  days === range
                    ? 'bg-accent text-accent-foreground'
                    : 'text-muted-foreground hover:bg-muted',
                )}
              >
                <input
                  type="radio"
                  name={`${id}-range`}
                  value={range}
                  checked={days === range}
                  onChange={() => setDays(range)}
                  className="sr-only"
                />
                {t('trends.days', { count: range })}
              </label>
            ))}
          </div>
        </fieldset>
      </div>
      <p id={`${id}-summary`} className="text-sm text-muted-foreground" aria-live="polite">
        {checkIns.isPending ? t('trends.loading') : description}
      </p>
      <div ref={box} className="h-56 w-full sm:h-64" role="img" aria-labelledby={`${id}-summary`}>
        {checkIns.data && summary.recorded > 0 && inView && (
          <Suspense fallback={null}>
            <ValueLineChart
              points={points.map(({ date, value }) => ({ label: date, value }))}
              formatValue={(value) => number.format(value)}
              formatTick={(value) => number.format(value)}
              formatLabel={(date) => shortDate(date, i18n.language)}
              domain={SCALES.has(metric) ? [1, 5] : undefined}
            />
          </Suspense>
        )}
        {checkIns.data && summary.recorded === 0 && (
          <div className="grid h-full place-items-center rounded-xl border border-dashed border-border text-sm text-muted-foreground">
            {t('trends.empty')}
          </div>
        )}
      </div>
      {/* A table ignores the 1px width of sr-only: the box around it keeps it out of the layout. */}
      <div className="sr-only">
        <table>
          <caption>{t('trends.tableCaption', { metric: metricName, count: days })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('trends.date')}</th>
              <th scope="col">{metricName}</th>
            </tr>
          </thead>
          <tbody>
            {points
              .filter((point) => point.value !== null)
              .map((point) => (
                <tr key={point.date}>
                  <th scope="row">{longDate(point.date, i18n.language)}</th>
                  <td>{withUnit(point.value ?? 0)}</td>
                </tr>
              ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
