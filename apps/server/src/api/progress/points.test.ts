import { describe, expect, it } from 'vitest';
import { habitMarkPoints, POINTS } from './points.js';

describe('points per record', () => {
  it('follows the spec’s table', () => {
    expect(POINTS).toEqual({
      check_in: 10,
      habit_done: 5,
      diary_entry: 5,
      scan: 15,
      test: 15,
      personal_record: 20,
    });
  });

  it('gives a habit day 5 when done and nothing when not (a skip is 0, never negative)', () => {
    expect(habitMarkPoints(true)).toBe(5);
    expect(habitMarkPoints(false)).toBe(0);
  });
});
