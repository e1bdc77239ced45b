import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { AUTH_ROUTES, type RateLimitRule } from '../routes.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

const routeOf = (method: string, url: string) =>
  AUTH_ROUTES.find((route) => route.method === method && route.url === url)!;
const summary = (rules: RateLimitRule[]) =>
  rules.map(
    (rule) =>
      `${rule.kind} ${rule.kind === 'cooldown' ? rule.mail : rule.name} by ${rule.by} at ${rule.stage}`,
  );

describe('the rate-limit rules of the route table', () => {
  it('declares every mail limit of the public mail routes, the cooldown and the server-wide room included', () => {
    const mailRoutes = [
      ['POST', '/signup', 'confirmation'],
      ['POST', '/otp', 'confirmation'],
      ['POST', '/magiclink', 'confirmation'],
      ['POST', '/recover', 'recovery'],
      ['POST', '/resend', 'confirmation'],
    ] as const;
    for (const [method, url, cooldown] of mailRoutes) {
      expect(summary(routeOf(method, url).rateLimits), url).toEqual([
        'count otp by ip at request',
        'count otp_email by email at request',
        'count email_sent_ip by ip at request',
        'count email_sent_domain by emailDomain at request',
        `cooldown ${cooldown} by email at inHandler`,
        'room email_sent by server at inHandler',
      ]);
    }
    expect(summary(routeOf('POST', '/invite').rateLimits)).toEqual([
      'room email_sent by server at inHandler',
    ]);
  });

  it('passes counted rules before the handler and only mail rules inside it', () => {
    for (const route of AUTH_ROUTES) {
      for (const rule of route.rateLimits) {
        expect(rule.stage, `${route.method} ${route.url}`).toBe(
          rule.kind === 'count' ? 'request' : 'inHandler',
        );
      }
    }
  });
});

const NEW = { 'x-supabase-api-version': '2024-01-01' };

describe.each(testDatabaseKinds())('the deferred mail limits on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind, { AUTH_RATE_LIMITS: '{}' });
  });
  afterAll(() => kit.close());

  const post = (url: string, json: Record<string, unknown>) =>
    kit.request(url, { method: 'POST', json, headers: NEW });

  it('a request refused for its body starts no cooldown; a valid one does, for any address', async () => {
    const email = uniqueEmail('retrying');
    expect((await post('/signup', { email, password: 'short' })).status).toBe(422);
    expect((await post('/signup', { email, password: 'secret-123' })).status).toBe(200);
    expect(await kit.waitForMailsTo(email)).toHaveLength(1);
    const again = await post('/resend', { type: 'signup', email });
    expect(again.status).toBe(429);
    expect(((await again.json()) as { code?: string }).code).toBe('over_email_send_rate_limit');

    const ghost = uniqueEmail('ghost');
    const badChallenge = { email: ghost, code_challenge: 'x', code_challenge_method: 's256' };
    expect((await post('/recover', badChallenge)).status).toBe(400);
    expect((await post('/recover', { email: ghost })).status).toBe(200);
    expect((await post('/recover', { email: ghost.toUpperCase() })).status).toBe(429);
    // Kinds cool down apart: a recovery does not hold back a sign-in link.
    expect((await post('/otp', { email: ghost })).status).toBe(200);
  });
});
