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
    const budget = resolveRateLimits(undefined, { global: 5000, perIp: 10 });
    expect(budget !== 'off' && [budget.email_sent, budget.email_sent_ip]).toEqual([
      { max: 5000, windowSeconds: 3600 },
      { max: 10, windowSeconds: 3600 },
    ]);
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

describe.each(testDatabaseKinds())('the mail budget on %s', (kind) => {
  /** Requests from a client address of the test's choosing (TRUST_PROXY is on). */
  const from = (ip: string) => ({ 'x-forwarded-for': ip, ...NEW });
  const recover = (kit: AuthTestKit, email: string, ip: string) =>
    kit.request('/recover', { method: 'POST', json: { email }, headers: from(ip) });
  const signUp = (kit: AuthTestKit, email: string, ip: string) =>
    kit.request('/signup', {
      method: 'POST',
      json: { email, password: 'secret-123' },
      headers: from(ip),
    });
  async function register(kit: AuthTestKit, email: string) {
    const { error } = await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect(error).toBeNull();
  }
  const codeOf = async (response: Response) => ((await response.json()) as { code?: string }).code;

  describe('with the default limits', () => {
    let kit: AuthTestKit;
    beforeAll(async () => {
      kit = await startAuthTestKit(kind, { AUTH_RATE_LIMITS: '{}', TRUST_PROXY: 'true' });
    });
    afterAll(() => kit.close());

    it('35 recoveries of unknown addresses from one IP do not stop sign-up mail from another', async () => {
      const statuses = [];
      for (let index = 0; index < 35; index += 1) {
        const response = await recover(kit, uniqueEmail(`ghost${index}`), '198.51.100.1');
        statuses.push(response.status);
      }
      expect(statuses.slice(0, 30)).toEqual(Array(30).fill(200));
      const email = uniqueEmail('newcomer');
      const response = await signUp(kit, email, '198.51.100.2');
      expect(response.status).toBe(200);
      expect(await kit.waitForMailsTo(email)).toHaveLength(1);
    });
  });

  describe('per IP and per recipient domain', () => {
    let kit: AuthTestKit;
    beforeAll(async () => {
      const windowSeconds = 315_360_000;
      kit = await startAuthTestKit(kind, {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMITS: JSON.stringify({
          email_sent_ip: { max: 3, windowSeconds },
          email_sent_domain: { max: 4, windowSeconds },
        }),
      });
    });
    afterAll(() => kit.close());

    it('refuses the request after the IP budget, for a registered and an unknown address alike', async () => {
      const ip = '203.0.113.10';
      for (const domain of ['a.test', 'b.test', 'c.test']) {
        expect(
          (await recover(kit, uniqueEmail('ghost').replace('example.com', domain), ip)).status,
        ).toBe(200);
      }
      const registered = uniqueEmail('registered').replace('example.com', 'd.test');
      await register(kit, registered);
      const unknown = await recover(kit, uniqueEmail('ghost').replace('example.com', 'd.test'), ip);
      const known = await recover(kit, registered, ip);
      expect([unknown.status, known.status]).toEqual([429, 429]);
      expect([await codeOf(unknown), await codeOf(known)]).toEqual([
        'over_email_send_rate_limit',
        'over_email_send_rate_limit',
      ]);
      // Another client is not affected, and the registered address still gets its mail.
      expect((await recover(kit, registered, '203.0.113.11')).status).toBe(200);
      expect(await kit.waitForMailsTo(registered)).toHaveLength(1);
    });

    it('refuses the request after the domain budget, whichever IPs sent them', async () => {
      const at = (label: string) => uniqueEmail(label).replace('example.com', 'victim.test');
      for (let index = 0; index < 4; index += 1) {
        expect((await recover(kit, at('ghost'), `192.0.2.${index + 1}`)).status).toBe(200);
      }
      const registered = at('registered');
      await register(kit, registered);
      const unknown = await recover(kit, at('ghost'), '192.0.2.50');
      const known = await recover(kit, registered, '192.0.2.51');
      expect([unknown.status, known.status]).toEqual([429, 429]);
      expect(await codeOf(known)).toBe('over_email_send_rate_limit');
      expect((await recover(kit, uniqueEmail('elsewhere'), '192.0.2.52')).status).toBe(200);
    });
  });

  describe('server-wide', () => {
    let kit: AuthTestKit;
    beforeAll(async () => {
      kit = await startAuthTestKit(kind, {
        TRUST_PROXY: 'true',
        AUTH_RATE_LIMITS: '{}',
        AUTH_MAIL_BUDGET_GLOBAL: '3',
      });
    });
    afterAll(() => kit.close());

    it('spends only mails that go out, and still refuses everyone once they are spent', async () => {
      // Recoveries of unknown addresses send nothing: they do not spend the server's budget.
      for (let index = 0; index < 6; index += 1) {
        expect((await recover(kit, uniqueEmail('ghost'), '198.51.100.20')).status).toBe(200);
      }
      for (let index = 0; index < 3; index += 1) {
        const email = uniqueEmail('sent');
        expect((await signUp(kit, email, `198.51.100.${30 + index}`)).status).toBe(200);
        expect(await kit.waitForMailsTo(email)).toHaveLength(1);
      }
      const refused = uniqueEmail('refused');
      const over = await signUp(kit, refused, '198.51.100.40');
      expect(over.status).toBe(429);
      expect(await codeOf(over)).toBe('over_email_send_rate_limit');
      const { data } = await kit.adminClient().admin.listUsers({ perPage: 1000 });
      expect(data.users.some((user) => user.email === refused)).toBe(false);
      // A registered and an unknown address meet the same refusal.
      const registered = uniqueEmail('registered');
      await register(kit, registered);
      const known = await recover(kit, registered, '198.51.100.41');
      const unknown = await recover(kit, uniqueEmail('ghost'), '198.51.100.42');
      expect([known.status, unknown.status]).toEqual([429, 429]);
    });
  });
});
