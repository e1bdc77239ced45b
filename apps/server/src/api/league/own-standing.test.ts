import { describe, expect, it } from 'vitest';
import { topPercentOf } from './own-standing.js';

describe('topPercentOf', () => {
  it('is the smallest whole percent of active users that holds the rank', () => {
    expect(topPercentOf(1, 200)).toBe(1);
    expect(topPercentOf(3, 150)).toBe(2);
    expect(topPercentOf(2, 200)).toBe(1);
    expect(topPercentOf(3, 200)).toBe(2);
    expect(topPercentOf(150, 150)).toBe(100);
    expect(topPercentOf(1, 1)).toBe(100);
  });
});
