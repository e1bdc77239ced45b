/**
 * After `POST /logout?scope=global`, every access token of the user stops working at once, on the
 * auth service and on the product API, although none has expired yet (access tokens name their
 * session, and the session is checked on every request); every refresh token is dead too.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit } from '../../api/test-support/api-test-kit.js';

const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

describe.each(testDatabaseKinds())('tokens after a global sign-out on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  async function signIn(email: string, password: string) {
    const response = await fetch(`${kit.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ email, password }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { access_token: string; refresh_token: string };
  }

  /** What each protected surface answers to a token: the status codes, in a fixed order. */
  async function answersTo(accessToken: string): Promise<number[]> {
    const bearer = { ...json, authorization: `Bearer ${accessToken}` };
    const calls: [string, RequestInit][] = [
      ['/auth/v1/user', { headers: bearer }],
      ['/auth/v1/user', { method: 'PUT', headers: bearer, body: '{"data":{"x":1}}' }],
      ['/auth/v1/factors', { method: 'POST', headers: bearer, body: '{"factor_type":"totp"}' }],
      ['/api/v1/settings', { headers: bearer }],
      [
        '/api/v1/settings',
        { method: 'PUT', headers: bearer, body: '{"personal_info":{"city":"Oslo"}}' },
      ],
      ['/api/v1/account/export', { headers: bearer }],
    ];
    const statuses: number[] = [];
    for (const [path, init] of calls) {
      const response = await fetch(`${kit.url}${path}`, init);
      await response.arrayBuffer();
      statuses.push(response.status);
    }
    return statuses;
  }

  it('every device of the user is signed out on the auth service and the product API', async () => {
    const user = await kit.signUp();
    const laptop = await signIn(user.email, user.password);
    const phone = await signIn(user.email, user.password);
    expect(await answersTo(phone.access_token)).toEqual([200, 200, 200, 200, 200, 200]);

    const logout = await fetch(`${kit.url}/auth/v1/logout?scope=global`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${laptop.access_token}` },
    });
    expect(logout.status).toBe(204);

    for (const device of [laptop, phone]) {
      // Still well inside its lifetime (AUTH_JWT_EXP = 3600 s), yet refused everywhere.
      const claims = JSON.parse(
        Buffer.from(device.access_token.split('.')[1]!, 'base64url').toString(),
      ) as { exp: number };
      expect(claims.exp * 1000).toBeGreaterThan(Date.now() + 60_000);
      expect(await answersTo(device.access_token)).toEqual([403, 403, 403, 401, 401, 401]);

      const refresh = await fetch(`${kit.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ refresh_token: device.refresh_token }),
      });
      expect(refresh.status).toBe(400);
    }
    // The sign-up session (a third device) is gone as well.
    expect((await answersTo(user.accessToken))[3]).toBe(401);
  });
});
