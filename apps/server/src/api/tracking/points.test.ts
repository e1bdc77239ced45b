import { describe, expect, it } from 'vitest';
import { POINTS, pointsFor } from './points.js';

describe('points from records', () => {
  it('gives a check-in 10, a habit day done 5 and a diary entry 5', () => {
    expect(POINTS).toEqual({ checkIn: 10, habitDayDone: 5, diaryEntry: 5 });
    expect(pointsFor({ checkIns: 1, habitDaysDone: 0, diaryEntries: 0 })).toBe(10);
    expect(pointsFor({ checkIns: 0, habitDaysDone: 1, diaryEntries: 0 })).toBe(5);
    expect(pointsFor({ checkIns: 0, habitDaysDone: 0, diaryEntries: 1 })).toBe(5);
  });

  it('adds them up: a day with a check-in, two habits done and an entry is 10 + 2×5 + 5 = 25', () => {
    expect(pointsFor({ checkIns: 1, habitDaysDone: 2, diaryEntries: 1 })).toBe(25);
  });

  it('is zero for nothing recorded, and never negative', () => {
    expect(pointsFor({ checkIns: 0, habitDaysDone: 0, diaryEntries: 0 })).toBe(0);
  });
});
