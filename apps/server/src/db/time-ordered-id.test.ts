import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { timeOrderedId } from './time-ordered-id.js';

describe('timeOrderedId', () => {
  it('makes version 7 UUIDs that the contracts accept as UUIDs', () => {
    const id = timeOrderedId();
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(z.uuid().safeParse(id).success).toBe(true);
  });

  it('carries the time in its first 48 bits', () => {
    const now = Date.parse('2026-11-24T12:00:00.123Z');
    const id = timeOrderedId(now + 10 ** 9);
    expect(parseInt(id.replace('-', '').slice(0, 12), 16)).toBe(now + 10 ** 9);
  });

  it('keeps the ids of one process increasing, within a millisecond too', () => {
    const later = Date.now() + 2 * 10 ** 9;
    const ids = Array.from({ length: 10_000 }, (_, n) =>
      timeOrderedId(later + Math.floor(n / 5000)),
    );
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
