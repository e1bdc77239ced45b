/**
 * AUTH_DISABLE_SIGNUP: no account from /signup, /otp or a first Google sign-in, with the protocol's
 * 422 `signup_disabled`; /settings says so; admin-created and invited users still get in.
 */
import { isAuthApiError } from '@supabase/auth-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../test-support/local-oidc-provider.js';
import { followProviderRedirects } from '../test-support/provider-journey.js';

const PASSWORD = 'secret-123';
const NEW = { 'x-supabase-api-version': '2024-01-01' };
const CLOSED = { code: 'signup_disabled', message: 'Signups not allowed for this instance' };

describe.each(testDatabaseKinds())('sign-ups closed on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startLocalOidcProvider();
    kit = await startAuthTestKit(kind, {
      AUTH_DISABLE_SIGNUP: 'true',
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    provider.register(`${kit.server.url}/auth/v1/callback`);
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  const userCount = async () =>
    Number(
      (
        await kit.server.app.database.db
          .selectFrom('users')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it('reports disable_signup: true in /settings', async () => {
    const settings = (await (await kit.request('/settings')).json()) as Record<string, unknown>;
    expect(settings.disable_signup).toBe(true);
  });

  it('answers /signup with 422 signup_disabled and creates nobody', async () => {
    const before = await userCount();
    const { data, error } = await kit.client().signUp({ email: uniqueEmail(), password: PASSWORD });
    expect(isAuthApiError(error)).toBe(true);
    expect({ status: error!.status, code: error!.code, message: error!.message }).toEqual({
      status: 422,
      ...CLOSED,
    });
    expect(data.user).toBeNull();
    // Before any other check of the body, in both shapes.
    const weak = await kit.request('/signup', {
      method: 'POST',
      json: { email: 'not-an-email', password: '1' },
    });
    expect(weak.status).toBe(422);
    expect(await weak.json()).toEqual({ code: 422, error_code: CLOSED.code, msg: CLOSED.message });
    // An anonymous sign-in keeps its own answer, as in supabase/auth.
    const anonymous = await kit.client().signInAnonymously();
    expect(anonymous.error?.code).toBe('anonymous_provider_disabled');
    expect(await userCount()).toBe(before);
  });

  it('sends no sign-up through /otp, but still signs in a confirmed user by e-mail', async () => {
    const before = await userCount();
    const stranger = await kit.client().signInWithOtp({ email: uniqueEmail('otp') });
    expect(stranger.error?.status).toBe(422);
    expect(stranger.error?.code).toBe(CLOSED.code);
    const notCreating = await kit
      .client()
      .signInWithOtp({ email: uniqueEmail('otp'), options: { shouldCreateUser: false } });
    // Without creating users an unknown address is answered like a registered one (no enumeration).
    expect(notCreating.error).toBeNull();
    expect(await userCount()).toBe(before);

    const email = uniqueEmail('member');
    await kit.adminClient().admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const member = await kit.client().signInWithOtp({ email });
    expect(member.error).toBeNull();
    const location = await openLink(await kit.latestLink(email));
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });

  it('refuses /otp for a never-confirmed address, which confirms through /resend instead', async () => {
    const email = uniqueEmail('unconfirmed');
    await kit.adminClient().admin.createUser({ email, password: PASSWORD });
    const otp = await kit.client().signInWithOtp({ email });
    expect(otp.error?.code).toBe(CLOSED.code);
    const resent = await kit.client().resend({ type: 'signup', email });
    expect(resent.error).toBeNull();
    const location = await openLink(await kit.latestLink(email));
    expect(fragmentParams(location).get('access_token')).toBeTruthy();
  });

  it('still lets admins create users, who sign in with their password', async () => {
    const email = uniqueEmail('admin-made');
    const created = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    expect(created.error).toBeNull();
    const { data, error } = await kit.client().signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.data.user!.id);
  });

  it('still lets an invited user in through the invitation link', async () => {
    const email = uniqueEmail('invited');
    const invited = await kit.adminClient().admin.inviteUserByEmail(email);
    expect(invited.error).toBeNull();
    const location = await openLink(await kit.latestLink(email));
    const accessToken = fragmentParams(location).get('access_token');
    expect(accessToken).toBeTruthy();
    const me = await kit.request('/user', { headers: { authorization: `Bearer ${accessToken}` } });
    expect(((await me.json()) as { id: string }).id).toBe(invited.data.user!.id);
  });

  it('refuses a first Google sign-in but signs in a Google account linked to an existing user', async () => {
    const before = await userCount();
    provider.signInAs({
      sub: `google-${randomUUID()}`,
      email: uniqueEmail('newcomer'),
      email_verified: true,
    });
    const { data } = await kit.client({ flowType: 'pkce' }).signInWithOAuth({
      provider: 'google',
      options: { redirectTo: kit.server.config.siteUrl, skipBrowserRedirect: true },
    });
    const { landing } = await followProviderRedirects(data.url!, provider, kit);
    expect(landing.searchParams.get('error')).toBe('access_denied');
    expect(landing.searchParams.get('error_code')).toBe(CLOSED.code);
    expect(landing.searchParams.get('error_description')).toBe(CLOSED.message);
    expect(await userCount()).toBe(before);

    // An existing, confirmed account is linked and signed in: that is no sign-up.
    const email = uniqueEmail('existing');
    const { data: existing } = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    provider.signInAs({ sub: `google-${randomUUID()}`, email, email_verified: true });
    const client = kit.client({ flowType: 'pkce' });
    const linked = await client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: kit.server.config.siteUrl, skipBrowserRedirect: true },
    });
    const journey = await followProviderRedirects(linked.data.url!, provider, kit);
    const session = await client.exchangeCodeForSession(journey.landing.searchParams.get('code')!);
    expect(session.error).toBeNull();
    expect(session.data.user?.id).toBe(existing.user!.id);
  });

  it('refuses a first sign-in with a Google ID token', async () => {
    const before = await userCount();
    const token = await provider.signIdToken({
      sub: `google-${randomUUID()}`,
      email: uniqueEmail('one-tap'),
      email_verified: true,
    });
    const { error } = await kit.client().signInWithIdToken({ provider: 'google', token });
    expect({ status: error?.status, code: error?.code, message: error?.message }).toEqual({
      status: 422,
      ...CLOSED,
    });
    expect(await userCount()).toBe(before);
  });

  it('answers in the 2024-01-01 shape too', async () => {
    const response = await kit.request('/signup', {
      method: 'POST',
      headers: NEW,
      json: { email: uniqueEmail(), password: PASSWORD },
    });
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual(CLOSED);
  });
});
