import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('GET and PUT /user on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  async function signedInClient(email = uniqueEmail(), password = 'secret-123') {
    await kit.adminClient().admin.createUser({
      email,
      password,
      email_confirm: true,
      user_metadata: { plan: 'free', theme: 'light' },
    });
    const client = kit.client();
    const { error } = await client.signInWithPassword({ email, password });
    expect(error).toBeNull();
    return { client, email };
  }

  it('returns the user of the access token', async () => {
    const { client, email } = await signedInClient();
    const { data, error } = await client.getUser();
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      is_anonymous: false,
    });
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });
  });

  it('answers the user as JSON, unchanged until the user changes', async () => {
    const { client } = await signedInClient();
    const token = (await client.getSession()).data.session!.access_token;
    const get = () => kit.request('/user', { headers: { authorization: `Bearer ${token}` } });
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const body = (await first.json()) as { user_metadata: object };
    expect(body.user_metadata).toEqual({ plan: 'free', theme: 'light' });
    expect(await (await get()).json()).toEqual(body);
    await client.updateUser({ data: { theme: 'dark' } });
    expect(((await (await get()).json()) as typeof body).user_metadata).toEqual({
      plan: 'free',
      theme: 'dark',
    });
  });

  it('merges metadata key by key and deletes keys set to null', async () => {
    const { client } = await signedInClient();
    const { data, error } = await client.updateUser({
      data: { theme: 'dark', plan: null, locale: 'es' },
    });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toEqual({ theme: 'dark', locale: 'es' });
    expect((await client.getUser()).data.user?.user_metadata).toEqual({
      theme: 'dark',
      locale: 'es',
    });
  });

  it('merges metadata into what is stored when the update is made, not what was read before', async () => {
    const { client } = await signedInClient();
    const token = (await client.getSession()).data.session!.access_token;
    const put = (json: unknown) =>
      kit.request('/user', { method: 'PUT', headers: { authorization: `Bearer ${token}` }, json });
    // The password change spends tens of milliseconds hashing after authenticating; the plain
    // metadata change lands in the meantime and must survive the slower request's write.
    const [slow, quick] = await Promise.all([
      put({ password: 'a-new-secret-456', data: { from_slow: true } }),
      new Promise((resolve) => setTimeout(resolve, 5)).then(() =>
        put({ data: { from_quick: true } }),
      ),
    ]);
    expect([slow.status, quick.status]).toEqual([200, 200]);
    const { data } = await client.getUser();
    expect(data.user?.user_metadata).toEqual({
      plan: 'free',
      theme: 'light',
      from_slow: true,
      from_quick: true,
    });
  });

  it('changes the password, refuses the same one, and signs out the other sessions', async () => {
    const { client, email } = await signedInClient();
    const other = kit.client();
    await other.signInWithPassword({ email, password: 'secret-123' });

    const same = await client.updateUser({ password: 'secret-123' });
    expect(same.error?.code).toBe('same_password');
    expect(same.error?.status).toBe(422);
    const weak = await client.updateUser({ password: '1' });
    expect(weak.error?.code).toBe('weak_password');

    const changed = await client.updateUser({ password: 'new-secret-456' });
    expect(changed.error).toBeNull();
    expect((await client.getUser()).error).toBeNull();
    const otherUser = await other.getUser();
    expect(otherUser.error?.name).toBe('AuthSessionMissingError');
    expect(
      (await kit.client().signInWithPassword({ email, password: 'secret-123' })).error?.code,
    ).toBe('invalid_credentials');
    expect(
      (await kit.client().signInWithPassword({ email, password: 'new-secret-456' })).error,
    ).toBeNull();
  });

  it('refuses a new password when the current password given is wrong', async () => {
    const { client, email } = await signedInClient();
    const wrong = await client.updateUser({
      password: 'new-secret-456',
      current_password: 'not-the-password',
    });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    expect(wrong.error?.status).toBe(422);
    // Unchanged: the old password still signs in.
    expect(
      (await kit.client().signInWithPassword({ email, password: 'secret-123' })).error,
    ).toBeNull();
    const right = await client.updateUser({
      password: 'new-secret-456',
      current_password: 'secret-123',
    });
    expect(right.error).toBeNull();
  });

  it('changes the e-mail after both addresses confirm', async () => {
    const { client, email } = await signedInClient();
    const newEmail = uniqueEmail('new');
    const { data, error } = await client.updateUser({ email: newEmail });
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);

    const first = await openLink(await kit.latestLink(email));
    expect(fragmentParams(first).get('message')).toContain('Confirmation link accepted');
    expect((await client.getUser()).data.user?.email).toBe(email);

    const second = fragmentParams(await openLink(await kit.latestLink(newEmail)));
    expect(second.get('access_token')).toBeTruthy();
    const user = (await client.getUser()).data.user;
    expect(user?.email).toBe(newEmail);
    expect(user?.new_email).toBeUndefined();
    expect(
      (await kit.client().signInWithPassword({ email: newEmail, password: 'secret-123' })).error,
    ).toBeNull();
  });

  it("answers another account's address as a free one, mails that account nothing, and refuses app_metadata", async () => {
    // supabase/auth answers 422 email_exists here, which tells anyone signed in which addresses
    // have accounts; the change is answered and recorded as any other, and can never complete.
    const { client, email } = await signedInClient();
    const { email: taken } = await signedInClient();
    const { client: other } = await signedInClient();
    const free = uniqueEmail('free');
    const toTaken = await client.updateUser({ email: taken });
    const toFree = await other.updateUser({ email: free });
    expect(toTaken.error).toBeNull();
    expect(toTaken.data.user?.new_email).toBe(taken);
    expect(Object.keys(toTaken.data.user!).sort()).toEqual(Object.keys(toFree.data.user!).sort());

    const current = fragmentParams(await openLink(await kit.latestLink(email)));
    expect(current.get('message')).toContain('Confirmation link accepted');
    expect(await kit.waitForMailsTo(free)).toHaveLength(1);
    expect(await kit.mailsTo(taken)).toEqual([]);
    expect((await client.getUser()).data.user).toMatchObject({ email, new_email: taken });
    // A resend mails the pending legs again, still nothing to the other account.
    expect((await client.resend({ type: 'email_change', email })).error).toBeNull();
    expect(await kit.mailsTo(taken)).toEqual([]);

    const appMetadata = await kit.request('/user', {
      method: 'PUT',
      json: { app_metadata: { role: 'admin' } },
      headers: {
        authorization: `Bearer ${(await client.getSession()).data.session!.access_token}`,
      },
    });
    expect(appMetadata.status).toBe(403);
    expect(((await appMetadata.json()) as { error_code: string }).error_code).toBe('not_admin');
  });

  it('requires a valid bearer token', async () => {
    const missing = await kit.request('/user', {
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({
      code: 'no_authorization',
      message: 'This endpoint requires a valid Bearer token',
    });
    // The anon key is a valid JWT but names no user.
    const anon = await kit.request('/user', {
      headers: { authorization: `Bearer ${kit.anonKey}` },
    });
    expect(anon.status).toBe(403);
  });
});
