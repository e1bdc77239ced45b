/**
 * How a metric's value is written on the insights page: the server's SI value in the user's unit
 * system, rounded as it is read, with its unit (words under `insights:units`).
 */
import type { InsightMetric, UnitSystem } from '@ascend/contracts';
import {
  checkInMetricUnit,
  inMetricUnit,
  type CheckInMetricUnit,
} from '@/lib/units/check-in-metric-unit';

export type ValueUnit = CheckInMetricUnit | 'habits' | 'share';

export function valueUnit(metric: InsightMetric, units: UnitSystem): ValueUnit {
  if (metric.kind === 'habits_done') return 'habits';
  if (metric.kind === 'habit') return 'share';
  return checkInMetricUnit(metric.metric, units);
}

/** The value in the unit shown: one decimal at most; a habit's share of days as a percentage. */
export function shownValue(value: number, unit: ValueUnit): number {
  const converted =
    unit === 'share' ? value * 100 : unit === 'habits' ? value : inMetricUnit(value, unit);
  return Math.round(converted * 10) / 10;
}

/** The key of a metric's name (`insights:metrics.*`); a habit is named by itself. */
export const metricKey = (metric: InsightMetric) =>
  metric.kind === 'check_in' ? metric.metric : metric.kind;
