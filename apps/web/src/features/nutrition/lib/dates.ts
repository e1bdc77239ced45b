/** Dates as the nutrition page writes them, from the user's local dates (`YYYY-MM-DD`). */
import type { LocalDate } from '@ascend/contracts';

function utcDate(date: LocalDate): Date {
  return new Date(`${date}T12:00:00Z`);
}

/** "Tuesday, 24 November 2026" in the reader's language. */
export function longDate(date: LocalDate, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(date));
}

/** "Tue 24" for a chart's axis. */
export function shortDay(date: LocalDate, language: string): string {
  return new Intl.DateTimeFormat(language, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(utcDate(date));
}
