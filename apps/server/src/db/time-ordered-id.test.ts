import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('is a version 7 UUID that the contracts accept', () => {
    const id = timeOrderedId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
  });

  it('never repeats, and increases from one millisecond to the next', async () => {
    const ids = Array.from({ length: 5_000 }, () => timeOrderedId());
    expect(new Set(ids).size).toBe(ids.length);
    const millisecondOf = (id: string) => id.replaceAll('-', '').slice(0, 12);
    const earlier = timeOrderedId();
    await new Promise((resolve) => setTimeout(resolve, 2));
    const later = timeOrderedId();
    expect(millisecondOf(later) > millisecondOf(earlier)).toBe(true);
    expect(later > earlier).toBe(true);
    // Within the run, ids sort by their millisecond first.
    const sorted = [...ids].sort();
    expect(sorted.map(millisecondOf)).toEqual(ids.map(millisecondOf));
  });

  it('draws fresh random bits for every id', () => {
    const randomPart = (id: string) => id.replaceAll('-', '').slice(13);
    const parts = Array.from({ length: 1_000 }, () => randomPart(timeOrderedId()));
    expect(new Set(parts).size).toBe(parts.length);
  });

  it('starts with the time it was made, in milliseconds', () => {
    const before = Date.now();
    const id = timeOrderedId();
    const after = Date.now();
    const ms = Number.parseInt(id.replaceAll('-', '').slice(0, 12), 16);
    expect(ms).toBeGreaterThanOrEqual(before);
    expect(ms).toBeLessThanOrEqual(after);
  });
});
