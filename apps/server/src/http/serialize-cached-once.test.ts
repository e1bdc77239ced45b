import { describe, expect, it } from 'vitest';
import { createUserReadCache } from '../db/user-read-cache.js';
import { serializeCachedOnce } from './serialize-cached-once.js';

describe('serializeCachedOnce', () => {
  const cache = createUserReadCache({ subscribe: () => undefined, changedElsewhere: () => false });

  function countingSerializer() {
    const serialized: unknown[] = [];
    const serialize = serializeCachedOnce((value: unknown) => {
      serialized.push(value);
      return JSON.stringify(value);
    });
    return { serialize, serialized };
  }

  it('serialises a value from the read cache once', async () => {
    const { serialize, serialized } = countingSerializer();
    const value = await cache.read('user', 'settings', () => Promise.resolve({ theme: 'dark' }));
    expect(serialize(value)).toBe('{"theme":"dark"}');
    expect(serialize(value)).toBe('{"theme":"dark"}');
    expect(serialized).toHaveLength(1);
  });

  it('serialises any other value afresh, even an equal or frozen one', () => {
    const { serialize, serialized } = countingSerializer();
    const value = { theme: 'dark' };
    serialize(value);
    value.theme = 'light';
    expect(serialize(value)).toBe('{"theme":"light"}');
    expect(serialize(Object.freeze({ theme: 'dark' }))).toBe('{"theme":"dark"}');
    expect(serialized).toHaveLength(3);
  });
});
