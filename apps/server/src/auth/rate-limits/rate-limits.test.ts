import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { ConfigError } from '../../config.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { RATE_LIMIT_DEFAULTS, resolveRateLimits } from './rate-limits.js';

describe('resolveRateLimits', () => {
  it('uses the protocol defaults, applies overrides and refuses unknown names', () => {
    expect(resolveRateLimits(undefined)).toEqual(RATE_LIMIT_DEFAULTS);
    expect(resolveRateLimits('off')).toBe('off');
    const limits = resolveRateLimits({ token: { max: 5, windowSeconds: 10 } });
    expect(limits !== 'off' && limits.token).toEqual({ max: 5, windowSeconds: 10 });
    expect(limits !== 'off' && limits.verify).toEqual({ max: 30, windowSeconds: 300 });
    expect(() => resolveRateLimits({ tokens: { max: 1, windowSeconds: 1 } })).toThrow(ConfigError);
  });
});

const NEW = { 'x-supabase-api-version': '2024-01-01' };

describe.each(testDatabaseKinds())('rate limits on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // Windows of ten years: no window boundary falls inside a test run.
    const windowSeconds = 315_360_000;
    kit = await startAuthTestKit(kind, {
      AUTH_RATE_LIMITS: JSON.stringify({
        token: { max: 6, windowSeconds },
        token_email: { max: 2, windowSeconds },
        verify: { max: 2, windowSeconds },
        email_sent: { max: 3, windowSeconds },
        email_frequency: { max: 1, windowSeconds },
      }),
    });
  });
  afterAll(() => kit.close());

  const signIn = (email: string) =>
    kit.request('/token?grant_type=password', {
      method: 'POST',
      json: { email, password: 'wrong-password' },
      headers: NEW,
    });

  it('limits password sign-ins per e-mail and all token requests per IP', async () => {
    const target = uniqueEmail('target');
    expect((await signIn(target)).status).toBe(400);
    expect((await signIn(target)).status).toBe(400);
    const limited = await signIn(target.toUpperCase());
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({
      code: 'over_request_rate_limit',
      message: 'Request rate limit reached',
    });
    expect((await signIn(uniqueEmail('other'))).status).toBe(400);
    const refresh = () =>
      kit.request('/token?grant_type=refresh_token', {
        method: 'POST',
        json: { refresh_token: 'r'.repeat(32) },
        headers: NEW,
      });
    expect((await refresh()).status).toBe(400);
    expect((await refresh()).status).toBe(400);
    const perIp = await refresh();
    expect(perIp.status).toBe(429);
    // The client sees the protocol's code.
    const viaClient = await kit
      .client()
      .signInWithPassword({ email: uniqueEmail(), password: 'x'.repeat(8) });
    expect(viaClient.error?.status).toBe(429);
    expect(viaClient.error?.code).toBe('over_request_rate_limit');
  });

  it('limits /verify per IP, and another server instance on the same database shares the counters', async () => {
    const verify = () =>
      kit.request('/verify', { method: 'POST', json: { type: 'signup', token_hash: 'abc' } });
    expect((await verify()).status).toBe(403);
    expect((await verify()).status).toBe(403);
    expect((await verify()).status).toBe(429);
    const second = await buildApp(kit.server.config, { logger: false });
    try {
      const response = await second.inject({
        method: 'POST',
        url: '/auth/v1/verify',
        payload: { type: 'signup', token_hash: 'abc' },
        remoteAddress: '127.0.0.1',
      });
      expect(response.statusCode).toBe(429);
    } finally {
      await second.close();
    }
  });

  it('refuses a second mail to a user within 60 s and caps mails server-wide', async () => {
    const email = uniqueEmail();
    expect((await kit.client().signUp({ email, password: 'secret-123' })).error).toBeNull();
    const again = await kit.client().resend({ type: 'signup', email });
    expect(again.error?.status).toBe(429);
    expect(again.error?.code).toBe('over_email_send_rate_limit');
    expect(again.error?.message).toMatch(
      /^For security purposes, you can only request this after \d+ seconds\.$/,
    );
    expect(await kit.mailsTo(email)).toHaveLength(1);

    expect(
      (await kit.client().signUp({ email: uniqueEmail(), password: 'secret-123' })).error,
    ).toBeNull();
    expect(
      (await kit.client().signUp({ email: uniqueEmail(), password: 'secret-123' })).error,
    ).toBeNull();
    const capped = uniqueEmail();
    const over = await kit.client().signUp({ email: capped, password: 'secret-123' });
    expect(over.error?.status).toBe(429);
    expect(over.error?.code).toBe('over_email_send_rate_limit');
    // Refused before anything changed: no user was created for the address.
    const { data } = await kit.adminClient().admin.listUsers({ perPage: 1000 });
    expect(data.users.some((user) => user.email === capped)).toBe(false);
  });
});
