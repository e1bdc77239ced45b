/**
 * Sign-in with a Google ID token (`signInWithIdToken`, what One Tap and mobile apps use) against
 * the local OpenID provider: a token it issued to a "mobile app" through its own code flow, and
 * tokens signed with its key that are wrong in one way each (audience, expiry, nonce, issuer).
 */
import { isAuthApiError } from '@supabase/auth-js';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import {
  CookieJar,
  startLocalOidcProvider,
  type LocalOidcProvider,
  type ProviderAccount,
} from '../test-support/local-oidc-provider.js';

const PASSWORD = 'secret-123';
const MOBILE_REDIRECT = 'http://127.0.0.1:9/mobile-app/callback';
const ADDITIONAL_CLIENT_ID = 'ascend-android-app';

const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

const googleAccount = (overrides: Partial<ProviderAccount> = {}): ProviderAccount => ({
  sub: `google-${randomUUID()}`,
  email: uniqueEmail('one-tap'),
  email_verified: true,
  name: 'Ana Mobile',
  picture: 'https://example.com/ana.png',
  ...overrides,
});

/**
 * What a mobile app's Google Sign-In does: the provider's own code flow (with PKCE and the hashed
 * nonce) to its own redirect URI, then the code exchanged at the provider's token endpoint.
 */
async function mobileSignIn(provider: LocalOidcProvider, account: ProviderAccount) {
  provider.signInAs(account);
  const metadata = (await (
    await fetch(`${provider.issuer}/.well-known/openid-configuration`)
  ).json()) as { authorization_endpoint: string; token_endpoint: string };
  const rawNonce = randomBytes(16).toString('hex');
  const verifier = randomBytes(32).toString('base64url');
  const authorize = new URL(metadata.authorization_endpoint);
  authorize.search = new URLSearchParams({
    client_id: provider.clientId,
    redirect_uri: MOBILE_REDIRECT,
    response_type: 'code',
    scope: 'openid email profile',
    state: randomUUID(),
    nonce: sha256Hex(rawNonce),
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();
  const jar = new CookieJar();
  let url = authorize.toString();
  for (let hop = 0; !url.startsWith(MOBILE_REDIRECT); hop += 1) {
    if (hop > 20) throw new Error('too many redirects');
    const response = await fetch(url, { redirect: 'manual', headers: { cookie: jar.header() } });
    jar.store(response);
    const location = response.headers.get('location');
    if (!location) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
    url = new URL(location, url).toString();
  }
  const code = new URL(url).searchParams.get('code')!;
  const tokens = (await (
    await fetch(metadata.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: MOBILE_REDIRECT,
        client_id: provider.clientId,
        client_secret: provider.clientSecret,
        code_verifier: verifier,
      }),
    })
  ).json()) as { id_token: string; access_token: string };
  return { idToken: tokens.id_token, accessToken: tokens.access_token, rawNonce };
}

describe.each(testDatabaseKinds())('sign-in with a Google ID token on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;
  beforeAll(async () => {
    provider = await startLocalOidcProvider();
    kit = await startAuthTestKit(kind, {
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_ADDITIONAL_CLIENT_IDS: `ios-app, ${ADDITIONAL_CLIENT_ID}`,
    });
    provider.register(`${kit.server.url}/auth/v1/callback`, MOBILE_REDIRECT);
  });
  afterAll(async () => {
    await kit.close();
    await provider.close();
  });

  /** The raw answer to an ID-token grant, for the OAuth-style error body the client hides. */
  const grant = async (body: Record<string, unknown>) => {
    const response = await kit.request('/token?grant_type=id_token', {
      method: 'POST',
      json: { provider: 'google', ...body },
    });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  const claimsFor = (account: ProviderAccount) => ({
    sub: account.sub,
    email: account.email,
    email_verified: account.email_verified,
    name: account.name,
  });

  it('signs in with a token the provider issued, creating the user once', async () => {
    const account = googleAccount();
    const { idToken, accessToken, rawNonce } = await mobileSignIn(provider, account);
    const client = kit.client();
    const { data, error } = await client.signInWithIdToken({
      provider: 'google',
      token: idToken,
      access_token: accessToken,
      nonce: rawNonce,
    });
    expect(error).toBeNull();
    expect(data.user).toMatchObject({
      email: account.email,
      app_metadata: { provider: 'google', providers: ['google'] },
    });
    expect(data.user!.email_confirmed_at).toBeTruthy();
    expect(data.user!.identities).toHaveLength(1);
    expect(data.user!.identities![0]).toMatchObject({
      provider: 'google',
      id: account.sub,
      identity_data: { sub: account.sub, email: account.email, iss: provider.issuer },
    });
    const claims = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[1]!, 'base64url').toString(),
    ) as { amr: { method: string; provider?: string }[] };
    expect(claims.amr[0]).toMatchObject({ method: 'oauth', provider: 'google' });
    expect((await client.getUser()).data.user?.id).toBe(data.user!.id);

    // The same Google account again (without a nonce this time): the same user.
    const again = await kit.client().signInWithIdToken({
      provider: 'google',
      token: await provider.signIdToken(claimsFor(account)),
    });
    expect(again.error).toBeNull();
    expect(again.data.user?.id).toBe(data.user!.id);
  });

  it('accepts an additional client id as the audience, and links a confirmed account by e-mail', async () => {
    const email = uniqueEmail('existing');
    const { data: created } = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const account = googleAccount({ email });
    const token = await provider.signIdToken({ ...claimsFor(account), aud: ADDITIONAL_CLIENT_ID });
    const { data, error } = await kit.client().signInWithIdToken({ provider: 'google', token });
    expect(error).toBeNull();
    expect(data.user?.id).toBe(created.user!.id);
    expect(data.user?.app_metadata.providers).toEqual(['email', 'google']);

    // An address Google has not verified neither links nor creates an account.
    const unverified = googleAccount({ email: uniqueEmail('unverified'), email_verified: false });
    const refused = await kit.client().signInWithIdToken({
      provider: 'google',
      token: await provider.signIdToken(claimsFor(unverified)),
    });
    expect(refused.error?.code).toBe('provider_email_needs_verification');
  });

  it('refuses a token for another audience', async () => {
    const token = await provider.signIdToken({
      ...claimsFor(googleAccount()),
      aud: 'someone-else',
    });
    const { data, error } = await kit.client().signInWithIdToken({ provider: 'google', token });
    expect(isAuthApiError(error)).toBe(true);
    expect(error!.status).toBe(400);
    expect(error!.message).toBe('Unacceptable audience in id_token: [someone-else]');
    expect(data.session).toBeNull();
    expect(await grant({ id_token: token })).toEqual({
      status: 400,
      body: {
        error: 'invalid request',
        error_description: 'Unacceptable audience in id_token: [someone-else]',
      },
    });
  });

  it('refuses an expired token as a bad ID token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await provider.signIdToken({
      ...claimsFor(googleAccount()),
      iat: now - 7200,
      exp: now - 3600,
    });
    const { error } = await kit.client().signInWithIdToken({ provider: 'google', token });
    expect(error?.message).toBe('Bad ID token');
    expect(await grant({ id_token: token })).toEqual({
      status: 400,
      body: { error: 'invalid request', error_description: 'Bad ID token' },
    });
  });

  it('checks the nonce: the token carries the SHA-256 of the one the app sends', async () => {
    const account = googleAccount();
    const rawNonce = 'the-app-nonce';
    const token = await provider.signIdToken({ ...claimsFor(account), nonce: sha256Hex(rawNonce) });
    expect(await grant({ id_token: token, nonce: 'another-nonce' })).toEqual({
      status: 400,
      body: { error: 'invalid nonce', error_description: 'Nonces mismatch' },
    });
    // The hashed value itself is not the nonce.
    expect((await grant({ id_token: token, nonce: sha256Hex(rawNonce) })).status).toBe(400);
    const missing = await grant({ id_token: token });
    expect(missing.body.error_description).toBe(
      'Passed nonce and nonce in id_token should either both exist or not.',
    );
    const unexpected = await grant({
      id_token: await provider.signIdToken(claimsFor(account)),
      nonce: rawNonce,
    });
    expect(unexpected.status).toBe(400);
    const { error } = await kit
      .client()
      .signInWithIdToken({ provider: 'google', token, nonce: rawNonce });
    expect(error).toBeNull();
  });

  it('checks the token’s at_hash against the access token the app sends', async () => {
    const accessToken = 'the-google-access-token';
    const digest = createHash('sha256').update(accessToken).digest();
    const token = await provider.signIdToken({
      ...claimsFor(googleAccount()),
      at_hash: digest.subarray(0, 16).toString('base64url'),
    });
    expect(await grant({ id_token: token, access_token: 'another-access-token' })).toEqual({
      status: 400,
      body: { error: 'invalid request', error_description: 'Bad ID token' },
    });
    const { error } = await kit
      .client()
      .signInWithIdToken({ provider: 'google', token, access_token: accessToken });
    expect(error).toBeNull();
  });

  it('refuses a token from another issuer, signed with a key the issuer does not publish, or tampered', async () => {
    const claims = claimsFor(googleAccount());
    const otherIssuer = await provider.signIdToken({ ...claims, iss: 'https://evil.example' });
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const foreignKey = await new SignJWT({
      ...claims,
      iss: provider.issuer,
      aud: provider.clientId,
      iat: now,
      exp: now + 600,
    })
      .setProtectedHeader({ alg: 'RS256', kid: 'local-oidc' })
      .sign(privateKey);
    const genuine = await provider.signIdToken(claims);
    const [header, , signature] = genuine.split('.');
    const tampered = `${header}.${Buffer.from(
      JSON.stringify({
        ...claims,
        sub: 'someone-else',
        iss: provider.issuer,
        aud: provider.clientId,
      }),
    ).toString('base64url')}.${signature}`;
    for (const token of [otherIssuer, foreignKey, tampered, 'not.a.jwt']) {
      expect(await grant({ id_token: token })).toEqual({
        status: 400,
        body: { error: 'invalid request', error_description: 'Bad ID token' },
      });
    }
  });

  it('answers the protocol’s errors for a missing token or provider and other providers', async () => {
    expect((await grant({})).body).toEqual({
      error: 'invalid request',
      error_description: 'id_token required',
    });
    const noProvider = await kit.request('/token?grant_type=id_token', {
      method: 'POST',
      json: { id_token: 'x' },
    });
    expect(await noProvider.json()).toEqual({
      error: 'invalid request',
      error_description: 'provider or client_id and issuer required',
    });
    const apple = await kit.client().signInWithIdToken({ provider: 'apple', token: 'x' });
    expect(apple.error).toMatchObject({ status: 400, code: 'provider_disabled' });
    const unknown = await kit.client().signInWithIdToken({ provider: 'myspace', token: 'x' });
    expect(unknown.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe.each(testDatabaseKinds())('ID-token sign-in without Google configured on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('answers that the provider is not enabled', async () => {
    const { error } = await kit.client().signInWithIdToken({ provider: 'google', token: 'x.y.z' });
    expect(isAuthApiError(error)).toBe(true);
    expect({ status: error!.status, code: error!.code, message: error!.message }).toEqual({
      status: 400,
      code: 'provider_disabled',
      message: 'Provider (issuer "https://accounts.google.com") is not enabled',
    });
  });
});
