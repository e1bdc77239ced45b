import { describe, expect, it } from 'vitest';
import { MAX_JSON_DEPTH, parseJsonBody } from './parse-json-body.js';

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

  it('refuses NUL in any string or key, but not the text of an escaped backslash', () => {
    expect(parseJsonBody('{"email":"a\\u0000b@example.com"}')).toMatchObject({
      ok: false,
      problem: 'nul',
    });
    expect(parseJsonBody('{"data":{"k\\u0000":1}}')).toMatchObject({ ok: false, problem: 'nul' });
    expect(parseJsonBody('{"a":"\\\\u0000"}')).toEqual({ ok: true, value: { a: '\\u0000' } });
  });

  it('reports a syntax error as such', () => {
    expect(parseJsonBody('{"a":')).toMatchObject({ ok: false, problem: 'syntax' });
  });
});
