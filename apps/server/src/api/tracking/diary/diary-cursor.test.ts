import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.js';
import { decodeCursor, encodeCursor } from './diary-cursor.js';

const position = {
  date: '2026-03-01',
  createdAt: '2026-03-01T09:30:00.000Z',
  id: '6f1c1d2e-3b4a-4c5d-8e6f-7a8b9c0d1e2f',
};

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

function refusal(cursor: string): ApiError | undefined {
  try {
    decodeCursor(cursor);
    return undefined;
  } catch (error) {
    return error as ApiError;
  }
}

describe('the diary page cursor', () => {
  it('is URL-safe and gives back the position it was made from', () => {
    const cursor = encodeCursor(position);
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(cursor)).toEqual(position);
  });

  it.each([
    ['empty', ''],
    ['not base64url JSON', 'not a cursor at all'],
    ['JSON of another shape', base64url({ date: position.date })],
    ['a position missing its id', base64url([position.date, position.createdAt])],
    [
      'a position with one more element',
      base64url([position.date, position.createdAt, position.id, 1]),
    ],
    ['a date that is no calendar date', base64url(['2026-02-30', position.createdAt, position.id])],
    ['a time that is no timestamp', base64url([position.date, "' OR 1=1 --", position.id])],
    ['an id that is no UUID', base64url([position.date, position.createdAt, 'x'])],
    ['a prototype key', base64url({ __proto__: { polluted: true } })],
  ])('refuses %s with a 400 {detail}', (_label, cursor) => {
    const error = refusal(cursor);
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.statusCode).toBe(400);
    expect(typeof error?.detail).toBe('string');
  });
});
