import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('POST /logout on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  async function threeDevices() {
    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const devices = [kit.client(), kit.client(), kit.client()];
    for (const device of devices) {
      expect((await device.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
    }
    return devices;
  }

  const isSignedIn = async (device: ReturnType<AuthTestKit['client']>) =>
    (await device.getUser()).error === null;

  it('scope=local ends only this session', async () => {
    const [a, b, c] = await threeDevices();
    expect((await a!.signOut({ scope: 'local' })).error).toBeNull();
    expect((await a!.getSession()).data.session).toBeNull();
    expect(await isSignedIn(b!)).toBe(true);
    expect(await isSignedIn(c!)).toBe(true);
  });

  it('scope=others ends every other session', async () => {
    const [a, b, c] = await threeDevices();
    expect((await a!.signOut({ scope: 'others' })).error).toBeNull();
    expect(await isSignedIn(a!)).toBe(true);
    expect(await isSignedIn(b!)).toBe(false);
    expect(await isSignedIn(c!)).toBe(false);
  });

  it('scope=global (the default) ends all sessions and their refresh tokens', async () => {
    const [a, b] = await threeDevices();
    const refreshToken = (await b!.getSession()).data.session!.refresh_token;
    expect((await a!.signOut()).error).toBeNull();
    expect(await isSignedIn(b!)).toBe(false);
    const refresh = await kit.request('/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: refreshToken },
    });
    expect(refresh.status).toBe(400);
  });

  it('answers 204 with an empty body, and 400 for an unknown scope', async () => {
    const [a] = await threeDevices();
    const token = (await a!.getSession()).data.session!.access_token;
    const bad = await kit.request('/logout?scope=everything', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bad.status).toBe(400);
    const repeated = await kit.request('/logout?scope=local&scope=others', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(repeated.status).toBe(400);
    const ok = await kit.request('/logout?scope=local', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    });
    expect(ok.status).toBe(204);
    expect(await ok.text()).toBe('');
  });
});
