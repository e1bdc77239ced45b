import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { parseBanDuration } from './admin.js';

describe('parseBanDuration', () => {
  it('reads Go durations and "none"', () => {
    expect(parseBanDuration('24h')).toBe(86_400_000);
    expect(parseBanDuration('1h30m')).toBe(5_400_000);
    expect(parseBanDuration('none')).toBe('none');
    expect(() => parseBanDuration('forever')).toThrow();
    expect(() => parseBanDuration('99999999999h')).toThrow();
  });
});

describe.each(testDatabaseKinds())('/admin on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('creates, gets, updates and deletes users with the service-role key', async () => {
    const admin = kit.adminClient().admin;
    const email = uniqueEmail('admin');
    const created = await admin.createUser({
      email,
      password: 'secret-123',
      email_confirm: true,
      user_metadata: { name: 'Eve' },
      app_metadata: { plan: 'pro' },
    });
    expect(created.error).toBeNull();
    const id = created.data.user!.id;
    expect(created.data.user?.app_metadata).toMatchObject({ plan: 'pro', provider: 'email' });

    const fetched = await admin.getUserById(id);
    expect(fetched.data.user?.email).toBe(email);

    const updated = await admin.updateUserById(id, {
      user_metadata: { name: null, city: 'Lima' },
      ban_duration: '1h',
    });
    expect(updated.error).toBeNull();
    expect(updated.data.user?.user_metadata).toEqual({ city: 'Lima' });
    expect(updated.data.user?.banned_until).toBeTruthy();
    const banned = await kit.client().signInWithPassword({ email, password: 'secret-123' });
    expect(banned.error?.code).toBe('user_banned');
    await admin.updateUserById(id, { ban_duration: 'none' });
    expect(
      (await kit.client().signInWithPassword({ email, password: 'secret-123' })).error,
    ).toBeNull();

    const duplicate = await admin.createUser({ email, password: 'secret-123' });
    expect(duplicate.error?.code).toBe('email_exists');
    const takenId = await admin.createUser({ email: uniqueEmail('admin-id'), id });
    expect(takenId.error).toMatchObject({ status: 422, code: 'user_already_exists' });

    expect((await admin.deleteUser(id)).error).toBeNull();
    const gone = await admin.getUserById(id);
    expect(gone.error?.status).toBe(404);
    expect(gone.error?.code).toBe('user_not_found');
  });

  it('lists users with pagination headers the client understands', async () => {
    const admin = kit.adminClient().admin;
    for (let index = 0; index < 3; index += 1) {
      await admin.createUser({ email: uniqueEmail('page'), password: 'secret-123' });
    }
    const { data, error } = await admin.listUsers({ page: 1, perPage: 2 });
    expect(error).toBeNull();
    expect(data.users).toHaveLength(2);
    expect((data as { nextPage?: number }).nextPage).toBe(2);
    expect((data as { total?: number }).total).toBeGreaterThanOrEqual(3);

    const raw = await kit.request('/admin/users?page=1&per_page=2', {
      headers: { authorization: `Bearer ${kit.serviceKey}` },
    });
    expect(raw.headers.get('x-total-count')).toBe(String((data as { total: number }).total));
    expect(raw.headers.get('link')).toMatch(
      /<\/auth\/v1\/admin\/users\?page=2&per_page=2>; rel="next"/,
    );
    const filtered = await kit.request('/admin/users?filter=page-', {
      headers: { authorization: `Bearer ${kit.serviceKey}` },
    });
    const body = (await filtered.json()) as { users: { email: string }[] };
    expect(body.users.every((user) => user.email.startsWith('page-'))).toBe(true);
  });

  it('shows the audit log to admins', async () => {
    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    await kit.client().signInWithPassword({ email, password: 'secret-123' });
    const response = await kit.request('/admin/audit?per_page=5', {
      headers: { authorization: `Bearer ${kit.serviceKey}` },
    });
    expect(response.status).toBe(200);
    const entries = (await response.json()) as { payload: { action: string } }[];
    expect(entries[0]?.payload.action).toBe('login');
    expect(response.headers.get('x-total-count')).toBeTruthy();
  });

  it('accepts a service key without sub or exp, and refuses everyone else', async () => {
    const noExp = await new SignJWT({ role: 'supabase_admin' })
      .setProtectedHeader({ alg: 'ES256', kid: kit.server.app.signingKeys.current.kid! })
      .sign(kit.server.app.signingKeys.current.key);
    const ok = await kit.request('/admin/users', { headers: { authorization: `Bearer ${noExp}` } });
    expect(ok.status).toBe(200);

    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const user = kit.client();
    const session = (await user.signInWithPassword({ email, password: 'secret-123' })).data
      .session!;
    for (const token of [kit.anonKey, session.access_token]) {
      const denied = await kit.request('/admin/users', {
        headers: { authorization: `Bearer ${token}`, 'x-supabase-api-version': '2024-01-01' },
      });
      expect(denied.status).toBe(403);
      expect(await denied.json()).toEqual({ code: 'not_admin', message: 'User not allowed' });
    }
    const anonymous = await kit.request('/admin/users', {
      method: 'POST',
      json: { email: uniqueEmail() },
    });
    expect(anonymous.status).toBe(401);
    const asAnon = await kit.client().admin.listUsers();
    expect(asAnon.error?.status).toBe(401);
    const badId = await kit.request('/admin/users/not-a-uuid', {
      headers: { authorization: `Bearer ${kit.serviceKey}` },
    });
    expect(badId.status).toBe(404);
  });
});
