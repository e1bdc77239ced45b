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

/**
 * The user's today, read through their settings (cached; the defaults for a user without any, in
 * memory: reading the day never stores a settings row).
 */
export async function userToday(
  settings: SettingsRepository,
  user: ApiUser,
  now: number = Date.now(),
): Promise<LocalDate> {
  const preferences = await settings.preferences(user.id, () =>
    defaultPreferences(user.claims.user_metadata),
  );
  return todayAt(now, preferences.timezone, preferences.dayStartsAt);
}

const QUARTER_HOUR_MS = 15 * 60_000;
const REMEMBERED_QUARTERS = 10_000;
const todayByQuarter = new Map<string, LocalDate>();
const offsetFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in seconds ("GMT+05:45", "GMT-00:14:44", "GMT"). */
function offsetSeconds(timeZone: string, instant: number): number {
  let format = offsetFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' });
    offsetFormats.set(timeZone, format);
  }
  const name = format.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value;
  const match = /^GMT(?:([+-])(\d{2}):(\d{2})(?::(\d{2}))?)?$/.exec(name ?? '');
  if (!match) return Number.NaN;
  const [, sign, hours = '0', minutes = '0', seconds = '0'] = match;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 3600 + Number(minutes) * 60 + Number(seconds));
}

/**
 * localDayOf, remembered per zone, day start and UTC quarter hour: every request of every tracking
 * route asks, and the time-zone arithmetic costs more than the rest of a cached read. Exact: a
 * quarter hour is remembered only when the zone's offset is the same at both its ends and a whole
 * number of quarter hours, so the local time runs through one quarter-aligned quarter hour, which
 * a day start (on the quarter hour) cannot fall inside.
 */
export function todayAt(now: number, timeZone: string, dayStartsAt: string): LocalDate {
  const quarter = Math.floor(now / QUARTER_HOUR_MS);
  const key = `${timeZone} ${dayStartsAt} ${quarter}`;
  const remembered = todayByQuarter.get(key);
  if (remembered !== undefined) return remembered;
  const today = localDayOf(now, timeZone, dayStartsAt);
  const start = quarter * QUARTER_HOUR_MS;
  const offset = offsetSeconds(timeZone, start);
  if (offset % 900 === 0 && offsetSeconds(timeZone, start + QUARTER_HOUR_MS - 1) === offset) {
    if (todayByQuarter.size >= REMEMBERED_QUARTERS) todayByQuarter.clear();
    todayByQuarter.set(key, today);
  }
  return today;
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
