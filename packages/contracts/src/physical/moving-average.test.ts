import { describe, expect, it } from 'vitest';
import { timeWeightedMovingAverage } from './moving-average.js';

const options = { windowDays: 7, maxGapDays: 14 };
const averages = (entries: { date: string; value: number }[]) =>
  timeWeightedMovingAverage(entries, options).map((entry) => entry.average);

describe('timeWeightedMovingAverage', () => {
  it('the first entry averages to itself', () => {
    expect(averages([{ date: '2026-01-01', value: 80 }])).toEqual([80]);
  });

  it('weights each piece of the line by the time it covers, not by the count of entries', () => {
    // 80 on day 0, 82 on day 6, 82 on day 7 (two entries close together).
    const result = averages([
      { date: '2026-01-01', value: 80 },
      { date: '2026-01-07', value: 82 },
      { date: '2026-01-08', value: 82 },
    ]);
    // Window of the last: days 0–7. Piece 0→6 (80 → 82) has mean 81 over 6 days; piece 6→7 is 82
    // over 1 day: (81 × 6 + 82) / 7 = 81.1429.
    expect(result[2]).toBeCloseTo((81 * 6 + 82) / 7, 10);
    // A plain mean of the last two entries would be 82: the week at 80 → 82 still counts.
    expect(result[1]).toBeCloseTo(81, 10);
  });

  it('does not join entries across a gap longer than maxGapDays', () => {
    const result = averages([
      { date: '2026-01-01', value: 90 },
      { date: '2026-01-20', value: 80 }, // 19 days later
      { date: '2026-01-22', value: 81 },
    ]);
    expect(result[1]).toBe(80);
    expect(result[2]).toBeCloseTo(80.5, 10);
  });

  it('within the gap bound, a long piece is clipped to the window', () => {
    const result = averages([
      { date: '2026-01-01', value: 70 },
      { date: '2026-01-11', value: 80 }, // 10 days later: joined, window covers days 3–10
    ]);
    // Line at day 3 is 73; mean of 73 → 80 is 76.5.
    expect(result[1]).toBeCloseTo(76.5, 10);
  });
});
