/**
 * What the weekly chart draws for each metric: the server's SI value turned into the user's unit
 * system, and the unit its numbers are written with (words under `dashboard:overview.chart.unit`).
 */
import type { OverviewChartMetric, UnitSystem } from '@ascend/contracts';
import {
  checkInMetricUnit,
  inMetricUnit,
  type CheckInMetricUnit,
} from '@/lib/units/check-in-metric-unit';

export type ChartUnit = CheckInMetricUnit | 'points' | 'habits';

export function chartUnit(metric: OverviewChartMetric, units: UnitSystem): ChartUnit {
  if (metric === 'points') return 'points';
  if (metric === 'habits_done') return 'habits';
  return checkInMetricUnit(metric, units);
}

/** The value in the unit shown, rounded as it is written (one decimal at most). */
export function chartValue(value: number, unit: ChartUnit): number {
  const shown = unit === 'points' || unit === 'habits' ? value : inMetricUnit(value, unit);
  return Math.round(shown * 10) / 10;
}
