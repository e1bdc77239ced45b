import { INSIGHT_MIN_PAIRED_DAYS, type InsightFinding, type UnitSystem } from '@ascend/contracts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { cn } from '@/lib/cn';
import { findingSentence } from '../finding-sentence';
import { shownValue, valueUnit } from '../metric-values';
import { useValueText } from '../use-value-text';

const LabelledBarPlot = lazy(() =>
  import('@/components/charts/labelled-bar-plot').then((module) => ({
    default: module.LabelledBarPlot,
  })),
);

const CONFIDENCE_CLASSES = {
  high: 'border-emerald-600/40 bg-emerald-500/10 text-emerald-800 dark:text-emerald-300',
  medium: 'border-amber-600/40 bg-amber-500/10 text-amber-800 dark:text-amber-300',
  low: 'border-border text-muted-foreground',
} as const;

/** "p = 0.012", or "p < 0.001" below what three decimals can show. */
function probability(symbol: 'p' | 'q', value: number, format: Intl.NumberFormat): string {
  return value < 0.001
    ? `${symbol} < ${format.format(0.001)}`
    : `${symbol} = ${format.format(value)}`;
}

function FindingItem({ finding, units }: { finding: InsightFinding; units: UnitSystem }) {
  const { t, i18n } = useTranslation('insights');
  const { formatNumber, valueText, metricName } = useValueText(units);
  const decimals = (digits: number) =>
    new Intl.NumberFormat(i18n.language, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
  const unit = valueUnit(finding.b, units);
  const above = valueText(finding.b, finding.b_mean_at_or_above);
  const below = valueText(finding.b, finding.b_mean_below);
  const metric = metricName(finding.b);
  return (
    <li className="grid gap-3 rounded-xl border border-border p-4 sm:grid-cols-[1fr_12rem]">
      <div className="min-w-0">
        <p className="font-medium">{findingSentence(t, finding, units, formatNumber)}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          <span
            className={cn(
              'rounded-full border px-2 py-0.5 text-xs font-medium',
              CONFIDENCE_CLASSES[finding.confidence],
            )}
          >
            {t(`findings.confidence.${finding.confidence}`)}
          </span>
          <span className="text-muted-foreground">
            {t('findings.detail', {
              r: decimals(2).format(finding.r),
              p: probability('p', finding.p, decimals(3)),
              q: probability('q', finding.q, decimals(3)),
              days: finding.n,
            })}
          </span>
        </p>
        <p className="mt-1 text-sm text-muted-foreground">
          {t('findings.means', { metric, above, below })}
        </p>
      </div>
      <figure className="h-32" aria-hidden="true">
        <Suspense fallback={null}>
          <LabelledBarPlot
            maxBarSize={48}
            bars={[
              {
                label: t('findings.onThoseDays'),
                value: shownValue(finding.b_mean_at_or_above, unit),
                text: above,
              },
              {
                label: t('findings.onOtherDays'),
                value: shownValue(finding.b_mean_below, unit),
                text: below,
              },
            ]}
          />
        </Suspense>
      </figure>
    </li>
  );
}

/** The strongest correlations, each as a sentence with its confidence and the averages behind it. */
export function FindingsPanel({
  findings,
  qThreshold,
  pairsTested,
  units,
}: {
  findings: readonly InsightFinding[];
  qThreshold: number;
  pairsTested: number;
  units: UnitSystem;
}) {
  const { t, i18n } = useTranslation('insights');
  return (
    <Panel
      title={t('findings.title')}
      description={t('findings.description', {
        minDays: INSIGHT_MIN_PAIRED_DAYS,
        threshold: new Intl.NumberFormat(i18n.language).format(qThreshold),
        pairs: new Intl.NumberFormat(i18n.language).format(pairsTested),
      })}
    >
      {findings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('findings.none')}</p>
      ) : (
        <ol className="grid gap-3">
          {findings.map((finding) => (
            <FindingItem
              key={JSON.stringify([finding.a, finding.b, finding.lag])}
              finding={finding}
              units={units}
            />
          ))}
        </ol>
      )}
    </Panel>
  );
}
