import type { InsightBaseline, UnitSystem } from '@ascend/contracts';
import { ArrowDown, ArrowUp, Minus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Panel } from '@/components/ui/panel';
import { useValueText } from '../use-value-text';

const CHANGE_ICONS = { higher: ArrowUp, lower: ArrowDown, steady: Minus } as const;

/** Each metric's median of the last 14 days against the 60 before, with the change in words. */
export function BaselinesPanel({
  baselines,
  units,
}: {
  baselines: readonly InsightBaseline[];
  units: UnitSystem;
}) {
  const { t } = useTranslation('insights');
  const { valueText, metricName } = useValueText(units);
  const summary = (baseline: InsightBaseline, period: 'recent' | 'previous') => {
    const value = baseline[period];
    if (!value) return t('baselines.none');
    return `${valueText(baseline.metric, value.median)} (${t('baselines.days', { count: value.days })})`;
  };
  return (
    <Panel title={t('baselines.title')} description={t('baselines.description')}>
      <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
        {baselines.map((baseline) => {
          const Icon = baseline.change ? CHANGE_ICONS[baseline.change] : null;
          const name = metricName(baseline.metric);
          return (
            <li key={name} className="rounded-xl border border-border p-4">
              <h3 className="text-sm font-semibold">{name}</h3>
              <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                <dt className="text-muted-foreground">{t('baselines.recent')}</dt>
                <dd>{summary(baseline, 'recent')}</dd>
                <dt className="text-muted-foreground">{t('baselines.previous')}</dt>
                <dd>{summary(baseline, 'previous')}</dd>
              </dl>
              <p className="mt-2 flex items-center gap-1.5 text-sm font-medium">
                {Icon && <Icon className="size-4 text-accent" aria-hidden="true" />}
                {t(`baselines.change.${baseline.change ?? 'unknown'}`)}
              </p>
            </li>
          );
        })}
      </ul>
    </Panel>
  );
}
