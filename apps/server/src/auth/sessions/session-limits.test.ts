/**
 * A session's time limits (AUTH_SESSIONS_TIMEBOX, AUTH_SESSIONS_INACTIVITY_TIMEOUT): past either, a
 * refresh is refused with 400 `session_expired` in supabase/auth's words, and the official client
 * then signs out. An admin token that names a session (a user given an admin role) is refused with
 * 403 once that session is gone or past its limits, as supabase/auth's `requireAdminCredentials`
 * does. Sessions are made in the past (`secondsAgo`), so nothing waits on the clock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondsAgo } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

const TIMEBOX_SECONDS = 3600;
const INACTIVITY_SECONDS = 600;

describe.each(testDatabaseKinds())('session time limits on %s', (kind) => {
  let kit: AuthTestKit;
  let unlimited: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind, {
      AUTH_SESSIONS_TIMEBOX: String(TIMEBOX_SECONDS),
      AUTH_SESSIONS_INACTIVITY_TIMEOUT: String(INACTIVITY_SECONDS),
    });
    unlimited = await startAuthTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    await unlimited.close();
  });

  /** A new user's session, signed in `seconds` ago: its refresh token. */
  async function sessionOf(on: AuthTestKit, seconds: number): Promise<string> {
    const email = uniqueEmail('limits');
    const created = await on
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect(created.error).toBeNull();
    return secondsAgo(seconds, async () => {
      const { data, error } = await on
        .client()
        .signInWithPassword({ email, password: 'secret-123' });
      expect(error).toBeNull();
      return data.session!.refresh_token;
    });
  }

  /** The refresh grant, answered in the current error shape (`code`, `message`). */
  async function refresh(on: AuthTestKit, token: string) {
    const response = await on.request('/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: token },
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it('refreshes a session within both limits', async () => {
    const token = await sessionOf(kit, INACTIVITY_SECONDS - 100);
    expect((await refresh(kit, token)).status).toBe(200);
  });

  it('refuses a session left without a refresh for longer than the inactivity timeout', async () => {
    const token = await sessionOf(kit, INACTIVITY_SECONDS + 100);
    expect(await refresh(kit, token)).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'session_expired',
        message: 'Invalid Refresh Token: Session Expired (Inactivity)',
      }),
    });
  });

  it('refuses a session older than its time-box, however recently refreshed', async () => {
    let token = await sessionOf(kit, TIMEBOX_SECONDS + 100);
    // Refreshed every 500 s since, the last 200 s ago: never inactive for 600 s.
    for (let ago = TIMEBOX_SECONDS - 400; ago > 0; ago -= 500) {
      const answer = await secondsAgo(ago, () => refresh(kit, token));
      expect(answer.status).toBe(200);
      token = answer.body.refresh_token as string;
    }
    expect(await refresh(kit, token)).toEqual({
      status: 400,
      body: expect.objectContaining({
        code: 'session_expired',
        message: 'Invalid Refresh Token: Session Expired',
      }),
    });
  });

  it('signs the official client out once its session has expired and its access token too', async () => {
    const email = uniqueEmail('client');
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const client = kit.client();
    // The client keeps a session whose access token still works (auth-js `_callRefreshToken`):
    // signed in longer ago than the token's hour.
    await secondsAgo(TIMEBOX_SECONDS + 100, () =>
      client.signInWithPassword({ email, password: 'secret-123' }),
    );
    const { error } = await client.refreshSession();
    expect(error?.code).toBe('session_expired');
    expect((await client.getSession()).data.session).toBeNull();
  });

  it('sets no limit by default: a session signed in long ago refreshes', async () => {
    const token = await sessionOf(unlimited, 30 * 24 * 3600);
    expect((await refresh(unlimited, token)).status).toBe(200);
  });

  it("refuses a user's admin token once its session is past a limit or signed out", async () => {
    const email = uniqueEmail('admin');
    const created = await kit.adminClient().admin.createUser({
      email,
      password: 'secret-123',
      email_confirm: true,
      role: 'service_role',
    });
    expect(created.error).toBeNull();
    const signIn = (seconds: number) =>
      secondsAgo(seconds, async () => {
        const { data } = await kit.client().signInWithPassword({ email, password: 'secret-123' });
        return data.session!.access_token;
      });
    const listUsers = async (token: string) => {
      const response = await kit.request('/admin/users', {
        headers: { Authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
      });
      return { status: response.status, body: (await response.json()) as Record<string, unknown> };
    };

    const recent = await signIn(60);
    expect((await listUsers(recent)).status).toBe(200);
    expect(await listUsers(await signIn(INACTIVITY_SECONDS + 100))).toEqual({
      status: 403,
      body: expect.objectContaining({
        code: 'session_expired',
        message: 'Session is no longer valid',
      }),
    });
    const signOut = await kit.request('/logout?scope=local', {
      method: 'POST',
      headers: { Authorization: `Bearer ${recent}` },
    });
    expect(signOut.status).toBe(204);
    expect(await listUsers(recent)).toEqual({
      status: 403,
      body: expect.objectContaining({ code: 'session_not_found' }),
    });
  });
});
