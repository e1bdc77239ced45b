/**
 * A month as the calendar draws it: weeks from Monday to Sunday, the days outside the month left
 * empty; names of days and months from Intl in the reader's language. Dates are calendar days
 * (no zone): they are formatted at UTC midnight so no zone can move them to another day.
 */
import {
  addLocalDays,
  isoWeekdayOf,
  localDatesFrom,
  monthOf,
  type LocalDate,
} from '@ascend/contracts';

const atUtcMidnight = (date: LocalDate) => new Date(`${date}T00:00:00Z`);

/**
 * One formatter per language and style, made once: building an Intl.DateTimeFormat costs far more
 * than formatting with it, and the calendar names every day of the month on each render.
 */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(language: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(language, { ...options, timeZone: 'UTC' });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** The weeks of `date`'s month, Monday first; null where a week reaches into another month. */
export function monthWeeks(date: LocalDate): (LocalDate | null)[][] {
  const { first, days } = monthOf(date);
  const cells: (LocalDate | null)[] = [
    ...Array.from({ length: isoWeekdayOf(first) - 1 }, () => null),
    ...localDatesFrom(first, addLocalDays(first, days - 1)),
  ];
  while (cells.length % 7 !== 0) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, week) => cells.slice(week * 7, week * 7 + 7));
}

/** The first day of the month before or after `date`'s. */
export function shiftMonth(date: LocalDate, months: number): LocalDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const shifted = new Date(Date.UTC(year, month - 1 + months, 1));
  return shifted.toISOString().slice(0, 10);
}

/** The same day of the month `months` away, or that month's last day if it is shorter. */
export function sameDayInMonth(date: LocalDate, months: number): LocalDate {
  const first = shiftMonth(date, months);
  const day = Math.min(Number(date.slice(8)), monthOf(first).days);
  return addLocalDays(first, day - 1);
}

/** Monday … Sunday in the reader's language. */
export function weekdayNames(language: string, style: 'long' | 'short' | 'narrow'): string[] {
  const format = formatterFor(language, { weekday: style });
  // 2024-01-01 was a Monday.
  return Array.from({ length: 7 }, (_, index) =>
    format.format(atUtcMidnight(addLocalDays('2024-01-01', index))),
  );
}

const capitalised = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

/** "March 2026", "Marzo de 2026". */
export function monthTitle(date: LocalDate, language: string): string {
  return capitalised(
    formatterFor(language, { month: 'long', year: 'numeric' }).format(atUtcMidnight(date)),
  );
}

/** "Wednesday, March 18, 2026", "miércoles, 18 de marzo de 2026". */
export function longDate(date: LocalDate, language: string): string {
  return formatterFor(language, { dateStyle: 'full' }).format(atUtcMidnight(date));
}

/** "Mar 18", "18 mar": for chart axes. */
export function shortDate(date: LocalDate, language: string): string {
  return formatterFor(language, { month: 'short', day: 'numeric' }).format(atUtcMidnight(date));
}
