import { addLocalDays, weekStartOf } from '@ascend/contracts';
import { describe, expect, it } from 'vitest';
import { currentWeekStart, previousWeekStart } from './league-week.js';

describe('the league week', () => {
  it('is the UTC Monday of the moment, as the calendar helpers of the contracts say', () => {
    // Every hour of five weeks around a year's end and a DST change in Europe (UTC has none).
    for (const start of [Date.UTC(2025, 11, 20), Date.UTC(2026, 2, 20)]) {
      for (let hour = 0; hour < 5 * 7 * 24; hour += 1) {
        const now = start + hour * 3_600_000 + 59 * 60_000;
        const expected = weekStartOf(new Date(now).toISOString().slice(0, 10));
        expect(currentWeekStart(now)).toBe(expected);
        expect(previousWeekStart(now)).toBe(addLocalDays(expected, -7));
      }
    }
  });

  it('turns at midnight UTC from Sunday to Monday', () => {
    expect(currentWeekStart(Date.UTC(2026, 10, 22, 23, 59, 59, 999))).toBe('2026-11-16');
    expect(currentWeekStart(Date.UTC(2026, 10, 23))).toBe('2026-11-23');
    expect(previousWeekStart(Date.UTC(2026, 10, 23))).toBe('2026-11-16');
  });
});
