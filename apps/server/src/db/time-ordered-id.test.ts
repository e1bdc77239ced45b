import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('is a version 7 UUID that the contracts accept', () => {
    const id = timeOrderedId();
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
  });

  it('increases with every id, within one millisecond too', () => {
    const ids = Array.from({ length: 5_000 }, () => timeOrderedId());
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort()).toEqual(ids);
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
