/**
 * Manual identity linking with the official client: `linkIdentity` (the redirect flow through the
 * local OpenID provider, implicit and PKCE, and with an ID token) and `unlinkIdentity`, refusing
 * the last identity; off unless AUTH_MANUAL_LINKING, with the protocol's 404.
 */
import type { GoTrueClient, UserIdentity } from '@supabase/auth-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
  type ProviderAccount,
} from '../test-support/local-oidc-provider.js';
import { followProviderRedirects } from '../test-support/provider-journey.js';

const PASSWORD = 'secret-123';
const NEW = { 'x-supabase-api-version': '2024-01-01' };

const googleAccount = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  sub: `google-${randomUUID()}`,
  email: uniqueEmail('gmail'),
  email_verified: true,
  name: 'Ana Linked',
  ...overrides,
});

async function startKit(kind: Parameters<typeof startAuthTestKit>[0], manualLinking: boolean) {
  const provider = await startLocalOidcProvider();
  const kit = await startAuthTestKit(kind, {
    AUTH_MANUAL_LINKING: String(manualLinking),
    GOOGLE_CLIENT_ID: provider.clientId,
    GOOGLE_CLIENT_SECRET: provider.clientSecret,
    GOOGLE_ISSUER: provider.issuer,
  });
  provider.register(`${kit.server.url}/auth/v1/callback`);
  return { kit, provider };
}

describe.each(testDatabaseKinds())('manual identity linking on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;
  let appUrl: string;
  beforeAll(async () => {
    ({ kit, provider } = await startKit(kind, true));
    appUrl = `${kit.server.config.siteUrl}/dashboard/account`;
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  async function signedIn(flowType: 'implicit' | 'pkce' = 'implicit') {
    const email = uniqueEmail('owner');
    const { data } = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client({ flowType });
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, email, userId: data.user!.id };
  }

  /** `linkIdentity` as the browser would complete it; the landing URL in the app. */
  async function connectGoogle(client: GoTrueClient, account: ProviderAccount) {
    provider.signInAs(account);
    const { data, error } = await client.linkIdentity({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    expect(error).toBeNull();
    expect(new URL(data.url!).origin).toBe(provider.issuer);
    return (await followProviderRedirects(data.url!, provider, kit)).landing;
  }

  const identitiesOf = async (client: GoTrueClient) => {
    const { data, error } = await client.getUserIdentities();
    expect(error).toBeNull();
    return data!.identities;
  };

  it('links a Google account with another e-mail to the signed-in user (implicit flow)', async () => {
    const { client, email, userId } = await signedIn();
    const account = googleAccount();
    const landing = await connectGoogle(client, account);
    expect(`${landing.origin}${landing.pathname}`).toBe(appUrl);
    const fragment = fragmentParams(landing);
    expect(fragment.get('access_token')).toBeTruthy();
    expect(fragment.get('error')).toBeNull();

    await client.refreshSession();
    const identities = await identitiesOf(client);
    expect(identities.map((identity) => identity.provider).sort()).toEqual(['email', 'google']);
    expect(identities.find((identity) => identity.provider === 'google')).toMatchObject({
      id: account.sub,
      user_id: userId,
      identity_data: { email: account.email },
    });
    const { data } = await client.getUser();
    expect(data.user).toMatchObject({
      email,
      app_metadata: { provider: 'email', providers: ['email', 'google'] },
    });
    const audit = await kit.server.app.database.db
      .selectFrom('audit_log')
      .select('payload')
      .where('user_id', '=', userId)
      .where('action', '=', 'identity_linked')
      .execute();
    expect(audit.map((row) => JSON.parse(row.payload) as unknown)).toEqual([
      expect.objectContaining({ provider: 'google', manual: true }),
    ]);

    // Signing in with that Google account now signs in as the same user.
    provider.signInAs(account);
    const google = kit.client({ flowType: 'pkce' });
    const started = await google.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    const { landing: back } = await followProviderRedirects(started.data.url!, provider, kit);
    const session = await google.exchangeCodeForSession(back.searchParams.get('code')!);
    expect(session.data.user?.id).toBe(userId);
  });

  it('links through the PKCE flow, the code exchanged for a session', async () => {
    const { client, userId } = await signedIn('pkce');
    const landing = await connectGoogle(client, googleAccount());
    const code = landing.searchParams.get('code');
    expect(code).toBeTruthy();
    const { data, error } = await client.exchangeCodeForSession(code!);
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.user?.identities?.map((identity) => identity.provider).sort()).toEqual([
      'email',
      'google',
    ]);
  });

  it('links with a Google ID token (linkIdentity with a token)', async () => {
    const { client, userId } = await signedIn();
    const account = googleAccount();
    const token = await provider.signIdToken({
      sub: account.sub,
      email: account.email,
      email_verified: true,
    });
    const { data, error } = await client.linkIdentity({ provider: 'google', token });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(userId);
    expect(data.user?.identities?.some((identity) => identity.id === account.sub)).toBe(true);
  });

  it('refuses a Google account already linked to another user, or to this one', async () => {
    const account = googleAccount();
    const first = await signedIn();
    const linked = await connectGoogle(first.client, account);
    expect(fragmentParams(linked).get('access_token')).toBeTruthy();

    const second = await signedIn();
    const refused = await connectGoogle(second.client, account);
    expect(refused.searchParams.get('error_code')).toBe('identity_already_exists');
    expect(refused.searchParams.get('error_description')).toBe(
      'Identity is already linked to another user',
    );
    expect((await identitiesOf(second.client)).map((identity) => identity.provider)).toEqual([
      'email',
    ]);
    const again = await connectGoogle(first.client, account);
    expect(again.searchParams.get('error_description')).toBe('Identity is already linked');
  });

  it('unlinks an identity, but never the last one', async () => {
    const { client, userId } = await signedIn();
    await connectGoogle(client, googleAccount());
    await client.refreshSession();
    const identities = await identitiesOf(client);
    const google = identities.find((identity) => identity.provider === 'google')!;

    const unlinked = await client.unlinkIdentity(google);
    expect(unlinked.error).toBeNull();
    await client.refreshSession();
    const left = await identitiesOf(client);
    expect(left.map((identity) => identity.provider)).toEqual(['email']);
    expect((await client.getUser()).data.user?.app_metadata.providers).toEqual(['email']);
    const audit = await kit.server.app.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', userId)
      .where('action', '=', 'identity_unlinked')
      .execute();
    expect(audit).toHaveLength(1);

    const last = await client.unlinkIdentity(left[0]!);
    expect(last.error).toMatchObject({
      status: 422,
      code: 'single_identity_not_deletable',
      message: 'User must have at least 1 identity after unlinking',
    });
  });

  it('refuses an identity that is not the user’s, and a malformed id', async () => {
    const owner = await signedIn();
    await connectGoogle(owner.client, googleAccount());
    const other = await signedIn();
    await connectGoogle(other.client, googleAccount());
    await other.client.refreshSession();
    const othersIdentity = (await identitiesOf(other.client)).find(
      (identity) => identity.provider === 'google',
    )!;
    const { error } = await owner.client.unlinkIdentity(othersIdentity);
    expect(error).toMatchObject({ status: 422, code: 'identity_not_found' });
    const unknown = await owner.client.unlinkIdentity({
      identity_id: randomUUID(),
    } as UserIdentity);
    expect(unknown.error).toMatchObject({ status: 422, code: 'identity_not_found' });
    expect(await identitiesOf(other.client)).toHaveLength(2);

    const token = (await owner.client.getSession()).data.session!.access_token;
    const malformed = await kit.request('/user/identities/not-a-uuid', {
      method: 'DELETE',
      headers: { ...NEW, authorization: `Bearer ${token}` },
    });
    expect(malformed.status).toBe(404);
    expect(await malformed.json()).toEqual({
      code: 'validation_failed',
      message: 'identity_id must be an UUID',
    });
  });

  it('keeps an app_metadata.provider that names no identity on a Google sign-in, not on a link', async () => {
    // An admin may write any app_metadata; `provider` then names no identity of the user.
    const setUnlinkedProvider = async (userId: string) => {
      const { error } = await kit
        .adminClient()
        .admin.updateUserById(userId, { app_metadata: { provider: 'github' } });
      expect(error).toBeNull();
    };
    const appMetadataOf = async (userId: string) =>
      (await kit.adminClient().admin.getUserById(userId)).data.user?.app_metadata;

    // Signing in with Google (same verified address) links the identity and keeps what is stored.
    const signingIn = await signedIn();
    await setUnlinkedProvider(signingIn.userId);
    const sameAddress = googleAccount({ email: signingIn.email });
    provider.signInAs(sameAddress);
    const google = kit.client({ flowType: 'pkce' });
    const started = await google.signInWithOAuth({
      provider: 'google',
      options: { redirectTo: appUrl, skipBrowserRedirect: true },
    });
    const { landing } = await followProviderRedirects(started.data.url!, provider, kit);
    const session = await google.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(session.data.user?.id).toBe(signingIn.userId);
    expect(await appMetadataOf(signingIn.userId)).toMatchObject({
      provider: 'github',
      providers: ['email', 'google'],
    });

    // Linking names the oldest identity's provider instead.
    const linking = await signedIn();
    await setUnlinkedProvider(linking.userId);
    await connectGoogle(linking.client, googleAccount());
    expect(await appMetadataOf(linking.userId)).toMatchObject({
      provider: 'email',
      providers: ['email', 'google'],
    });
  });

  it('moves the user to the Google address when the e-mail identity goes', async () => {
    const { client, userId } = await signedIn();
    const account = googleAccount();
    await connectGoogle(client, account);
    await client.refreshSession();
    const email = (await identitiesOf(client)).find((identity) => identity.provider === 'email')!;
    expect((await client.unlinkIdentity(email)).error).toBeNull();
    const { data } = await kit.adminClient().admin.getUserById(userId);
    expect(data.user?.email).toBe(account.email);
    expect(data.user?.app_metadata).toMatchObject({ provider: 'google', providers: ['google'] });
  });
});

describe.each(testDatabaseKinds())('manual linking switched off on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    ({ kit, provider } = await startKit(kind, false));
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  it('answers linking and unlinking with 404 manual_linking_disabled, after authentication', async () => {
    const email = uniqueEmail('unlinkable');
    await kit.adminClient().admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client();
    await client.signInWithPassword({ email, password: PASSWORD });
    const disabled = {
      status: 404,
      code: 'manual_linking_disabled',
      message: 'Manual linking is disabled',
    };

    const link = await client.linkIdentity({
      provider: 'google',
      options: { skipBrowserRedirect: true },
    });
    expect(link.error).toMatchObject(disabled);
    const [identity] = (await client.getUserIdentities()).data!.identities;
    const unlink = await client.unlinkIdentity(identity!);
    expect(unlink.error).toMatchObject(disabled);
    const byToken = await client.linkIdentity({
      provider: 'google',
      token: await provider.signIdToken({
        sub: 'google-x',
        email: uniqueEmail(),
        email_verified: true,
      }),
    });
    expect(byToken.error).toMatchObject(disabled);
    expect((await client.getUserIdentities()).data!.identities).toHaveLength(1);

    const anonymous = await kit.request('/user/identities/authorize?provider=google', {
      headers: NEW,
    });
    expect(anonymous.status).toBe(401);
  });
});
