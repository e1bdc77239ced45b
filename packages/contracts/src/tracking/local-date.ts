import { z } from 'zod';

/**
 * A calendar date in the user's own day (ISO `YYYY-MM-DD`), the key of everything tracked by day.
 * Bounded so that a typo such as year 20255 is refused rather than stored: the product keeps
 * records from 1900 (imported history) to 2100.
 */
export const EARLIEST_LOCAL_DATE = '1900-01-01';
export const LATEST_LOCAL_DATE = '2100-12-31';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Days in each month of a common year (February's leap day is added below). */
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/**
 * True for a real calendar date written as `YYYY-MM-DD` (no 2026-02-30, no 2026-13-01), in the
 * proleptic Gregorian calendar as `Date` counts it. Arithmetic on the digits, no `Date`: every
 * request naming a day checks one, and its answer often another. A year below 100 is refused, as
 * `Date.UTC` would read it as 19xx.
 */
export function isCalendarDate(text: string): boolean {
  if (!ISO_DATE.test(text)) return false;
  const year = Number(text.slice(0, 4));
  const month = Number(text.slice(5, 7));
  const day = Number(text.slice(8, 10));
  if (year < 100 || month < 1 || month > 12 || day < 1) return false;
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return day <= MONTH_DAYS[month - 1]! + (month === 2 && leap ? 1 : 0);
}

export const localDateSchema = z
  .string()
  .refine(isCalendarDate, { error: 'Must be a calendar date written as YYYY-MM-DD' })
  .refine((date) => date >= EARLIEST_LOCAL_DATE && date <= LATEST_LOCAL_DATE, {
    error: `Must be between ${EARLIEST_LOCAL_DATE} and ${LATEST_LOCAL_DATE}`,
  });
export type LocalDate = z.infer<typeof localDateSchema>;

/** `?from=…&to=…`, both included; `to` not before `from`, and at most `maxDays` long. */
export const localDateRangeSchema = (maxDays: number) =>
  z
    .strictObject({ from: localDateSchema, to: localDateSchema })
    .refine(({ from, to }) => from <= to, { error: '`to` must not be before `from`', path: ['to'] })
    .refine(({ from, to }) => daysBetween(from, to) < maxDays, {
      error: `A range covers at most ${maxDays} days`,
      path: ['to'],
    });

function daysBetween(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
}

/**
 * When the user's day begins, local time (`HH:MM`, on the quarter hour, 00:00–12:00): a late night
 * before it counts for the day before (self-optimisation.md, "a day that ends when they sleep").
 */
export const DEFAULT_DAY_STARTS_AT = '04:00';
export const dayStartsAtSchema = z
  .string()
  .regex(/^(0\d|1[0-2]):(00|15|30|45)$/, {
    error: 'Must be a time from 00:00 to 12:00 on the quarter hour, written HH:MM',
  })
  .refine((time) => time <= '12:00', { error: 'The day starts at 12:00 at the latest' });
