import { describe, expect, it } from 'vitest';
import { serializeUnchangingOnce, unchanging } from './unchanging-payload.js';

describe('serializeUnchangingOnce', () => {
  function countingSerializer() {
    const serialized: unknown[] = [];
    const serialize = serializeUnchangingOnce((value: unknown) => {
      serialized.push(value);
      return JSON.stringify(value);
    });
    return { serialize, serialized };
  }

  it('serialises an unchanging payload once', () => {
    const { serialize, serialized } = countingSerializer();
    const value = unchanging(Object.freeze({ theme: 'dark' }));
    expect(serialize(value)).toBe('{"theme":"dark"}');
    expect(serialize(unchanging(value))).toBe('{"theme":"dark"}');
    expect(serialized).toHaveLength(1);
  });

  it('serialises any other value afresh, even an equal or frozen one', () => {
    const { serialize, serialized } = countingSerializer();
    const value = { theme: 'dark' };
    serialize(value);
    value.theme = 'light';
    expect(serialize(value)).toBe('{"theme":"light"}');
    expect(serialize(Object.freeze({ theme: 'dark' }))).toBe('{"theme":"dark"}');
    expect(serialize('text')).toBe('"text"');
    expect(serialized).toHaveLength(4);
  });

  it('refuses to mark a value that could still change', () => {
    expect(() => unchanging({ theme: 'dark' })).toThrow(TypeError);
  });
});
