import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailableError } from './database-errors.js';

describe('isDatabaseUnavailableError', () => {
  it.each([
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })]),
    Object.assign(new Error('terminating connection due to administrator command'), {
      code: '57P01',
    }),
    Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    Object.assign(new Error('connection failure'), { code: '08006' }),
    new Error('Connection terminated unexpectedly'),
    Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' }),
    Object.assign(new Error('disk I/O error'), { code: 'SQLITE_IOERR_WRITE' }),
    new Error('The database connection is not open'),
    new Error('wrapped', {
      cause: Object.assign(new Error('reset'), { code: 'ECONNRESET' }),
    }),
  ])('recognises %s', (error) => {
    expect(isDatabaseUnavailableError(error)).toBe(true);
  });

  it.each([
    new Error('syntax error at or near "selec"'),
    Object.assign(new Error('duplicate key value'), { code: '23505' }),
    Object.assign(new Error('UNIQUE constraint failed'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
    'a string',
    null,
  ])('does not mistake %s for an outage', (error) => {
    expect(isDatabaseUnavailableError(error)).toBe(false);
  });
});
