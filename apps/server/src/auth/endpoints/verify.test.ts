import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('/verify on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind, {
      AUTH_REDIRECT_ALLOW_LIST: 'https://*.trusted.example/**',
    });
  });
  afterAll(() => kit.close());

  it('POST with the token hash of a link returns a session', async () => {
    const email = uniqueEmail();
    await kit.client().signUp({ email, password: 'secret-123' });
    const tokenHash = new URL(await kit.latestLink(email)).searchParams.get('token')!;
    const client = kit.client();
    const { data, error } = await client.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(error).toBeNull();
    expect(data.session?.user.email_confirmed_at).toBeTruthy();
    const reused = await client.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(reused.error?.code).toBe('otp_expired');
    expect(reused.error?.message).toBe('Token has expired or is invalid');
  });

  it('a link of one type does not verify as another', async () => {
    const email = uniqueEmail();
    await kit.client().signUp({ email, password: 'secret-123' });
    const tokenHash = new URL(await kit.latestLink(email)).searchParams.get('token')!;
    const wrongType = await kit.client().verifyOtp({ token_hash: tokenHash, type: 'recovery' });
    expect(wrongType.error?.code).toBe('otp_expired');
    expect(
      (await kit.client().verifyOtp({ token_hash: tokenHash, type: 'signup' })).error,
    ).toBeNull();
  });

  it('honours redirect_to only when allowed', async () => {
    const email = uniqueEmail();
    await kit.client().signUp({
      email,
      password: 'secret-123',
      options: { emailRedirectTo: 'https://app.trusted.example/after' },
    });
    const link = new URL(await kit.latestLink(email));
    expect(link.searchParams.get('redirect_to')).toBe('https://app.trusted.example/after');
    link.searchParams.set('redirect_to', 'https://evil.example/steal');
    const location = await openLink(link.toString());
    expect(location.origin).toBe(kit.server.config.siteUrl);
    expect(location.hash).toContain('access_token=');

    const other = uniqueEmail();
    await kit.client().signUp({
      email: other,
      password: 'secret-123',
      options: { emailRedirectTo: 'https://evil.example/steal' },
    });
    expect(new URL(await kit.latestLink(other)).searchParams.get('redirect_to')).toBe(
      kit.server.config.siteUrl,
    );
  });

  it('rejects malformed requests', async () => {
    const noType = await kit.request('/verify', { method: 'POST', json: { token_hash: 'abc' } });
    expect(noType.status).toBe(400);
    const mixed = await kit.request('/verify', {
      method: 'POST',
      json: { type: 'signup', token_hash: 'abc', email: 'a@b.co' },
    });
    expect(mixed.status).toBe(400);
    const unknownGet = await openLink(`${kit.authUrl}/verify?token=abc&type=signup`);
    expect(unknownGet.hash).toContain('error_code=otp_expired');
  });

  it('a prototype key as the type is an unsupported type, not a 500', async () => {
    for (const type of ['__proto__', 'constructor', 'toString']) {
      const post = await kit.request('/verify', {
        method: 'POST',
        json: { type, token_hash: 'abc' },
      });
      expect(post.status, type).toBe(400);
      const get = await openLink(`${kit.authUrl}/verify?token=abc&type=${type}`);
      expect(get.hash, type).toContain('error_code=validation_failed');
    }
  });
});
