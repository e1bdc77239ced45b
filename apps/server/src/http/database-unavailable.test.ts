/**
 * A database outage gets one answer from the root, the product API and the auth service: 503 with
 * Retry-After and the same detail, each in its own shape. The database is really closed under the
 * running server, so every query fails as it would in an outage.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestKit, type ApiTestKit } from '../api/test-support/api-test-kit.js';
import { uniqueEmail } from '../auth/test-support/auth-test-kit.js';
import { DATABASE_UNAVAILABLE_DETAIL } from '../db/database-errors.js';
import { testDatabaseKinds } from '../test-support/test-database.js';

describe.each(testDatabaseKinds())('a database outage on %s', (kind) => {
  let kit: ApiTestKit;
  let accessToken: string;
  beforeAll(async () => {
    kit = await startApiTestKit(kind, { MAIL_OUTBOX: 'true' });
    ({ accessToken } = await kit.signUp());
    await kit.auth.server.app.database.close();
  });
  afterAll(() => kit.close());

  const signUp = (headers: Record<string, string> = {}) =>
    kit.auth.request('/signup', {
      method: 'POST',
      headers,
      json: { email: uniqueEmail('outage'), password: 'correct-horse-9' },
    });

  it('is 503 with Retry-After at the root', async () => {
    const response = await fetch(`${kit.url}/_dev/mail/messages.json`);
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
  });

  it('is 503 with Retry-After in the product API', async () => {
    const response = await kit.api('/settings', { token: accessToken });
    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('5');
    expect(await response.json()).toEqual({ detail: DATABASE_UNAVAILABLE_DETAIL });
  });

  it('is 503 with Retry-After in the auth service, in both protocol shapes', async () => {
    const legacy = await signUp();
    expect(legacy.status).toBe(503);
    expect(legacy.headers.get('retry-after')).toBe('5');
    expect(legacy.headers.get('x-sb-error-code')).toBe('unexpected_failure');
    expect(await legacy.json()).toMatchObject({
      code: 503,
      error_code: 'unexpected_failure',
      msg: DATABASE_UNAVAILABLE_DETAIL,
      error_id: expect.any(String),
    });

    const modern = await signUp({ 'x-supabase-api-version': '2024-01-01' });
    expect(modern.status).toBe(503);
    expect(modern.headers.get('retry-after')).toBe('5');
    expect(await modern.json()).toEqual({
      code: 'unexpected_failure',
      message: DATABASE_UNAVAILABLE_DETAIL,
    });
  });
});
