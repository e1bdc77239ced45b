import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('is a UUID of version 7 whose first 48 bits are the time', () => {
    const id = timeOrderedId(Date.UTC(2026, 10, 24, 12));
    expect(z.uuid().safeParse(id).success).toBe(true);
    expect(id[14]).toBe('7');
    expect('89ab').toContain(id[19]);
    expect(parseInt(id.slice(0, 8) + id.slice(9, 13), 16)).toBe(Date.UTC(2026, 10, 24, 12));
  });

  it('sorts by time, and ids of one millisecond differ', () => {
    const earlier = timeOrderedId(1_000);
    const later = timeOrderedId(2_000);
    expect(earlier < later).toBe(true);
    expect(timeOrderedId(5)).not.toBe(timeOrderedId(5));
  });
});
