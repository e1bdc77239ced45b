import { describe, expect, it } from 'vitest';
import {
  addLocalDays,
  isoWeekdayOf,
  localDatesFrom,
  localDayOf,
  monthOf,
  weekStartOf,
} from './local-day.js';
import { isCalendarDate, localDateRangeSchema, localDateSchema } from './local-date.js';

describe("the user's day", () => {
  it('counts 02:30 before a 04:00 day start as the day before', () => {
    // 2026-11-23 02:30 in Madrid (UTC+1) is 01:30 UTC
    expect(localDayOf(Date.parse('2026-11-23T01:30:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-11-22',
    );
    expect(localDayOf(Date.parse('2026-11-23T03:00:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-11-23',
    );
    expect(localDayOf(Date.parse('2026-11-23T01:30:00Z'), 'Europe/Madrid', '00:00')).toBe(
      '2026-11-23',
    );
  });

  it('follows the time zone, not the server clock', () => {
    const instant = Date.parse('2026-11-23T05:00:00Z');
    expect(localDayOf(instant, 'America/Mexico_City', '04:00')).toBe('2026-11-22'); // 23:00 local
    expect(localDayOf(instant, 'Asia/Tokyo', '04:00')).toBe('2026-11-23'); // 14:00 local
  });

  it('crosses Madrid’s spring-forward night (02:00 → 03:00) without losing a day', () => {
    // 2026-03-29: clocks go from 02:00 CET to 03:00 CEST at 01:00 UTC
    expect(localDayOf(Date.parse('2026-03-29T00:30:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-03-28',
    ); // 01:30
    expect(localDayOf(Date.parse('2026-03-29T01:30:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-03-28',
    ); // 03:30 CEST
    expect(localDayOf(Date.parse('2026-03-29T02:00:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-03-29',
    ); // 04:00 CEST
  });

  it('crosses Madrid’s fall-back night, where 02:30 happens twice', () => {
    // 2026-10-25: 03:00 CEST becomes 02:00 CET at 01:00 UTC
    expect(localDayOf(Date.parse('2026-10-25T00:30:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-10-24',
    ); // 02:30 CEST
    expect(localDayOf(Date.parse('2026-10-25T01:30:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-10-24',
    ); // 02:30 CET
    expect(localDayOf(Date.parse('2026-10-25T03:00:00Z'), 'Europe/Madrid', '04:00')).toBe(
      '2026-10-25',
    ); // 04:00 CET
  });

  it('knows Mexico City kept daylight saving until 2022 and not after', () => {
    // 2022-04-03 was its last spring-forward (02:00 → 03:00, UTC−5 from 08:00 UTC)
    expect(localDayOf(Date.parse('2022-04-03T08:30:00Z'), 'America/Mexico_City', '04:00')).toBe(
      '2022-04-02',
    ); // 03:30 CDT
    expect(localDayOf(Date.parse('2022-04-03T09:00:00Z'), 'America/Mexico_City', '04:00')).toBe(
      '2022-04-03',
    ); // 04:00 CDT
    // In April 2023 it stayed on UTC−6: 09:30 UTC is 03:30 local, still the day before
    expect(localDayOf(Date.parse('2023-04-02T09:30:00Z'), 'America/Mexico_City', '04:00')).toBe(
      '2023-04-01',
    );
    expect(localDayOf(Date.parse('2023-04-02T10:00:00Z'), 'America/Mexico_City', '04:00')).toBe(
      '2023-04-02',
    );
  });
});

describe('calendar arithmetic on local dates', () => {
  it('adds days across months, leap days and years', () => {
    expect(addLocalDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addLocalDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addLocalDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('starts weeks on Monday', () => {
    expect(weekStartOf('2026-11-23')).toBe('2026-11-23'); // a Monday
    expect(weekStartOf('2026-11-29')).toBe('2026-11-23'); // Sunday
    expect(isoWeekdayOf('2026-11-29')).toBe(7);
  });

  it('knows the length of each month', () => {
    expect(monthOf('2028-02-10')).toEqual({ first: '2028-02-01', days: 29 });
    expect(monthOf('2026-11-23')).toEqual({ first: '2026-11-01', days: 30 });
  });

  it('lists the dates of a range, both ends included', () => {
    expect(localDatesFrom('2026-12-30', '2027-01-02')).toEqual([
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
  });
});

describe('local date validation', () => {
  it('accepts calendar dates only', () => {
    expect(isCalendarDate('2026-02-28')).toBe(true);
    expect(isCalendarDate('2026-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(isCalendarDate('2026-1-01')).toBe(false);
    expect(localDateSchema.safeParse('2101-01-01').success).toBe(false);
  });

  it('agrees with the calendar Date keeps, leap years and month ends included', () => {
    const byDate = (text: string) => {
      const [year, month, day] = text.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return (
        date.getUTCFullYear() === year &&
        date.getUTCMonth() === month - 1 &&
        date.getUTCDate() === day
      );
    };
    const years = [0, 99, 100, 1600, 1700, 1899, 1900, 1996, 2000, 2024, 2026, 2100, 2400, 9999];
    for (const year of years) {
      for (let month = 0; month <= 13; month += 1) {
        for (let day = 0; day <= 32; day += 1) {
          const text = [
            String(year).padStart(4, '0'),
            String(month).padStart(2, '0'),
            String(day).padStart(2, '0'),
          ].join('-');
          expect(isCalendarDate(text), text).toBe(byDate(text));
        }
      }
    }
  });

  it('bounds ranges', () => {
    const range = localDateRangeSchema(31);
    expect(range.safeParse({ from: '2026-01-01', to: '2026-01-31' }).success).toBe(true);
    expect(range.safeParse({ from: '2026-01-01', to: '2026-02-01' }).success).toBe(false);
    expect(range.safeParse({ from: '2026-02-01', to: '2026-01-01' }).success).toBe(false);
  });
});
