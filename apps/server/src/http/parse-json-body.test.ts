import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, MAX_JSON_KEYS, parseJsonBody } from './parse-json-body.js';

const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

describe('parseJsonBody', () => {
  it('parses ordinary bodies, brackets inside strings included', () => {
    expect(parseJsonBody('{"a":[1,{"b":"[[[{{{\\"]]"}]}')).toEqual({
      ok: true,
      value: { a: [1, { b: '[[[{{{"]]' }] },
    });
    expect(parseJsonBody(nested(MAX_JSON_DEPTH))).toMatchObject({ ok: true });
  });

  it('refuses nesting deeper than the limit (it would overflow JSON.stringify later)', () => {
    expect(parseJsonBody(nested(MAX_JSON_DEPTH + 1))).toMatchObject({
      ok: false,
      problem: 'too_deep',
    });
    expect(parseJsonBody(`{"data":${nested(20_000)}}`)).toMatchObject({
      ok: false,
      problem: 'too_deep',
    });
  });

  it('refuses more object keys than the limit, wherever they are, before parsing', () => {
    const wide = (keys: number) =>
      JSON.stringify(Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i])));
    expect(parseJsonBody(wide(MAX_JSON_KEYS))).toMatchObject({ ok: true });
    expect(parseJsonBody(wide(MAX_JSON_KEYS + 1))).toMatchObject({
      ok: false,
      problem: 'too_wide',
    });
    const nestedWide = JSON.stringify({
      data: Array.from({ length: 2 }, () => JSON.parse(wide(MAX_JSON_KEYS / 2 + 1)) as unknown),
    });
    expect(parseJsonBody(nestedWide)).toMatchObject({ ok: false, problem: 'too_wide' });
    // Colons inside strings are not keys; array elements are not keys either.
    expect(parseJsonBody(JSON.stringify({ a: ':'.repeat(5000) }))).toMatchObject({ ok: true });
    expect(parseJsonBody(JSON.stringify(Array(5000).fill(1)))).toMatchObject({ ok: true });
    // Refused by the scan, not by a parse: text that is not even JSON after the limit.
    expect(parseJsonBody(`${wide(MAX_JSON_KEYS + 1).slice(0, -1)},!!!`)).toMatchObject({
      problem: 'too_wide',
    });
  });

  it('with a larger key budget, takes many small objects but still no wide one', () => {
    const bounds = { maxKeys: 50 * MAX_JSON_KEYS };
    const record = (i: number) => ({ date: `d${i}`, mood: 3, note: 'a:b', tags: ['x'] });
    const records = JSON.stringify({
      check_ins: Array.from({ length: 5 * MAX_JSON_KEYS }, (_, i) => record(i)),
    });
    expect(parseJsonBody(records)).toMatchObject({ ok: false, problem: 'too_wide' });
    expect(parseJsonBody(records, bounds)).toMatchObject({ ok: true });

    const objectOf = (keys: number) =>
      Object.fromEntries(Array.from({ length: keys }, (_, i) => [`k${i}`, i]));
    // The widest object may have MAX_JSON_KEYS keys, at any depth, beside others.
    const widest = JSON.stringify({ a: [objectOf(MAX_JSON_KEYS)], b: objectOf(10) });
    expect(parseJsonBody(widest, bounds)).toMatchObject({ ok: true });
    for (const wide of [
      { a: [objectOf(MAX_JSON_KEYS + 1)] },
      objectOf(MAX_JSON_KEYS + 1),
      // Keys of an object on both sides of a nested one are one object's keys.
      { ...objectOf(MAX_JSON_KEYS / 2), inner: { x: 1 }, ...objectOf(MAX_JSON_KEYS + 1) },
    ]) {
      expect(parseJsonBody(JSON.stringify(wide), bounds)).toMatchObject({
        ok: false,
        problem: 'too_wide',
      });
    }
    expect(parseJsonBody(records, { maxKeys: 1000 * 4 })).toMatchObject({ problem: 'too_wide' });
  });

  it('refuses NUL in any string or key, but not the text of an escaped backslash', () => {
    expect(parseJsonBody('{"email":"a\\u0000b@example.com"}')).toMatchObject({
      ok: false,
      problem: 'nul',
    });
    expect(parseJsonBody('{"data":{"k\\u0000":1}}')).toMatchObject({ ok: false, problem: 'nul' });
    expect(parseJsonBody('{"a":"\\\\u0000"}')).toEqual({ ok: true, value: { a: '\\u0000' } });
  });

  it('refuses a lone surrogate half in any string or key, but keeps a pair and an escaped backslash', () => {
    for (const text of [
      '{"body":"a\\ud83d"}',
      '{"body":"\\udc00b"}',
      '{"tags":["\\uDFFF"]}',
      '{"k\\ud800":1}',
      '{"body":"\\ude00\\ud83d"}',
    ]) {
      expect(parseJsonBody(text), text).toMatchObject({ ok: false, problem: 'lone_surrogate' });
    }
    expect(parseJsonBody('{"body":"\\ud83d\\ude00"}')).toEqual({ ok: true, value: { body: '😀' } });
    expect(parseJsonBody('{"body":"😀"}')).toEqual({ ok: true, value: { body: '😀' } });
    expect(parseJsonBody('{"a":"\\\\ud83d"}')).toEqual({ ok: true, value: { a: '\\ud83d' } });
  });

  it('reports a syntax error as such', () => {
    expect(parseJsonBody('{"a":')).toMatchObject({ ok: false, problem: 'syntax' });
  });
});
