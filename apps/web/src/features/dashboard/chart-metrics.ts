/**
 * What the weekly chart draws for each metric: the server's SI value turned into the user's unit
 * system, and the unit its numbers are written with (words under `dashboard:overview.chart.unit`).
 */
import type { OverviewChartMetric, UnitSystem } from '@ascend/contracts';
import { kilogramsToPounds, millilitresToFluidOunces } from '@/lib/units/unit-conversion';

export type ChartUnit =
  'points' | 'habits' | 'hours' | 'scale' | 'kg' | 'lb' | 'steps' | 'ml' | 'floz' | 'minutes';

export function chartUnit(metric: OverviewChartMetric, units: UnitSystem): ChartUnit {
  switch (metric) {
    case 'points':
      return 'points';
    case 'habits_done':
      return 'habits';
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

/** The value in the unit shown, rounded as it is written (one decimal at most). */
export function chartValue(value: number, unit: ChartUnit): number {
  const shown =
    unit === 'lb'
      ? kilogramsToPounds(value)
      : unit === 'floz'
        ? millilitresToFluidOunces(value)
        : value;
  return Math.round(shown * 10) / 10;
}
