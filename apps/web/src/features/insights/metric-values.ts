/**
 * How a metric's value is written on the insights page: the server's SI value in the user's unit
 * system, rounded as it is read, with its unit (words under `insights:units`).
 */
import type { InsightMetric, UnitSystem } from '@ascend/contracts';
import { fromStored } from '@/lib/units/unit-conversion';

export type ValueUnit =
  'hours' | 'scale' | 'kg' | 'lb' | 'steps' | 'ml' | 'floz' | 'minutes' | 'habits' | 'share';

export function valueUnit(metric: InsightMetric, units: UnitSystem): ValueUnit {
  if (metric.kind === 'habits_done') return 'habits';
  if (metric.kind === 'habit') return 'share';
  switch (metric.metric) {
    case 'sleep_hours':
      return 'hours';
    case 'sleep_quality':
    case 'mood':
    case 'energy':
    case 'stress':
      return 'scale';
    case 'weight_kg':
      return units === 'imperial' ? 'lb' : 'kg';
    case 'steps':
      return 'steps';
    case 'water_ml':
      return units === 'imperial' ? 'floz' : 'ml';
    case 'training_minutes':
      return 'minutes';
  }
}

/** The value in the unit shown: one decimal at most; a habit's share of days as a percentage. */
export function shownValue(value: number, unit: ValueUnit): number {
  const converted =
    unit === 'lb'
      ? fromStored('mass', 'imperial', value)
      : unit === 'floz'
        ? fromStored('volume', 'imperial', value)
        : unit === 'share'
          ? value * 100
          : value;
  return Math.round(converted * 10) / 10;
}

/** The key of a metric's name (`insights:metrics.*`); a habit is named by itself. */
export const metricKey = (metric: InsightMetric) =>
  metric.kind === 'check_in' ? metric.metric : metric.kind;
