/**
 * Local dates as whole day numbers (days since 1970-01-01, negative before it), for the loops over a
 * habit's history: integer arithmetic and map lookups instead of parsing dates on every step.
 */
import type { LocalDate } from '@ascend/contracts';

const DAY_MS = 86_400_000;

export function dayNumber(date: LocalDate): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

export function dateOfDay(day: number): LocalDate {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

/** ISO weekday, 1 = Monday … 7 = Sunday (day 0, 1970-01-01, was a Thursday). */
export function isoWeekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the day's week. */
export function mondayOfDay(day: number): number {
  return day - (isoWeekdayOfDay(day) - 1);
}
