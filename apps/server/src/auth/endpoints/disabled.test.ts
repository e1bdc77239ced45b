/**
 * What we do not offer answers exactly as supabase/auth answers when the feature is off: SAML,
 * web3, passkeys, WebAuthn and phone factors, anonymous and phone sign-in. Through the official
 * client where it reaches the route, raw HTTP for the rest; both error shapes.
 */
import { GoTrueClient, isAuthApiError, type AuthError } from '@supabase/auth-js';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  memoryStorage,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

const PASSWORD = 'secret-123';
const NEW = { 'x-supabase-api-version': '2024-01-01' };

function expectApiError(error: Error | null, status: number, code: string, message: string) {
  expect(isAuthApiError(error), `${code}: ${String(error)}`).toBe(true);
  const { status: actualStatus, code: actualCode, message: actualMessage } = error as AuthError;
  expect({ status: actualStatus, code: actualCode, message: actualMessage }).toEqual({
    status,
    code,
    message,
  });
}

describe.each(testDatabaseKinds())('features we do not offer, on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  /** A client with passkeys switched on client-side, so its calls reach the server. */
  const passkeyClient = (headers: Record<string, string> = { apikey: kit.anonKey }) =>
    new GoTrueClient({
      url: kit.authUrl,
      headers,
      storage: memoryStorage(),
      storageKey: `test-${randomUUID()}`,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      experimental: { passkey: true },
    });

  async function signedInUser() {
    const email = uniqueEmail('disabled');
    const { data } = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = passkeyClient();
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, userId: data.user!.id };
  }

  it('reports SAML and passkeys off in /settings', async () => {
    const settings = (await (await kit.request('/settings')).json()) as Record<string, unknown>;
    expect(settings).toMatchObject({ saml_enabled: false, passkeys_enabled: false });
  });

  it('answers SAML single sign-on with 404 saml_provider_disabled', async () => {
    const { error } = await kit.client().signInWithSSO({ domain: 'example.com' });
    expectApiError(error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
    const byProvider = await kit.client().signInWithSSO({ providerId: randomUUID() });
    expectApiError(byProvider.error, 404, 'saml_provider_disabled', 'SAML 2.0 is disabled');

    for (const [method, path] of [
      ['GET', '/sso/saml/metadata'],
      ['POST', '/sso/saml/acs'],
    ] as const) {
      const legacy = await kit.request(path, { method });
      expect(legacy.status, path).toBe(404);
      expect(legacy.headers.get('x-sb-error-code')).toBe('saml_provider_disabled');
      expect(await legacy.json()).toEqual({
        code: 404,
        error_code: 'saml_provider_disabled',
        msg: 'SAML 2.0 is disabled',
      });
    }
  });

  it('answers web3 sign-in with 422 web3_provider_disabled, for both chains', async () => {
    const ethereum = await kit.client().signInWithWeb3({
      chain: 'ethereum',
      message: 'example.com wants you to sign in with your Ethereum account',
      signature: '0xdeadbeef',
    });
    expectApiError(ethereum.error, 422, 'web3_provider_disabled', 'Web3 provider is disabled');
    const solana = await kit.client().signInWithWeb3({
      chain: 'solana',
      message: 'example.com wants you to sign in with your Solana account',
      signature: new Uint8Array(64),
    });
    expectApiError(solana.error, 422, 'web3_provider_disabled', 'Web3 provider is disabled');
  });

  it('answers every passkey call with 404 passkey_disabled, signed in or not', async () => {
    const anonymous = passkeyClient();
    const startAuthentication = await anonymous.passkey.startAuthentication();
    expectApiError(startAuthentication.error, 404, 'passkey_disabled', 'Passkeys are disabled');
    const verifyAuthentication = await anonymous.passkey.verifyAuthentication({
      challengeId: randomUUID(),
      credential: {} as never,
    });
    expectApiError(verifyAuthentication.error, 404, 'passkey_disabled', 'Passkeys are disabled');

    const { client } = await signedInUser();
    const calls = [
      () => client.passkey.startRegistration(),
      () =>
        client.passkey.verifyRegistration({ challengeId: randomUUID(), credential: {} as never }),
      () => client.passkey.list(),
      () => client.passkey.update({ passkeyId: randomUUID(), friendlyName: 'laptop' }),
      () => client.passkey.delete({ passkeyId: randomUUID() }),
    ];
    for (const call of calls) {
      const { error } = await call();
      expectApiError(error, 404, 'passkey_disabled', 'Passkeys are disabled');
    }
    // Before authentication, as supabase/auth's middleware order has it: no token, same answer.
    const bare = await kit.request('/passkeys', { headers: NEW });
    expect(bare.status).toBe(404);
    expect(await bare.json()).toEqual({
      code: 'passkey_disabled',
      message: 'Passkeys are disabled',
    });
  });

  it('lists no passkeys for a user through the admin API and has none to delete', async () => {
    const { userId } = await signedInUser();
    const { admin } = passkeyClient({
      apikey: kit.serviceKey,
      authorization: `Bearer ${kit.serviceKey}`,
    });
    const listed = await admin.passkey.listPasskeys({ userId });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([]);
    const deleted = await admin.passkey.deletePasskey({ userId, passkeyId: randomUUID() });
    expectApiError(deleted.error, 404, 'validation_failed', 'Passkey not found');
    const unknownUser = await admin.passkey.listPasskeys({ userId: randomUUID() });
    expectApiError(unknownUser.error, 404, 'user_not_found', 'User not found');
    // Only the service role.
    const asUser = await kit.request(`/admin/users/${userId}/passkeys`, {
      headers: { ...NEW, authorization: `Bearer ${kit.anonKey}` },
    });
    expect(asUser.status).toBe(403);
  });

  it('refuses WebAuthn and phone factors with their "enroll disabled" answers', async () => {
    const { client } = await signedInUser();
    const webauthn = await client.mfa.enroll({ factorType: 'webauthn', friendlyName: 'key' });
    expectApiError(
      webauthn.error,
      422,
      'mfa_webauthn_enroll_not_enabled',
      'MFA enroll is disabled for WebAuthn',
    );
    const phone = await client.mfa.enroll({ factorType: 'phone', phone: '+14155550100' });
    expectApiError(
      phone.error,
      422,
      'mfa_phone_enroll_not_enabled',
      'MFA enroll is disabled for Phone',
    );
  });

  it('keeps anonymous and phone sign-in off with the protocol answers', async () => {
    const anonymous = await kit.client().signInAnonymously();
    expectApiError(
      anonymous.error,
      422,
      'anonymous_provider_disabled',
      'Anonymous sign-ins are disabled',
    );
    const phoneSignUp = await kit.client().signUp({ phone: '+14155550100', password: PASSWORD });
    expectApiError(phoneSignUp.error, 422, 'phone_provider_disabled', 'Phone signups are disabled');
    const phoneOtp = await kit.client().signInWithOtp({ phone: '+14155550100' });
    expectApiError(phoneOtp.error, 422, 'phone_provider_disabled', 'Unsupported phone provider');
    const phonePassword = await kit
      .client()
      .signInWithPassword({ phone: '+14155550100', password: PASSWORD });
    expectApiError(
      phonePassword.error,
      422,
      'phone_provider_disabled',
      'Phone logins are disabled',
    );
  });
});
