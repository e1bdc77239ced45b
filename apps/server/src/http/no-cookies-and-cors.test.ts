/**
 * No cookie ever carries authentication, so a cross-site request has nothing to ride on: no answer
 * of the auth service, the product API or the web app sets one. And CORS lets only SITE_URL read
 * answers: preflights and simple requests from another origin get no Access-Control-Allow-Origin.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../api/test-support/api-test-kit.js';

const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

describe('cookies and cross-origin requests', () => {
  let kit: ApiTestKit;
  let user: TestUser;
  let site: string;
  beforeAll(async () => {
    kit = await startApiTestKit('sqlite', { MAIL_OUTBOX: 'true' });
    user = await kit.signUp();
    site = kit.auth.server.config.siteUrl;
  });
  afterAll(() => kit.close());

  it('no answer of the auth service, the product API or the web app sets a cookie', async () => {
    const bearer = { ...json, authorization: `Bearer ${user.accessToken}` };
    const admin = { ...json, authorization: `Bearer ${kit.auth.serviceKey}` };
    const email = `cookies-${Date.now()}@example.com`;
    const calls: [string, RequestInit][] = [
      ['/', {}],
      ['/login', {}],
      ['/dashboard/settings', {}],
      ['/health', {}],
      ['/no-such-page', {}],
      ['/auth/v1/settings', {}],
      ['/auth/v1/.well-known/jwks.json', {}],
      [
        '/auth/v1/signup',
        { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'pw-123456' }) },
      ],
      [
        '/auth/v1/token?grant_type=password',
        { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'pw-123456' }) },
      ],
      [
        '/auth/v1/token?grant_type=password',
        { method: 'POST', headers: json, body: JSON.stringify({ email, password: 'wrong' }) },
      ],
      ['/auth/v1/recover', { method: 'POST', headers: json, body: JSON.stringify({ email }) }],
      ['/auth/v1/user', { headers: bearer }],
      ['/auth/v1/user', { headers: json }],
      ['/auth/v1/admin/users', { headers: admin }],
      ['/api/v1/settings', { headers: bearer }],
      ['/api/v1/settings', {}],
      [
        '/api/v1/settings',
        {
          method: 'PUT',
          headers: bearer,
          body: JSON.stringify({ personal_info: { city: 'Lyon' } }),
        },
      ],
      ['/api/v1/account/export', { headers: bearer }],
      [
        '/api/v1/contact',
        {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ name: 'A', email, subject: 'Hi', message: 'Hello' }),
        },
      ],
      ['/api/v1/docs/json', {}],
    ];
    const withCookies: string[] = [];
    for (const [path, init] of calls) {
      const response = await fetch(`${kit.url}${path}`, init);
      await response.arrayBuffer();
      if (response.headers.getSetCookie().length > 0)
        withCookies.push(`${init.method ?? 'GET'} ${path}`);
    }
    expect(withCookies).toEqual([]);

    // The session the sign-in above opened travels in its body, not in a cookie; logout too.
    const signIn = await fetch(`${kit.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password: 'pw-123456' }),
    });
    const session = (await signIn.json()) as { access_token: string };
    expect(typeof session.access_token).toBe('string');
    const logout = await fetch(`${kit.url}/auth/v1/logout`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${session.access_token}` },
    });
    expect(logout.status).toBe(204);
    expect(logout.headers.getSetCookie()).toEqual([]);
  });

  const paths = [
    ['/auth/v1/token?grant_type=password', 'POST'],
    ['/auth/v1/user', 'GET'],
    ['/auth/v1/signup', 'POST'],
    ['/api/v1/settings', 'PUT'],
    ['/api/v1/settings', 'GET'],
    ['/api/v1/account', 'DELETE'],
  ] as const;

  it.each(paths)('a preflight for %s (%s) is allowed for SITE_URL only', async (path, method) => {
    const preflight = (origin: string) =>
      fetch(`${kit.url}${path}`, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': method,
          'access-control-request-headers': 'authorization,content-type,apikey',
        },
      });
    const allowed = await preflight(site);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(site);
    for (const origin of ['https://evil.example.com', 'null', `${site}.evil.example.com`]) {
      const refused = await preflight(origin);
      expect(refused.headers.get('access-control-allow-origin'), origin).toBeNull();
      expect(refused.headers.get('access-control-allow-credentials'), origin).toBeNull();
    }
  });

  it('a simple request from another origin gets an answer no page of that origin may read', async () => {
    for (const origin of ['https://evil.example.com', 'null']) {
      const reads = await Promise.all([
        fetch(`${kit.url}/api/v1/settings`, {
          headers: { origin, authorization: `Bearer ${user.accessToken}` },
        }),
        fetch(`${kit.url}/auth/v1/user`, {
          headers: { origin, authorization: `Bearer ${user.accessToken}` },
        }),
        fetch(`${kit.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          headers: { origin, 'content-type': 'text/plain' },
          body: JSON.stringify({ email: user.email, password: user.password }),
        }),
      ]);
      for (const response of reads) {
        expect(response.headers.get('access-control-allow-origin'), origin).toBeNull();
        await response.arrayBuffer();
      }
    }
    const fromSite = await fetch(`${kit.url}/api/v1/settings`, {
      headers: { origin: site, authorization: `Bearer ${user.accessToken}` },
    });
    expect(fromSite.headers.get('access-control-allow-origin')).toBe(site);
  });
});
