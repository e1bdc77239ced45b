import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../auth/tokens/sign-access-token.js';
import { secondsAgo } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

interface AccountExport {
  user: { id: string; email: string; user_metadata: { avatar_url?: string } };
  avatar: { url: string } | null;
  settings: { personal_info: unknown; preferences: { theme: string } };
  identities: { provider: string; email: string }[];
  sessions: unknown[];
}

describe.each(testDatabaseKinds())('/api/v1/account on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const db = () => kit.auth.server.app.database.db;

  async function withAvatarAndSettings(user: TestUser) {
    const picture = await sharp({
      create: { width: 40, height: 40, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const body = new FormData();
    body.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
    const avatar = await kit.api('/avatar', { method: 'PUT', token: user.accessToken, body });
    expect(avatar.status).toBe(200);
    const settings = await kit.api('/settings', {
      method: 'PUT',
      token: user.accessToken,
      json: {
        personal_info: { full_name: `Name of ${user.email}` },
        preferences: { theme: 'dark' },
      },
    });
    expect(settings.status).toBe(200);
    return ((await avatar.json()) as { avatar_url: string }).avatar_url;
  }

  /** A token of the user's real session, re-signed with the server's key with other claims. */
  async function tokenWith(user: TestUser, claims: Record<string, unknown>) {
    const now = Math.floor(Date.now() / 1000);
    return signAccessToken(kit.auth.server.app.signingKeys, {
      ...claimsOf(user.accessToken),
      sub: user.id,
      iat: now,
      exp: now + 600,
      ...claims,
    });
  }

  const deleteAccount = (token: string, json?: unknown) =>
    kit.api('/account', { method: 'DELETE', token, ...(json !== undefined ? { json } : {}) });

  /** Enrols a TOTP factor (once) and verifies a code now, raising the client's session to aal2. */
  async function verifyTotp(user: TestUser, factor?: { id: string; secret: string }) {
    if (!factor) {
      const { data, error } = await user.client.mfa.enroll({ factorType: 'totp' });
      expect(error).toBeNull();
      factor = { id: data!.id, secret: data!.totp.secret };
    }
    const code = await generate({ secret: factor.secret, epoch: Math.floor(Date.now() / 1000) });
    const verified = await user.client.mfa.challengeAndVerify({ factorId: factor.id, code });
    expect(verified.error).toBeNull();
    return factor;
  }

  /** A new access token of the client's session, as the web app's refresh gets it. */
  async function refreshedToken(user: TestUser) {
    const { data, error } = await user.client.refreshSession();
    expect(error).toBeNull();
    return data.session!.access_token;
  }

  describe('GET /account/export', () => {
    it("downloads the user's own data as JSON, without secrets", async () => {
      const [user, other] = [await kit.signUp(), await kit.signUp()];
      const avatarUrl = await withAvatarAndSettings(user);
      await withAvatarAndSettings(other);

      const response = await kit.api('/account/export', { token: user.accessToken });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(response.headers.get('content-disposition')).toMatch(
        /^attachment; filename="ascend-data-\d{4}-\d{2}-\d{2}\.json"$/,
      );
      const text = await response.text();
      const data = JSON.parse(text) as AccountExport;
      expect(data.user).toMatchObject({ id: user.id, email: user.email });
      expect(data.user.user_metadata.avatar_url).toBe(avatarUrl);
      expect(data.avatar).toEqual({ url: avatarUrl });
      expect(data.settings.personal_info).toEqual({ full_name: `Name of ${user.email}` });
      expect(data.settings.preferences.theme).toBe('dark');
      expect(data.identities[0]).toMatchObject({ provider: 'email', email: user.email });
      expect(data.sessions.length).toBeGreaterThan(0);
      // Nobody else's data, and no password hash.
      expect(text).not.toContain(other.id);
      expect(text).not.toContain(other.email);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain('encrypted_password');
    });

    it('needs a token', async () => {
      expect((await kit.api('/account/export')).status).toBe(401);
    });
  });

  describe('DELETE /account', () => {
    it('with the right password removes the user and everything of theirs, and nobody else', async () => {
      const [user, other] = [await kit.signUp(), await kit.signUp()];
      const avatarUrl = await withAvatarAndSettings(user);
      const otherAvatarUrl = await withAvatarAndSettings(other);

      const response = await deleteAccount(user.accessToken, { password: user.password });
      expect(response.status).toBe(204);

      expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(401);
      expect((await fetch(avatarUrl)).status).toBe(404);
      const signIn = await kit.auth
        .client()
        .signInWithPassword({ email: user.email, password: user.password });
      expect(signIn.error).not.toBeNull();
      for (const table of ['user_settings', 'sessions', 'identities'] as const) {
        const rows = await db()
          .selectFrom(table)
          .select('user_id')
          .where('user_id', '=', user.id)
          .execute();
        expect(rows, table).toEqual([]);
      }
      expect(
        await db().selectFrom('users').select('id').where('id', '=', user.id).execute(),
      ).toEqual([]);

      // The other user is untouched.
      const theirs = await kit.api('/settings', { token: other.accessToken });
      expect(theirs.status).toBe(200);
      expect(((await theirs.json()) as { personal_info: unknown }).personal_info).toEqual({
        full_name: `Name of ${other.email}`,
      });
      expect((await fetch(otherAvatarUrl)).status).toBe(200);
    });

    it('refuses a wrong password, a missing one, and bad bodies, and deletes nothing', async () => {
      const user = await kit.signUp();
      await withAvatarAndSettings(user);
      const wrong = await deleteAccount(user.accessToken, { password: 'not-my-password' });
      expect(wrong.status).toBe(403);
      expect(typeof ((await wrong.json()) as { detail: unknown }).detail).toBe('string');
      expect((await deleteAccount(user.accessToken)).status).toBe(403);
      expect((await deleteAccount(user.accessToken, { password: 42 })).status).toBe(422);
      expect(
        (await deleteAccount(user.accessToken, { password: user.password, user_id: 'x' })).status,
      ).toBe(422);
      const malformed = await kit.api('/account', {
        method: 'DELETE',
        token: user.accessToken,
        headers: { 'content-type': 'application/json' },
        body: '{"password":',
      });
      expect(malformed.status).toBe(400);
      expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(200);
    });

    it("cannot delete another user: the token's user is the only one deletable", async () => {
      const [attacker, victim] = [await kit.signUp(), await kit.signUp()];
      // The victim's password with the attacker's token checks against the attacker's account.
      const response = await deleteAccount(attacker.accessToken, { password: victim.password });
      expect(response.status).toBe(204);
      expect((await kit.api('/settings', { token: victim.accessToken })).status).toBe(200);
    });

    it('accepts the token of a session just verified with TOTP, without a password', async () => {
      const user = await kit.signUp();
      const { data: factor, error } = await user.client.mfa.enroll({ factorType: 'totp' });
      expect(error).toBeNull();
      const code = await generate({
        secret: factor!.totp.secret,
        epoch: Math.floor(Date.now() / 1000),
      });
      const verified = await user.client.mfa.challengeAndVerify({ factorId: factor!.id, code });
      expect(verified.error).toBeNull();
      const aal2Token = (await user.client.getSession()).data.session!.access_token;
      expect(claimsOf(aal2Token).aal).toBe('aal2');

      // The aal1 token of the same user still needs the password.
      expect((await deleteAccount(user.accessToken)).status).toBe(403);
      expect((await deleteAccount(aal2Token)).status).toBe(204);
      expect(
        await db().selectFrom('users').select('id').where('id', '=', user.id).execute(),
      ).toEqual([]);
    });

    it('needs an aal2 token of a session that verified a factor: the claim alone is not enough', async () => {
      const user = await kit.signUp();
      // Signed with the server's own key, fresh, claiming aal2 and a TOTP just now, yet its
      // session never verified a factor.
      const now = Math.floor(Date.now() / 1000);
      const claimed = await tokenWith(user, {
        aal: 'aal2',
        amr: [{ method: 'totp', timestamp: now }],
      });
      expect((await deleteAccount(claimed)).status).toBe(403);

      await verifyTotp(user);
      const aal1 = await tokenWith(user, { aal: 'aal1' });
      expect((await deleteAccount(aal1)).status).toBe(403);
      const fresh = await tokenWith(user, { aal: 'aal2' });
      expect((await deleteAccount(fresh)).status).toBe(204);
      expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(401);
    });

    it('judges a second factor fresh by when it was verified, not by when the token was refreshed', async () => {
      const user = await kit.signUp();
      // The factor was verified 320 s ago; the session was refreshed just now.
      const factor = await secondsAgo(320, () => verifyTotp(user));
      const refreshed = await refreshedToken(user);
      const claims = claimsOf(refreshed);
      expect(claims.aal).toBe('aal2');
      const now = Date.now() / 1000;
      expect(Math.abs(now - Number(claims.iat))).toBeLessThan(60);
      const totp = (claims.amr as { method: string; timestamp: number }[]).find(
        (entry) => entry.method === 'totp',
      );
      expect(now - totp!.timestamp).toBeGreaterThan(300);

      expect((await deleteAccount(refreshed)).status).toBe(403);
      expect((await kit.api('/settings', { token: refreshed })).status).toBe(200);

      // Verifying the factor again makes the same session fresh.
      await verifyTotp(user, factor);
      expect((await deleteAccount(await refreshedToken(user))).status).toBe(204);
    });

    it('accepts a refreshed token while the verification is less than 5 minutes old', async () => {
      const user = await kit.signUp();
      await secondsAgo(200, () => verifyTotp(user));
      expect((await deleteAccount(await refreshedToken(user))).status).toBe(204);
      expect(
        await db().selectFrom('users').select('id').where('id', '=', user.id).execute(),
      ).toEqual([]);
    });

    it('limits password attempts per user: the sixth in 10 minutes is a 429', async () => {
      const user = await kit.signUp();
      for (let attempt = 1; attempt <= 5; attempt += 1) {
        expect((await deleteAccount(user.accessToken, { password: 'guess' })).status).toBe(403);
      }
      const limited = await deleteAccount(user.accessToken, { password: user.password });
      expect(limited.status).toBe(429);
      expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(200);
      // Another user is not limited by it.
      const other = await kit.signUp();
      expect((await deleteAccount(other.accessToken, { password: 'guess' })).status).toBe(403);
    });
  });
});
