/**
 * The user's day: which calendar date an instant belongs to, in the user's time zone, when the day
 * starts at `dayStartsAt` rather than midnight; and the calendar arithmetic on those dates that
 * "today", "this week" (Monday start) and "this month" need. Shared by the server (which decides)
 * and the web app (which shows the same dates before the server answers).
 */
import { TZDate } from '@date-fns/tz';
import { addDays, differenceInCalendarDays, format, getISODay, startOfISOWeek } from 'date-fns';
import type { LocalDate } from './local-date.js';

/** The calendar date `instant` belongs to for a user in `timeZone` whose day starts at `dayStartsAt`. */
export function localDayOf(
  instant: Date | number,
  timeZone: string,
  dayStartsAt: string,
): LocalDate {
  const [hours, minutes] = dayStartsAt.split(':').map(Number) as [number, number];
  const wallClock = new TZDate(typeof instant === 'number' ? instant : instant.getTime(), timeZone);
  const date = format(wallClock, 'yyyy-MM-dd');
  const beforeDayStart =
    wallClock.getHours() < hours ||
    (wallClock.getHours() === hours && wallClock.getMinutes() < minutes);
  return beforeDayStart ? addLocalDays(date, -1) : date;
}

/** A date as a calendar day with no zone: UTC midnight, where date-fns' arithmetic is exact. */
const calendarDay = (date: LocalDate) => new TZDate(`${date}T00:00:00Z`, 'UTC');
const written = (day: Date) => format(day, 'yyyy-MM-dd');

export function addLocalDays(date: LocalDate, days: number): LocalDate {
  return written(addDays(calendarDay(date), days));
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function localDaysBetween(from: LocalDate, to: LocalDate): number {
  return differenceInCalendarDays(calendarDay(to), calendarDay(from));
}

/** ISO weekday, 1 = Monday … 7 = Sunday. */
export function isoWeekdayOf(date: LocalDate): number {
  return getISODay(calendarDay(date));
}

/** The Monday that starts the week of `date`. */
export function weekStartOf(date: LocalDate): LocalDate {
  return written(startOfISOWeek(calendarDay(date)));
}

/** The first day of `date`'s month, and the number of days in it. */
export function monthOf(date: LocalDate): { first: LocalDate; days: number } {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { first: `${date.slice(0, 7)}-01`, days };
}

/** Every date from `from` to `to`, both included. */
export function localDatesFrom(from: LocalDate, to: LocalDate): LocalDate[] {
  const count = localDaysBetween(from, to) + 1;
  return Array.from({ length: Math.max(count, 0) }, (_, index) => addLocalDays(from, index));
}
