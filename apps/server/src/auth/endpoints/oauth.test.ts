/**
 * Google sign-in end to end: the official client starts the flow, a real local OpenID provider
 * (oidc-provider) stands in for Google, plain fetch follows the browser's redirects, and the client
 * exchanges the returned code for a session.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
  type ProviderAccount,
} from '../test-support/local-oidc-provider.js';
import { followProviderRedirects, type ProviderJourney } from '../test-support/provider-journey.js';

const NEW = { 'x-supabase-api-version': '2024-01-01' };

const googleAccount = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  sub: `google-${randomUUID()}`,
  email: uniqueEmail('google'),
  email_verified: true,
  name: 'Ana Google',
  picture: 'https://example.com/ana.png',
  ...overrides,
});

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    amr: { method: string; provider?: string }[];
    app_metadata: { providers: string[] };
  };

describe.each(testDatabaseKinds())('Google sign-in on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;
  let appUrl: string;

  beforeAll(async () => {
    provider = await startLocalOidcProvider();
    kit = await startAuthTestKit(kind, {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
    });
    provider.register(`${kit.server.url}/auth/v1/callback`);
    appUrl = `${kit.server.config.siteUrl}/dashboard`;
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  const db = () => kit.server.app.database.db;

  async function pkceSignIn(account: ProviderAccount) {
    provider.signInAs(account);
    const client = kit.client({ flowType: 'pkce' });
    const { data, error } = await client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    const journey: ProviderJourney = await followProviderRedirects(data.url!, provider, kit);
    return { client, ...journey };
  }

  it('reports Google as enabled in /settings', async () => {
    const response = await kit.request('/settings');
    expect(((await response.json()) as { external: { google: boolean } }).external.google).toBe(
      true,
    );
  });

  it('sends the browser to the issuer with PKCE, nonce, the OpenID scopes and a flow state', async () => {
    const client = kit.client({ flowType: 'pkce' });
    const { data } = await client.signInWithOAuth({
      provider: 'google',
      options: {
        redirectTo: appUrl,
        skipBrowserRedirect: true,
        queryParams: { prompt: 'consent' },
      },
    });
    const abandoned = randomUUID();
    await db()
      .insertInto('flow_states')
      .values({
        id: abandoned,
        user_id: null,
        code_challenge: '',
        code_challenge_method: '',
        provider_type: 'google',
        authentication_method: 'oauth',
        provider_code_verifier: 'verifier',
        provider_nonce: 'nonce',
        created_at: new Date(Date.now() - 7_200_000).toISOString(),
        updated_at: new Date(Date.now() - 7_200_000).toISOString(),
      })
      .execute();
    const response = await fetch(data.url!, { redirect: 'manual' });
    expect(response.status).toBe(302);
    // Abandoned flows are swept when a new one starts.
    expect(
      await db().selectFrom('flow_states').select('id').where('id', '=', abandoned).execute(),
    ).toEqual([]);
    const location = new URL(response.headers.get('location')!);
    expect(location.origin).toBe(provider.issuer);
    expect(location.searchParams.get('client_id')).toBe(provider.clientId);
    expect(location.searchParams.get('redirect_uri')).toBe(`${kit.authUrl}/callback`);
    expect(location.searchParams.get('scope')).toBe('openid email profile');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('nonce')).toBeTruthy();
    expect(location.searchParams.get('prompt')).toBe('consent');
    const flow = await db()
      .selectFrom('flow_states')
      .selectAll()
      .where('id', '=', location.searchParams.get('state')!)
      .executeTakeFirstOrThrow();
    expect(flow).toMatchObject({ provider_type: 'google', redirect_to: appUrl, user_id: null });
    // The client's own challenge is kept for the code exchange; ours towards Google differs.
    expect(flow.code_challenge).toBe(new URL(data.url!).searchParams.get('code_challenge'));
    expect(flow.code_challenge).not.toBe(location.searchParams.get('code_challenge'));
  });

  it('creates a confirmed user with a google identity, through the PKCE code exchange', async () => {
    const account = googleAccount();
    const { client, landing } = await pkceSignIn(account);
    expect(`${landing.origin}${landing.pathname}`).toBe(appUrl);
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();

    const { data, error } = await client.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    const user = data.user!;
    expect(user.email).toBe(account.email);
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
    expect(user.user_metadata).toMatchObject({ name: 'Ana Google', email: account.email });
    expect(user.identities).toHaveLength(1);
    expect(user.identities![0]).toMatchObject({
      provider: 'google',
      id: account.sub,
      identity_data: {
        sub: account.sub,
        email: account.email,
        email_verified: true,
        name: 'Ana Google',
        picture: 'https://example.com/ana.png',
        iss: provider.issuer,
      },
    });
    expect(claimsOf(data.session!.access_token).amr[0]).toMatchObject({
      method: 'oauth',
      provider: 'google',
    });
    const actions = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', user.id)
      .execute();
    expect(actions.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user_signedup', 'login']),
    );

    // The same Google account later signs in as the same user.
    const again = await pkceSignIn(account);
    const second = await again.client.exchangeCodeForSession(
      again.landing.searchParams.get('code')!,
    );
    expect(second.data.user?.id).toBe(user.id);
  });

  it('links Google to an existing account whose e-mail is confirmed', async () => {
    const email = uniqueEmail('linked');
    const { data: created } = await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const { client, landing } = await pkceSignIn(googleAccount({ email }));
    const { data, error } = await client.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.user!.id);
    expect(data.user?.app_metadata).toMatchObject({
      provider: 'email',
      providers: ['email', 'google'],
    });
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual([
      'email',
      'google',
    ]);
    // The password still works too.
    const password = await kit.client().signInWithPassword({ email, password: 'secret-123' });
    expect(password.error).toBeNull();
  });

  it('takes an unconfirmed account over for a verified Google address (its sign-up password never works), never for an unverified one', async () => {
    // An attacker signs the victim's address up with a password, and never confirms it.
    const email = uniqueEmail('squatter');
    const squatter = await kit.client().signUp({
      email,
      password: 'attacker-secret',
      options: { data: { name: 'Attacker', avatar_url: 'https://evil.example/a.png' } },
    });
    expect(squatter.error).toBeNull();
    const squatterLink = await kit.latestLink(email);
    const users = async () =>
      Number(
        (
          await db()
            .selectFrom('users')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await users();

    // The victim signs in with Google, which has verified the address: the account is theirs.
    const { client, landing } = await pkceSignIn(googleAccount({ email }));
    const { data, error } = await client.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    const stored = await db()
      .selectFrom('users')
      .select(['id', 'encrypted_password'])
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(data.user?.id).toBe(stored.id);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ana Google' });
    expect(data.user?.user_metadata.avatar_url).not.toBe('https://evil.example/a.png');
    expect(stored.encrypted_password).toBeNull();
    // The attacker's password and mailed link never work afterwards.
    const attacker = await kit.client().signInWithPassword({ email, password: 'attacker-secret' });
    expect(attacker.error?.code).toBe('invalid_credentials');
    expect((await fetch(squatterLink, { redirect: 'manual' })).headers.get('location')).toContain(
      'error_code=otp_expired',
    );

    // A confirmed account is not taken over by a Google account that has not verified the address.
    const confirmed = uniqueEmail('confirmed');
    await kit
      .adminClient()
      .admin.createUser({ email: confirmed, password: 'secret-123', email_confirm: true });
    const unverified = await pkceSignIn(googleAccount({ email: confirmed, email_verified: false }));
    expect(unverified.landing.searchParams.get('error_code')).toBe(
      'provider_email_needs_verification',
    );
    // Nor does an unverified Google address create an account.
    const stranger = await pkceSignIn(googleAccount({ email_verified: false }));
    expect(stranger.landing.searchParams.get('error_code')).toBe(
      'provider_email_needs_verification',
    );
    expect(await users()).toBe(before + 1);
  });

  it('signs in with the implicit flow: the session in the fragment', async () => {
    const account = googleAccount();
    provider.signInAs(account);
    const client = kit.client();
    const { data } = await client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    const { landing } = await followProviderRedirects(data.url!, provider, kit);
    const fragment = new URLSearchParams(landing.hash.slice(1));
    expect(fragment.get('provider_token')).toBeTruthy();
    expect(fragment.get('token_type')).toBe('bearer');
    const accessToken = fragment.get('access_token')!;
    const response = await kit.request('/user', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(((await response.json()) as { email: string }).email).toBe(account.email);
    // The flow state is gone once used.
    expect(
      await db()
        .selectFrom('flow_states')
        .select('id')
        .where('id', '=', new URL(data.url!).searchParams.get('state') ?? '')
        .execute(),
    ).toEqual([]);
  });

  it('redirects with bad_oauth_state for an unknown state and flow_state_already_used on replay', async () => {
    const replay = await pkceSignIn(googleAccount());
    expect(replay.callbackUrl).toBeDefined();
    const replayed = await fetch(replay.callbackUrl!, { redirect: 'manual' });
    expect(replayed.status).toBe(302);
    const replayLanding = new URL(replayed.headers.get('location')!);
    expect(`${replayLanding.origin}${replayLanding.pathname}`).toBe(appUrl);
    expect(replayLanding.searchParams.get('error_code')).toBe('flow_state_already_used');

    const count = async (table: 'users' | 'identities' | 'sessions' | 'flow_states') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () => ({
      users: await count('users'),
      identities: await count('identities'),
      sessions: await count('sessions'),
      flows: await count('flow_states'),
    });
    const before = await counts();
    const site = kit.server.config.siteUrl;
    const cases: [string, string][] = [
      ['state=a&state=b&code=abc', 'validation_failed'],
      [`state=${randomUUID()}&code=abc`, 'bad_oauth_state'],
      ['state=not-a-uuid&code=abc', 'bad_oauth_state'],
      ['code=abc', 'bad_oauth_callback'],
    ];
    for (const [query, code] of cases) {
      const response = await fetch(`${kit.authUrl}/callback?${query}`, { redirect: 'manual' });
      expect(response.status, query).toBe(302);
      const location = new URL(response.headers.get('location')!);
      expect(location.origin).toBe(site);
      expect(location.searchParams.get('error')).toBe('invalid_request');
      expect(location.searchParams.get('error_code')).toBe(code);
      const fragment = new URLSearchParams(location.hash.slice(1));
      expect(fragment.get('error_code')).toBe(code);
      expect(fragment.has('sb')).toBe(true);
    }
    expect(await counts()).toEqual(before);
  });

  it('passes the provider error back to the app and rejects a forged code', async () => {
    const client = kit.client({ flowType: 'pkce' });
    const { data } = await client.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    const toProvider = await fetch(data.url!, { redirect: 'manual' });
    const state = new URL(toProvider.headers.get('location')!).searchParams.get('state')!;

    const denied = await fetch(
      `${kit.authUrl}/callback?state=${state}&error=access_denied&error_description=User+said+no`,
      { redirect: 'manual' },
    );
    const deniedLanding = new URL(denied.headers.get('location')!);
    expect(deniedLanding.searchParams.get('error')).toBe('access_denied');
    expect(deniedLanding.searchParams.get('error_description')).toBe('User said no');

    const iss = encodeURIComponent(provider.issuer);
    const forged = await fetch(`${kit.authUrl}/callback?state=${state}&code=forged&iss=${iss}`, {
      redirect: 'manual',
    });
    expect(forged.status).toBe(302);
    const forgedLanding = new URL(forged.headers.get('location')!);
    expect(forgedLanding.searchParams.get('error')).toBe('server_error');
    expect(forgedLanding.searchParams.has('code')).toBe(false);

    // A flow older than five minutes is over.
    await db()
      .updateTable('flow_states')
      .set({ created_at: new Date(Date.now() - 301_000).toISOString() })
      .where('id', '=', state)
      .execute();
    const late = await fetch(`${kit.authUrl}/callback?state=${state}&code=late&iss=${iss}`, {
      redirect: 'manual',
    });
    const lateLanding = new URL(late.headers.get('location')!);
    expect(`${lateLanding.origin}${lateLanding.pathname}`).toBe(appUrl);
    expect(lateLanding.searchParams.get('error_code')).toBe('bad_oauth_state');
    expect(lateLanding.searchParams.get('error_description')).toBe('OAuth state has expired');
  });

  it('answers bad /authorize input with 400, never a 500, and stores nothing', async () => {
    const flows = async () =>
      Number(
        (
          await db()
            .selectFrom('flow_states')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await flows();
    const cases: [string, string][] = [
      ['provider=github', 'Unsupported provider: Provider github could not be found'],
      ['', 'Unsupported provider: Provider  could not be found'],
      ['provider=google&code_challenge=short&code_challenge_method=s256', 'code challenge'],
      ['provider=google&code_challenge_method=s256', 'PKCE flow requires'],
      [`provider=google&code_challenge=${'a'.repeat(43)}&code_challenge_method=md5`, 'method'],
    ];
    for (const [query, message] of cases) {
      const response = await kit.request(`/authorize?${query}`, { headers: NEW });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code).toBe('validation_failed');
      expect(body.message).toContain(message);
    }
    expect(await flows()).toBe(before);
  });
});

describe('Google sign-in when not configured', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit('sqlite');
  });
  afterAll(() => kit.close());

  it('answers the protocol error and /settings says google is off', async () => {
    const response = await kit.request('/authorize?provider=google', { headers: NEW });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      code: 'validation_failed',
      message: 'Unsupported provider: provider is not enabled',
    });
    const legacy = await kit.request('/authorize?provider=google');
    expect(await legacy.json()).toMatchObject({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
    const settings = await kit.request('/settings');
    expect(((await settings.json()) as { external: { google: boolean } }).external.google).toBe(
      false,
    );
  });
});
