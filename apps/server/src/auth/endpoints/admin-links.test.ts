import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('POST /invite and /admin/generate_link on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('invites a user by mail; the link signs them in to choose a password', async () => {
    const admin = kit.adminClient().admin;
    const email = uniqueEmail('invited');
    const { data, error } = await admin.inviteUserByEmail(email, { data: { locale: 'es' } });
    expect(error).toBeNull();
    expect(data.user?.invited_at).toBeTruthy();
    const [mail] = await kit.mailsTo(email);
    expect(mail?.subject).toBe('Te han invitado a Ascend');
    const fragment = fragmentParams(await openLink(await kit.latestLink(email)));
    expect(fragment.get('type')).toBe('invite');
    const client = kit.client();
    await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.updateUser({ password: 'chosen-secret' })).error).toBeNull();
    expect(
      (await kit.client().signInWithPassword({ email, password: 'chosen-secret' })).error,
    ).toBeNull();
    const again = await admin.inviteUserByEmail(email);
    expect(again.error?.code).toBe('email_exists');
  });

  it('generates a recovery link and code without mailing them', async () => {
    const admin = kit.adminClient().admin;
    const email = uniqueEmail();
    await admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const { data, error } = await admin.generateLink({ type: 'recovery', email });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.properties?.verification_type).toBe('recovery');
    expect(data.properties?.email_otp).toMatch(/^\d{6}$/);
    expect(await kit.mailsTo(email)).toEqual([]);
    const location = await openLink(data.properties!.action_link);
    expect(fragmentParams(location).get('type')).toBe('recovery');

    const missing = await admin.generateLink({ type: 'magiclink', email: uniqueEmail('ghost') });
    expect(missing.error?.status).toBe(404);
    const denied = await kit.request('/admin/generate_link', {
      method: 'POST',
      json: { type: 'recovery', email },
      headers: { authorization: `Bearer ${kit.anonKey}` },
    });
    expect(denied.status).toBe(403);
  });

  it('a prototype key as the link type is a 400, not a 500', async () => {
    const email = uniqueEmail();
    for (const type of ['__proto__', 'constructor', 'hasOwnProperty']) {
      const response = await kit.request('/admin/generate_link', {
        method: 'POST',
        json: { type, email },
        headers: { authorization: `Bearer ${kit.serviceKey}` },
      });
      expect(response.status, type).toBe(400);
    }
  });
});
