import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signAccessToken } from '../../auth/tokens/sign-access-token.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

/** The claims of a real token, for re-signing variants of it. */
function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

describe.each(testDatabaseKinds())('bearer authentication of /api/v1 on %s', (kind) => {
  let kit: ApiTestKit;
  let user: TestUser;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    user = await kit.signUp();
  });
  afterAll(() => kit.close());

  const expect401 = async (response: Response) => {
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    const body = (await response.json()) as { detail: unknown };
    expect(typeof body.detail).toBe('string');
  };

  it('accepts the access token of a signed-in user', async () => {
    expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(200);
  });

  it('refuses a request without a token, or with another scheme', async () => {
    await expect401(await kit.api('/settings'));
    await expect401(
      await kit.api('/settings', { headers: { authorization: `Basic ${user.accessToken}` } }),
    );
    await expect401(await kit.api('/settings', { token: 'not-a-jwt' }));
  });

  it('refuses a token signed with another key', async () => {
    const { privateKey } = await generateKeyPair('ES256');
    const kid = kit.auth.server.app.signingKeys.current.kid;
    const forged = await new SignJWT(claimsOf(user.accessToken))
      .setProtectedHeader({ alg: 'ES256', ...(kid ? { kid } : {}) })
      .sign(privateKey);
    await expect401(await kit.api('/settings', { token: forged }));
  });

  it('refuses an expired token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const expired = await signAccessToken(kit.auth.server.app.signingKeys, {
      ...claimsOf(user.accessToken),
      sub: user.id,
      iat: now - 7200,
      exp: now - 3600,
    });
    await expect401(await kit.api('/settings', { token: expired }));
  });

  it('refuses an API key (no user) and a token for another audience', async () => {
    await expect401(await kit.api('/settings', { token: kit.auth.anonKey }));
    await expect401(await kit.api('/settings', { token: kit.auth.serviceKey }));
    const now = Math.floor(Date.now() / 1000);
    const otherAudience = await signAccessToken(kit.auth.server.app.signingKeys, {
      ...claimsOf(user.accessToken),
      sub: user.id,
      aud: 'somewhere-else',
      iat: now,
      exp: now + 600,
    });
    await expect401(await kit.api('/settings', { token: otherAudience }));
  });

  it.each([
    ['an audience array naming ours', { aud: ['authenticated', 'somewhere-else'] }],
    ['an audience array of ours alone', { aud: ['authenticated'] }],
    ['no audience', { aud: undefined }],
    ['no exp', { exp: undefined }],
    ['no session_id', { session_id: undefined }],
  ])('refuses a token signed with our key but with %s', async (_label, change) => {
    const now = Math.floor(Date.now() / 1000);
    const claims: Record<string, unknown> = {
      ...claimsOf(user.accessToken),
      iat: now,
      exp: now + 600,
    };
    for (const [name, value] of Object.entries(change)) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    const { current } = kit.auth.server.app.signingKeys;
    const token = await new SignJWT(claims)
      .setProtectedHeader({ alg: current.alg, ...(current.kid ? { kid: current.kid } : {}) })
      .sign(current.key);
    await expect401(await kit.api('/settings', { token }));
  });

  it('stops accepting a token as soon as its session is signed out', async () => {
    const leaving = await kit.signUp();
    expect((await kit.api('/settings', { token: leaving.accessToken })).status).toBe(200);
    expect((await leaving.client.signOut()).error).toBeNull();
    await expect401(await kit.api('/settings', { token: leaving.accessToken }));
  });

  it('an unknown path is a 404 with a detail', async () => {
    const missing = await kit.api('/nothing-here', { token: user.accessToken });
    expect(missing.status).toBe(404);
    expect(typeof ((await missing.json()) as { detail: unknown }).detail).toBe('string');
  });
});
