import { describe, expect, it } from 'vitest';
import {
  longDate,
  monthTitle,
  monthWeeks,
  sameDayInMonth,
  shiftMonth,
  weekdayNames,
} from './calendar-month';

describe('calendar month', () => {
  it('lays a month out in weeks from Monday', () => {
    // March 2026 starts on a Sunday and ends on a Tuesday.
    const weeks = monthWeeks('2026-03-18');
    expect(weeks).toHaveLength(6);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-03-01']);
    expect(weeks[1]?.[0]).toBe('2026-03-02');
    expect(weeks[5]).toEqual(['2026-03-30', '2026-03-31', null, null, null, null, null]);
    // February 2027 starts on a Monday: four full weeks.
    expect(monthWeeks('2027-02-10')).toHaveLength(4);
  });

  it('moves between months, keeping the day where the month has it', () => {
    expect(shiftMonth('2026-01-31', 1)).toBe('2026-02-01');
    expect(shiftMonth('2026-01-15', -1)).toBe('2025-12-01');
    expect(sameDayInMonth('2026-01-31', 1)).toBe('2026-02-28');
    expect(sameDayInMonth('2026-03-18', -1)).toBe('2026-02-18');
  });

  it("names days and months in the reader's language", () => {
    expect(weekdayNames('en', 'short')).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(weekdayNames('es', 'long')[0]).toBe('lunes');
    expect(monthTitle('2026-03-01', 'es')).toBe('Marzo de 2026');
    expect(longDate('2026-03-18', 'en')).toBe('Wednesday, March 18, 2026');
  });
});
