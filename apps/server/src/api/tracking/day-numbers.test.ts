import { addLocalDays, isoWeekdayOf, localDaysBetween, weekStartOf } from '@ascend/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dateOfDay, dayNumber, isoWeekdayOfDay, mondayOfDay } from './day-numbers.js';

const anyDate = fc
  .date({
    min: new Date('1900-01-01T00:00:00Z'),
    max: new Date('2100-12-31T00:00:00Z'),
    noInvalidDate: true,
  })
  .map((date) => date.toISOString().slice(0, 10));

describe('day numbers', () => {
  it('count days from 1970-01-01, before it too', () => {
    expect(dayNumber('1970-01-01')).toBe(0);
    expect(dayNumber('1970-01-02')).toBe(1);
    expect(dayNumber('1969-12-31')).toBe(-1);
    expect(dayNumber('2000-03-01') - dayNumber('2000-02-28')).toBe(2); // 2000 was a leap year
    expect(dayNumber('1900-03-01') - dayNumber('1900-02-28')).toBe(1); // 1900 was not
  });

  it('agree with the contracts’ calendar arithmetic on every date from 1900 to 2100', () => {
    fc.assert(
      fc.property(anyDate, anyDate, fc.integer({ min: -800, max: 800 }), (date, other, shift) => {
        expect(dateOfDay(dayNumber(date))).toBe(date);
        expect(dayNumber(other) - dayNumber(date)).toBe(localDaysBetween(date, other));
        expect(addDays(date, shift)).toBe(addLocalDays(date, shift));
        expect(isoWeekdayOfDay(dayNumber(date))).toBe(isoWeekdayOf(date));
        expect(dateOfDay(mondayOfDay(dayNumber(date)))).toBe(weekStartOf(date));
      }),
      { numRuns: 300 },
    );
  });
});
