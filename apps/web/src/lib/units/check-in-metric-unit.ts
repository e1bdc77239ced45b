/**
 * The unit a check-in metric is written in, in the user's unit system: one answer for the overview
 * chart and the insights page. Words for each unit live with the page that writes them.
 */
import type { CheckInMetric, UnitSystem } from '@ascend/contracts';
import { fromStored } from './unit-conversion';

export type CheckInMetricUnit =
  'hours' | 'scale' | 'kg' | 'lb' | 'steps' | 'ml' | 'floz' | 'minutes';

export function checkInMetricUnit(metric: CheckInMetric, units: UnitSystem): CheckInMetricUnit {
  switch (metric) {
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

/** A stored (SI) value in the unit it is written in: converted for pounds and fluid ounces. */
export function inMetricUnit(value: number, unit: CheckInMetricUnit): number {
  if (unit === 'lb') return fromStored('mass', 'imperial', value);
  if (unit === 'floz') return fromStored('volume', 'imperial', value);
  return value;
}
