import type { InsightMetric, UnitSystem } from '@ascend/contracts';
import { useTranslation } from 'react-i18next';
import { metricKey, shownValue, valueUnit } from './metric-values';

/** Numbers in the page's language, and a metric's stored value written with its unit. */
export function useValueText(units: UnitSystem) {
  const { t, i18n } = useTranslation('insights');
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 });
  const formatNumber = (value: number) => number.format(value);
  return {
    formatNumber,
    valueText: (metric: InsightMetric, value: number) => {
      const unit = valueUnit(metric, units);
      const shown = shownValue(value, unit);
      return t(`units.${unit}`, { value: formatNumber(shown), count: shown });
    },
    metricName: (metric: InsightMetric) =>
      t(`metrics.${metricKey(metric)}`, metric.kind === 'habit' ? { name: metric.name } : {}),
  };
}
