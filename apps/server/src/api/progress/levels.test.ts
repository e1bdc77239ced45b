import { describe, expect, it } from 'vitest';
import { levelOf, pointsToPass, pointsToReach } from './levels.js';

describe('the level curve', () => {
  it('takes the spec’s points to pass levels 1, 10 and 50', () => {
    // L = 1:  0.25 + 10 + 139.75 = 150       → 150 / 10 = 15     → 15 · 10 = 150
    expect(pointsToPass(1)).toBe(150);
    // L = 10: 25 + 100 + 139.75 = 264.75     → 26.475 rounds to 26 → 260
    expect(pointsToPass(10)).toBe(260);
    // L = 50: 625 + 500 + 139.75 = 1264.75   → 126.475 rounds to 126 → 1260
    expect(pointsToPass(50)).toBe(1260);
  });

  it('puts a new user at level 1 with the whole first level to go', () => {
    expect(levelOf(0)).toEqual({ level: 1, intoLevel: 0, levelSize: 150, toNext: 150 });
  });

  it('passes a level at exactly its points', () => {
    expect(levelOf(149).level).toBe(1);
    // Level 2 takes round((1 + 20 + 139.75) / 10) · 10 = round(16.075) · 10 = 160.
    expect(levelOf(150)).toEqual({ level: 2, intoLevel: 0, levelSize: 160, toNext: 160 });
    expect(levelOf(150 + 160 + 5)).toEqual({ level: 3, intoLevel: 5, levelSize: 170, toNext: 165 });
  });

  it('reaches each level at the sum of the levels before it', () => {
    expect(pointsToReach(1)).toBe(0);
    expect(pointsToReach(3)).toBe(310);
    for (const level of [1, 2, 10, 50]) expect(levelOf(pointsToReach(level)).level).toBe(level);
    expect(levelOf(pointsToReach(50) - 1).level).toBe(49);
  });
});
