/** A measurement's value and its change between two scans, in the user's language. */
import { useTranslation } from 'react-i18next';
import type { Measure } from './face-measures';

export function useMeasureFormat() {
  const { t, i18n } = useTranslation('scans', { keyPrefix: 'face' });
  const percent = new Intl.NumberFormat(i18n.language, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const ratio = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 3,
    maximumFractionDigits: 3,
  });
  const percentPoints = new Intl.NumberFormat(i18n.language, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const signed = (text: string, delta: number) => (delta > 0 ? `+${text}` : text);
  return {
    value: (measure: Measure, value: number) =>
      measure.unit === 'percent' ? percent.format(value) : ratio.format(value),
    /** Percentage points for shares, plain difference for ratios, signed. */
    change: (measure: Measure, delta: number) =>
      measure.unit === 'percent'
        ? signed(t('result.percentPoints', { value: percentPoints.format(delta * 100) }), delta)
        : signed(ratio.format(delta), delta),
  };
}
