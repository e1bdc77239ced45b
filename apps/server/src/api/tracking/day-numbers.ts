/**
 * Local dates as whole day numbers (days since 1970-01-01, negative before it), for the loops over a
 * habit's history and the overview's calendar: integer arithmetic instead of date objects, which
 * cost a hundred times more on a hot path (the contracts' date-fns helpers stay the definition;
 * day-numbers.test.ts holds these to them).
 */
import type { LocalDate } from '@ascend/contracts';

/** Days from 1970-01-01 to `YYYY-MM-DD` (Howard Hinnant's days_from_civil, proleptic Gregorian). */
export function dayNumber(date: LocalDate): number {
  let year =
    (date.charCodeAt(0) - 48) * 1000 +
    (date.charCodeAt(1) - 48) * 100 +
    (date.charCodeAt(2) - 48) * 10 +
    (date.charCodeAt(3) - 48);
  const month = (date.charCodeAt(5) - 48) * 10 + (date.charCodeAt(6) - 48);
  const day = (date.charCodeAt(8) - 48) * 10 + (date.charCodeAt(9) - 48);
  if (month <= 2) year -= 1;
  const era = Math.floor(year / 400);
  const yearOfEra = year - era * 400;
  const dayOfYear = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const dayOfEra =
    yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146_097 + dayOfEra - 719_468;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The `YYYY-MM-DD` of a day number (civil_from_days). */
export function dateOfDay(dayNumberValue: number): LocalDate {
  const z = dayNumberValue + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear =
    dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthIndex = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthIndex + 2) / 5) + 1;
  const month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** ISO weekday, 1 = Monday … 7 = Sunday (day 0, 1970-01-01, was a Thursday). */
export function isoWeekdayOfDay(day: number): number {
  return ((((day + 3) % 7) + 7) % 7) + 1;
}

/** The Monday of the day's week. */
export function mondayOfDay(day: number): number {
  return day - (isoWeekdayOfDay(day) - 1);
}

/** `date` moved by `days`. */
export const addDays = (date: LocalDate, days: number): LocalDate =>
  dateOfDay(dayNumber(date) + days);
