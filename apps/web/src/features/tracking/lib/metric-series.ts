/**
 * A check-in metric over the last N days, as the trend chart draws it: one point per day (null
 * where nothing was recorded), quantities in the user's units, and the figures its summary reads.
 */
import {
  addLocalDays,
  localDatesFrom,
  type CheckIn,
  type CheckInMetric,
  type LocalDate,
  type UnitSystem,
} from '@ascend/contracts';
import { fromStored, type Quantity } from '@/lib/units/unit-conversion';

export const TREND_RANGES = [7, 30, 90] as const;
export type TrendRange = (typeof TREND_RANGES)[number];

const QUANTITIES: Partial<Record<CheckInMetric, Quantity>> = {
  weight_kg: 'mass',
  water_ml: 'volume',
};

export function quantityOf(metric: CheckInMetric): Quantity | undefined {
  return QUANTITIES[metric];
}

export interface SeriesPoint {
  date: LocalDate;
  value: number | null;
}

export function metricSeries(
  checkIns: readonly CheckIn[],
  metric: CheckInMetric,
  today: LocalDate,
  days: number,
  units: UnitSystem,
): SeriesPoint[] {
  const byDate = new Map(checkIns.map((checkIn) => [checkIn.date, checkIn]));
  const quantity = QUANTITIES[metric];
  return localDatesFrom(addLocalDays(today, 1 - days), today).map((date) => {
    const stored = byDate.get(date)?.[metric] ?? null;
    const value = stored !== null && quantity ? fromStored(quantity, units, stored) : stored;
    return { date, value };
  });
}

export interface SeriesSummary {
  recorded: number;
  average: number | null;
  min: number | null;
  max: number | null;
  latest: SeriesPoint | null;
}

export function summarizeSeries(points: readonly SeriesPoint[]): SeriesSummary {
  const recorded = points.filter(
    (point): point is { date: LocalDate; value: number } => point.value !== null,
  );
  const values = recorded.map((point) => point.value);
  return {
    recorded: recorded.length,
    average: values.length ? values.reduce((sum, value) => sum + value, 0) / values.length : null,
    min: values.length ? Math.min(...values) : null,
    max: values.length ? Math.max(...values) : null,
    latest: recorded.at(-1) ?? null,
  };
}
