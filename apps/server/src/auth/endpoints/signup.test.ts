import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('POST /signup on %s', (kind) => {
  describe('with e-mail confirmation (default)', () => {
    let kit: AuthTestKit;
    beforeAll(async () => {
      kit = await startAuthTestKit(kind);
    });
    afterAll(() => kit.close());

    it('returns the user without a session and mails a confirmation link that signs in', async () => {
      const client = kit.client();
      const email = uniqueEmail();
      const { data, error } = await client.signUp({
        email,
        password: 'secret-123',
        options: { data: { display_name: 'Ana' } },
      });
      expect(error).toBeNull();
      expect(data.session).toBeNull();
      expect(data.user?.email).toBe(email);
      expect(data.user?.confirmation_sent_at).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeUndefined();
      expect(data.user?.user_metadata).toEqual({ display_name: 'Ana' });
      expect(data.user?.identities).toHaveLength(1);

      const unconfirmed = await client.signInWithPassword({ email, password: 'secret-123' });
      expect(unconfirmed.error?.code).toBe('email_not_confirmed');
      expect(unconfirmed.error?.status).toBe(400);

      const [mail] = await kit.mailsTo(email);
      expect(mail?.subject).toBe('Confirm your Ascend account');
      expect(mail?.html).toContain('<a href=');
      const location = await openLink(await kit.latestLink(email));
      expect(location.origin).toBe(kit.server.config.siteUrl);
      const fragment = fragmentParams(location);
      expect(fragment.get('type')).toBe('signup');
      const session = await client.setSession({
        access_token: fragment.get('access_token')!,
        refresh_token: fragment.get('refresh_token')!,
      });
      expect(session.error).toBeNull();
      expect(session.data.user?.email_confirmed_at).toBeTruthy();

      const signedIn = await kit.client().signInWithPassword({ email, password: 'secret-123' });
      expect(signedIn.error).toBeNull();
      expect(signedIn.data.user?.id).toBe(data.user?.id);
    });

    it('a used confirmation link redirects with otp_expired', async () => {
      const email = uniqueEmail();
      await kit.client().signUp({ email, password: 'secret-123' });
      const link = await kit.latestLink(email);
      await openLink(link);
      const again = fragmentParams(await openLink(link));
      expect(again.get('error_code')).toBe('otp_expired');
      expect(again.get('error')).toBe('access_denied');
    });

    it('answers a duplicate of a confirmed address with a look-alike new user, not an error', async () => {
      const email = uniqueEmail();
      const first = await kit.client().signUp({ email, password: 'secret-123' });
      await openLink(await kit.latestLink(email));
      const before = (await kit.mailsTo(email)).length;
      const duplicate = await kit.client().signUp({ email, password: 'other-pass' });
      expect(duplicate.error).toBeNull();
      expect(duplicate.data.user?.id).not.toBe(first.data.user?.id);
      // Shaped as a new user's answer (see user-enumeration.test.ts), but never stored.
      expect(duplicate.data.user?.identities).toMatchObject([
        { provider: 'email', user_id: duplicate.data.user?.id },
      ]);
      const stored = await kit.adminClient().admin.getUserById(duplicate.data.user!.id);
      expect(stored.data.user).toBeNull();
      expect((await kit.mailsTo(email)).length).toBe(before);
      // The original password still works: the duplicate changed nothing.
      const signIn = await kit.client().signInWithPassword({ email, password: 'secret-123' });
      expect(signIn.error).toBeNull();
    });

    it('mails in Spanish when the user signs up in Spanish', async () => {
      const byData = uniqueEmail('es');
      await kit
        .client()
        .signUp({ email: byData, password: 'secret-123', options: { data: { locale: 'es' } } });
      expect((await kit.mailsTo(byData))[0]?.subject).toBe('Confirma tu cuenta de Ascend');
      const byHeader = uniqueEmail('es');
      await kit.request('/signup', {
        method: 'POST',
        json: { email: byHeader, password: 'secret-123' },
        headers: { 'accept-language': 'es-MX,es;q=0.9' },
      });
      expect((await kit.mailsTo(byHeader))[0]?.subject).toBe('Confirma tu cuenta de Ascend');
    });

    it('rejects bad input with the protocol errors and creates nothing', async () => {
      const client = kit.client();
      const weak = await client.signUp({ email: uniqueEmail(), password: '123' });
      expect(weak.error?.code).toBe('weak_password');
      expect(weak.error?.status).toBe(422);
      expect((weak.error as { reasons?: string[] }).reasons).toEqual(['length']);
      const invalid = await client.signUp({ email: 'not-an-email', password: 'secret-123' });
      expect(invalid.error?.code).toBe('validation_failed');
      expect(invalid.error?.message).toBe('Unable to validate email address: invalid format');
      const noPassword = await kit.request('/signup', {
        method: 'POST',
        json: { email: uniqueEmail() },
      });
      expect(noPassword.status).toBe(400);
      const anonymous = await kit.request('/signup', { method: 'POST', json: {} });
      expect(anonymous.status).toBe(422);
      expect(((await anonymous.json()) as { error_code: string }).error_code).toBe(
        'anonymous_provider_disabled',
      );
      const admin = kit.adminClient();
      const { data } = await admin.admin.listUsers();
      expect(data.users.some((user) => user.email === 'not-an-email')).toBe(false);
    });
  });

  describe('with AUTH_AUTOCONFIRM', () => {
    let kit: AuthTestKit;
    beforeAll(async () => {
      kit = await startAuthTestKit(kind, { AUTH_AUTOCONFIRM: 'true' });
    });
    afterAll(() => kit.close());

    it('signs in at once and refuses a duplicate with user_already_exists', async () => {
      const client = kit.client();
      const email = uniqueEmail();
      const { data, error } = await client.signUp({ email, password: 'secret-123' });
      expect(error).toBeNull();
      expect(data.session?.access_token).toBeTruthy();
      expect(data.user?.email_confirmed_at).toBeTruthy();
      expect((await client.getSession()).data.session?.user.email).toBe(email);
      expect(await kit.mailsTo(email)).toEqual([]);

      const duplicate = await kit.client().signUp({ email, password: 'secret-123' });
      expect(duplicate.error?.code).toBe('user_already_exists');
      expect(duplicate.error?.message).toBe('User already registered');
    });

    it('concurrent sign-ups of one address create one user and never fail with a 500', async () => {
      const email = uniqueEmail('race');
      const responses = await Promise.all(
        Array.from({ length: 6 }, () =>
          kit.request('/signup', { method: 'POST', json: { email, password: 'secret-123' } }),
        ),
      );
      const statuses = responses.map((response) => response.status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(1);
      expect(statuses.every((status) => status === 200 || status === 422)).toBe(true);
    });
  });
});
