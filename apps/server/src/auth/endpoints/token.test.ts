import bcrypt from 'bcryptjs';
import type { AuthChangeEvent } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

async function createConfirmedUser(kit: AuthTestKit, email: string, password = 'secret-123') {
  const { data, error } = await kit
    .adminClient()
    .admin.createUser({ email, password, email_confirm: true });
  expect(error).toBeNull();
  return data.user!;
}

/** The refresh-token grant, answered in the current error shape (`code`, `message`). */
function refreshGrant(kit: AuthTestKit, token: string) {
  return kit.request('/token?grant_type=refresh_token', {
    method: 'POST',
    json: { refresh_token: token },
    headers: { 'x-supabase-api-version': '2024-01-01' },
  });
}

describe.each(testDatabaseKinds())('POST /token on %s', (kind) => {
  let kit: AuthTestKit;
  let strictKit: AuthTestKit;
  beforeAll(async () => {
    // A long grace window, so "within the window" never depends on how fast the test runs.
    kit = await startAuthTestKit(kind, { AUTH_REFRESH_REUSE_INTERVAL: '3600' });
    strictKit = await startAuthTestKit(kind, { AUTH_REFRESH_REUSE_INTERVAL: '0' });
  });
  afterAll(async () => {
    await kit.close();
    await strictKit.close();
  });

  it('signs in with a password: session, claims and events', async () => {
    const email = uniqueEmail();
    const user = await createConfirmedUser(kit, email);
    const client = kit.client();
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    const { data, error } = await client.signInWithPassword({ email, password: 'secret-123' });
    expect(error).toBeNull();
    expect(data.session?.token_type).toBe('bearer');
    expect(data.session?.expires_in).toBe(3600);
    expect(data.user?.id).toBe(user.id);
    expect(data.user?.last_sign_in_at).toBeTruthy();

    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(claims).toMatchObject({
      sub: user.id,
      aud: 'authenticated',
      role: 'authenticated',
      email,
      aal: 'aal1',
      is_anonymous: false,
      iss: `${kit.server.config.siteUrl}/auth/v1`,
    });
    expect(claims.session_id).toEqual(expect.any(String));
    expect((claims.amr as { method: string }[])[0]?.method).toBe('password');
    const header = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[0]!, 'base64url').toString(),
    ) as Record<string, unknown>;
    expect(header).toMatchObject({ alg: 'ES256', kid: kit.server.app.signingKeys.current.kid });

    // getClaims verifies locally with the published JWKS.
    const verified = await client.getClaims();
    expect(verified.error).toBeNull();
    expect(verified.data?.claims.sub).toBe(user.id);

    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    await client.updateUser({ data: { theme: 'dark' } });
    await client.signOut();
    expect(events).toEqual([
      'INITIAL_SESSION',
      'SIGNED_IN',
      'TOKEN_REFRESHED',
      'USER_UPDATED',
      'SIGNED_OUT',
    ]);
  });

  it('answers a wrong password and an unknown e-mail identically', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(kit, email);
    const wrong = await kit.request('/token?grant_type=password', {
      method: 'POST',
      json: { email, password: 'not-the-password' },
    });
    const unknown = await kit.request('/token?grant_type=password', {
      method: 'POST',
      json: { email: uniqueEmail('nobody'), password: 'not-the-password' },
    });
    expect(wrong.status).toBe(400);
    expect(unknown.status).toBe(400);
    const wrongBody = await wrong.json();
    expect(wrongBody).toEqual(await unknown.json());
    expect(wrongBody).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
    const viaClient = await kit.client().signInWithPassword({ email, password: 'nope-nope' });
    expect(viaClient.error?.code).toBe('invalid_credentials');
    expect(viaClient.error?.message).toBe('Invalid login credentials');
  });

  it('verifies an imported bcrypt hash and upgrades it to argon2id', async () => {
    const email = uniqueEmail('imported');
    const { data } = await kit.adminClient().admin.createUser({
      email,
      password_hash: bcrypt.hashSync('from-supabase', 4),
      email_confirm: true,
    });
    const before = await kit.server.app.database.db
      .selectFrom('users')
      .select('encrypted_password')
      .where('id', '=', data.user!.id)
      .executeTakeFirstOrThrow();
    expect(before.encrypted_password?.startsWith('$2')).toBe(true);
    const signIn = await kit.client().signInWithPassword({ email, password: 'from-supabase' });
    expect(signIn.error).toBeNull();
    const after = await kit.server.app.database.db
      .selectFrom('users')
      .select('encrypted_password')
      .where('id', '=', data.user!.id)
      .executeTakeFirstOrThrow();
    expect(after.encrypted_password?.startsWith('$argon2id$')).toBe(true);
    expect(
      (await kit.client().signInWithPassword({ email, password: 'from-supabase' })).error,
    ).toBeNull();
  });

  it('rotates refresh tokens for the same session', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(kit, email);
    const client = kit.client();
    const first = (await client.signInWithPassword({ email, password: 'secret-123' })).data
      .session!;
    const second = (await client.refreshSession()).data.session!;
    expect(second.refresh_token).not.toBe(first.refresh_token);
    const sessionOf = (token: string) =>
      (
        JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
          session_id: string;
        }
      ).session_id;
    expect(sessionOf(second.access_token)).toBe(sessionOf(first.access_token));
    expect((await client.getUser()).data.user?.email).toBe(email);
  });

  it('replays a used refresh token within the grace window with a valid pair', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(kit, email);
    const session = (await kit.client().signInWithPassword({ email, password: 'secret-123' })).data
      .session!;
    const refresh = (token: string) =>
      kit.request('/token?grant_type=refresh_token', {
        method: 'POST',
        json: { refresh_token: token },
      });
    const rotated = await refresh(session.refresh_token);
    expect(rotated.status).toBe(200);
    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    const replayed = (await replay.json()) as { access_token: string; refresh_token: string };
    const user = await kit.request('/user', {
      headers: { authorization: `Bearer ${replayed.access_token}` },
    });
    expect(user.status).toBe(200);
    const next = await refresh(replayed.refresh_token);
    expect(next.status).toBe(200);
  });

  it('answers concurrent refreshes each on its own, a bad token among them included', async () => {
    // Sent together, they share a transaction on SQLite (db/group-commit.ts); the bad one must fail
    // alone, and a reuse revocation among them must still commit.
    const sessions = await Promise.all(
      [1, 2, 3].map(async () => {
        const email = uniqueEmail();
        await createConfirmedUser(strictKit, email);
        return (await strictKit.client().signInWithPassword({ email, password: 'secret-123' })).data
          .session!;
      }),
    );
    const refresh = (token: string) => refreshGrant(strictKit, token);
    const reused = sessions[2]!;
    expect((await refresh(reused.refresh_token)).status).toBe(200);

    const answers = await Promise.all([
      refresh(sessions[0]!.refresh_token),
      refresh('not-a-refresh-token'),
      refresh(sessions[1]!.refresh_token),
      refresh(reused.refresh_token),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 400, 200, 400]);
    const codes = await Promise.all(
      [answers[1], answers[3]].map(
        async (answer) => ((await answer.json()) as { code: string }).code,
      ),
    );
    expect(codes).toEqual(['refresh_token_not_found', 'refresh_token_already_used']);
    for (const answer of [answers[0], answers[2]]) {
      const { access_token: accessToken } = (await answer.json()) as { access_token: string };
      const user = await strictKit.request('/user', {
        headers: { authorization: `Bearer ${accessToken}` },
      });
      expect(user.status).toBe(200);
    }
    const revoked = await strictKit.server.app.database.db
      .selectFrom('sessions')
      .select('id')
      .where('user_id', '=', reused.user.id)
      .execute();
    expect(revoked).toEqual([]);
  });

  it('revokes the session when a used refresh token comes back after the grace window', async () => {
    const email = uniqueEmail();
    await createConfirmedUser(strictKit, email);
    const client = strictKit.client();
    const session = (await client.signInWithPassword({ email, password: 'secret-123' })).data
      .session!;
    const refresh = (token: string) => refreshGrant(strictKit, token);
    const rotated = (await (await refresh(session.refresh_token)).json()) as {
      access_token: string;
      refresh_token: string;
    };
    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(await reuse.json()).toEqual({
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    // The whole family is gone: the newest refresh token and the access token stop working.
    const afterReuse = await refresh(rotated.refresh_token);
    expect(afterReuse.status).toBe(400);
    expect(((await afterReuse.json()) as { code: string }).code).toBe('refresh_token_not_found');
    const user = await strictKit.request('/user', {
      headers: {
        authorization: `Bearer ${rotated.access_token}`,
        'x-supabase-api-version': '2024-01-01',
      },
    });
    expect(user.status).toBe(403);
    expect(((await user.json()) as { code: string }).code).toBe('session_not_found');
    const audit = await strictKit.server.app.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'token_revoked')
      .execute();
    expect(audit.length).toBeGreaterThan(0);
  });

  it('exchanges a PKCE auth code from a confirmation link for a session, once', async () => {
    const client = kit.client({ flowType: 'pkce' });
    const email = uniqueEmail('pkce');
    const signUp = await client.signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: `${kit.server.config.siteUrl}/welcome` },
    });
    expect(signUp.error).toBeNull();
    const link = await kit.latestLink(email);
    expect(new URL(link).searchParams.get('token')?.startsWith('pkce_')).toBe(true);
    const location = await openLink(link);
    expect(location.pathname).toBe('/welcome');
    const code = location.searchParams.get('code')!;
    expect(code).toBeTruthy();
    const exchanged = await client.exchangeCodeForSession(code);
    expect(exchanged.error).toBeNull();
    expect(exchanged.data.user?.email).toBe(email);
    expect(exchanged.data.user?.email_confirmed_at).toBeTruthy();

    const again = await kit.request('/token?grant_type=pkce', {
      method: 'POST',
      json: { auth_code: code, code_verifier: 'x'.repeat(43) },
    });
    expect(again.status).toBe(404);
    expect(((await again.json()) as { error_code: string }).error_code).toBe(
      'flow_state_not_found',
    );
  });

  it('refuses a PKCE exchange with the wrong verifier', async () => {
    const client = kit.client({ flowType: 'pkce' });
    const email = uniqueEmail('pkce');
    await client.signUp({ email, password: 'secret-123' });
    const code = (await openLink(await kit.latestLink(email))).searchParams.get('code')!;
    const wrong = await kit.request('/token?grant_type=pkce', {
      method: 'POST',
      json: { auth_code: code, code_verifier: 'y'.repeat(43) },
    });
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error_code: string }).error_code).toBe('bad_code_verifier');
    // The failed attempt did not consume the flow: the right verifier still works.
    expect((await client.exchangeCodeForSession(code)).error).toBeNull();
  });

  it('rejects bad grants and bodies without a 500', async () => {
    const cases: [string, unknown, number, string][] = [
      ['/token?grant_type=magic', { email: 'a@b.c' }, 400, 'invalid_credentials'],
      ['/token', {}, 400, 'invalid_credentials'],
      ['/token?grant_type=refresh_token', {}, 400, 'validation_failed'],
      ['/token?grant_type=refresh_token', { refresh_token: 'short' }, 400, 'validation_failed'],
      [
        '/token?grant_type=refresh_token',
        { refresh_token: 'a'.repeat(32) },
        400,
        'refresh_token_not_found',
      ],
      ['/token?grant_type=pkce', { auth_code: '' }, 400, 'validation_failed'],
      ['/token?grant_type=password', { email: 42, password: [] }, 400, 'validation_failed'],
      ['/token?grant_type=password', { password: 'x' }, 400, 'invalid_credentials'],
    ];
    for (const [path, json, status, code] of cases) {
      const response = await kit.request(path, { method: 'POST', json });
      expect(response.status, path).toBe(status);
      expect(((await response.json()) as { error_code: string }).error_code, path).toBe(code);
    }
  });
});

describe('auto-refresh', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // Tokens that live 60 s are always inside the client's 90 s refresh margin.
    kit = await startAuthTestKit('sqlite', { AUTH_JWT_EXP: '60', AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => kit.close());

  it('the client refreshes a token close to expiry on its own and emits TOKEN_REFRESHED', async () => {
    const client = kit.client();
    const { data } = await client.signUp({ email: uniqueEmail(), password: 'secret-123' });
    const refreshed = new Promise<string | undefined>((resolve) => {
      client.onAuthStateChange((event, session) => {
        if (event === 'TOKEN_REFRESHED') resolve(session?.refresh_token);
      });
    });
    await client.startAutoRefresh();
    const newToken = await refreshed;
    await client.stopAutoRefresh();
    expect(newToken).toBeTruthy();
    expect(newToken).not.toBe(data.session!.refresh_token);
  });
});
