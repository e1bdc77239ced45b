/**
 * The user's today, and the week (Monday start) and month around it: from their settings' time zone
 * and day-start hour (self-optimisation.md, "a day that ends when they sleep"). Every tracking figure
 * of "today", "this week" and "this month" starts here, so they all move together when the user
 * changes zone or day start.
 */
import { localDayOf, type LocalDate } from '@ascend/contracts';
import type { ApiUser } from '../http/authenticate.js';
import { unprocessable } from '../http/api-error.js';
import { defaultPreferences } from '../settings/default-preferences.js';
import type { SettingsRepository } from '../settings/settings-repository.js';
import { addDays, dateOfDay, dayNumber, mondayOfDay } from './day-numbers.js';

export interface CalendarMonth {
  first: LocalDate;
  last: LocalDate;
  days: number;
}

export interface UserDay {
  today: LocalDate;
  weekStart: LocalDate;
  /** The Sunday that ends this week. */
  weekEnd: LocalDate;
  month: CalendarMonth;
  previousMonth: CalendarMonth;
}

function calendarMonth(date: LocalDate): CalendarMonth {
  const first = `${date.slice(0, 7)}-01`;
  const [year, month] = [Number(date.slice(0, 4)), Number(date.slice(5, 7))];
  const next =
    month === 12
      ? `${year + 1}-01-01`
      : `${date.slice(0, 5)}${String(month + 1).padStart(2, '0')}-01`;
  const days = dayNumber(next) - dayNumber(first);
  return { first, days, last: addDays(next, -1) };
}

/** The week and months around a local date (day numbers: this runs on every tracking request). */
export function calendarAround(today: LocalDate): UserDay {
  const monday = mondayOfDay(dayNumber(today));
  const month = calendarMonth(today);
  return {
    today,
    weekStart: dateOfDay(monday),
    weekEnd: dateOfDay(monday + 6),
    month,
    previousMonth: calendarMonth(addDays(month.first, -1)),
  };
}

/** The user's today, read through their settings (cached; the defaults for a user without any). */
export async function userToday(
  settings: SettingsRepository,
  user: ApiUser,
  now: number = Date.now(),
): Promise<LocalDate> {
  const { preferences } = await settings.read(user.id, () =>
    defaultPreferences(user.claims.user_metadata),
  );
  return localDayOf(now, preferences.timezone, preferences.dayStartsAt);
}

/** The user's today with its week and months. */
export async function userDay(settings: SettingsRepository, user: ApiUser): Promise<UserDay> {
  return calendarAround(await userToday(settings, user));
}

/** Records are kept for days that have begun: a date after the user's today is refused (422). */
export function refuseFutureDate(
  date: LocalDate,
  today: LocalDate,
  loc: (string | number)[],
): void {
  if (date > today) {
    throw unprocessable(
      loc,
      `The date is in the future: your today is ${today} (time zone and day start from your settings)`,
      'future_date',
    );
  }
}
