import {
  OVERVIEW_CHART_METRICS,
  type Overview,
  type OverviewChartMetric,
  type UnitSystem,
} from '@ascend/contracts';
import { lazy, Suspense, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClasses } from '@/components/ui/field';
import { cn } from '@/lib/cn';
import { chartUnit, chartValue, type ChartUnit } from '../../chart-metrics';
import { useInView } from '@/hooks/use-in-view';
import { Card } from './card';
import type { LabelledBar } from '@/components/charts/labelled-bar-plot';

const LabelledBarPlot = lazy(() =>
  import('@/components/charts/labelled-bar-plot').then((module) => ({
    default: module.LabelledBarPlot,
  })),
);

/** The chart's height, reserved before its code arrives, so nothing moves when it does. */
const PLOT_HEIGHT = 'h-56';

/**
 * The plot is drawn once this much of its box is on the screen, not before: on a phone the card
 * starts at the fold (its plot a few pixels above the screen's bottom edge), and loading and
 * drawing recharts there was main-thread work the first screen did not show.
 */
const DRAW_WHEN_VISIBLE = '0px 0px -48px 0px';

function useValueText() {
  const { t, i18n } = useTranslation('dashboard');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  return (value: number, unit: ChartUnit) =>
    t(`overview.chart.unit.${unit}`, { value: number.format(value), count: value });
}

/**
 * The last 7 days of one metric (points unless the user picks another). The plot loads when the
 * card comes into view; until then, and while it loads, its space stays reserved.
 */
export function WeeklyChartCard({
  chart,
  metric,
  onMetricChange,
  units,
  updating,
}: {
  chart: Overview['chart'];
  metric: OverviewChartMetric;
  onMetricChange: (metric: OverviewChartMetric) => void;
  units: UnitSystem;
  /** Another metric's figures are on their way: the old ones stay, dimmed. */
  updating: boolean;
}) {
  const { t, i18n } = useTranslation('dashboard');
  const id = useId();
  const box = useRef<HTMLDivElement>(null);
  const inView = useInView(box, DRAW_WHEN_VISIBLE);
  const valueText = useValueText();
  const unit = chartUnit(chart.metric, units);
  const weekday = new Intl.DateTimeFormat(i18n.language, { weekday: 'short', timeZone: 'UTC' });
  const fullDate = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full', timeZone: 'UTC' });
  const days: LabelledBar[] = chart.days.map(({ date, value }) => {
    const shown = value === null ? null : chartValue(value, unit);
    return {
      label: weekday.format(new Date(`${date}T00:00:00Z`)),
      value: shown,
      text: shown === null ? '' : valueText(shown, unit),
    };
  });
  const empty = days.every((day) => day.value === null);
  const metricLabel = t(`overview.chart.metrics.${chart.metric}`);

  return (
    <Card
      title={t('overview.weekly.title')}
      action={
        <div className="flex items-center gap-2">
          <label htmlFor={`${id}-metric`} className="text-sm text-muted-foreground">
            {t('overview.chart.metric')}
          </label>
          <select
            id={`${id}-metric`}
            value={metric}
            onChange={(event) => onMetricChange(event.target.value as OverviewChartMetric)}
            className={cn(inputClasses, 'h-9 w-auto py-1')}
          >
            {OVERVIEW_CHART_METRICS.map((option) => (
              <option key={option} value={option}>
                {t(`overview.chart.metrics.${option}`)}
              </option>
            ))}
          </select>
        </div>
      }
    >
      <div
        ref={box}
        aria-busy={updating || undefined}
        className={cn('relative', PLOT_HEIGHT, updating && 'opacity-60 transition-opacity')}
      >
        {inView && (
          <Suspense fallback={null}>
            <LabelledBarPlot bars={days} />
          </Suspense>
        )}
        {empty && (
          <p className="absolute inset-0 grid place-items-center px-6 text-center text-sm text-muted-foreground">
            {t('overview.chart.empty', { metric: metricLabel })}
          </p>
        )}
      </div>
      {/* In a clipped box: a table takes its cells' width whatever width it is given. */}
      <div className="sr-only">
        <table>
          <caption>{t('overview.chart.caption', { metric: metricLabel })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('overview.chart.day')}</th>
              <th scope="col">{metricLabel}</th>
            </tr>
          </thead>
          <tbody>
            {chart.days.map(({ date }, index) => (
              <tr key={date}>
                <th scope="row">{fullDate.format(new Date(`${date}T00:00:00Z`))}</th>
                <td>{days[index]!.text || t('overview.chart.nothing')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}
