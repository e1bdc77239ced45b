import type { AuthChangeEvent } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('POST /recover on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  async function user(email = uniqueEmail()) {
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'old-secret', email_confirm: true });
    return email;
  }

  it('mails a recovery link whose session can set a new password', async () => {
    const email = await user();
    const client = kit.client();
    const { error } = await client.resetPasswordForEmail(email, {
      redirectTo: `${kit.server.config.siteUrl}/reset`,
    });
    expect(error).toBeNull();
    const [mail] = await kit.waitForMailsTo(email);
    expect(mail?.subject).toBe('Reset your Ascend password');
    const location = await openLink(await kit.latestLink(email));
    expect(location.pathname).toBe('/reset');
    const fragment = fragmentParams(location);
    expect(fragment.get('type')).toBe('recovery');
    await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.updateUser({ password: 'new-secret' })).error).toBeNull();
    expect(
      (await kit.client().signInWithPassword({ email, password: 'old-secret' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await kit.client().signInWithPassword({ email, password: 'new-secret' })).error,
    ).toBeNull();
  });

  it('with PKCE, the exchange emits PASSWORD_RECOVERY', async () => {
    const email = await user();
    const client = kit.client({ flowType: 'pkce' });
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => void events.push(event));
    await client.resetPasswordForEmail(email);
    const code = (await openLink(await kit.latestLink(email))).searchParams.get('code')!;
    const { error } = await client.exchangeCodeForSession(code);
    expect(error).toBeNull();
    expect(events).toContain('PASSWORD_RECOVERY');
  });

  it('answers {} for an unknown address and mails nothing', async () => {
    const email = uniqueEmail('ghost');
    const response = await kit.request('/recover', { method: 'POST', json: { email } });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({});
    expect(await kit.mailsTo(email)).toEqual([]);
  });

  it('validates the address', async () => {
    const missing = await kit.request('/recover', { method: 'POST', json: {} });
    expect(missing.status).toBe(400);
    const invalid = await kit.request('/recover', { method: 'POST', json: { email: 'nope' } });
    expect(invalid.status).toBe(400);
  });
});
