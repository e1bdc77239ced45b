/** TOTP two-factor end to end with the official client, codes computed from the enrolled secret. */
import type { AuthChangeEvent, GoTrueClient } from '@supabase/auth-js';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

const PASSWORD = 'secret-123';
const NEW = { 'x-supabase-api-version': '2024-01-01' };

/** A code of the step `offsetSteps` away from now (the server accepts -1, 0 and +1). */
const totpCode = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const claimsOf = (accessToken: string) =>
  JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: { method: string }[];
    session_id: string;
  };

describe.each(testDatabaseKinds())('TOTP factors on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  const db = () => kit.server.app.database.db;

  async function signedIn(email = uniqueEmail('mfa')) {
    await kit.adminClient().admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client();
    const { error } = await client.signInWithPassword({ email, password: PASSWORD });
    expect(error).toBeNull();
    return { client, email };
  }

  async function enrolled(client: GoTrueClient, friendlyName?: string) {
    const { data, error } = await client.mfa.enroll({
      factorType: 'totp',
      ...(friendlyName ? { friendlyName } : {}),
    });
    expect(error).toBeNull();
    return { factorId: data!.id, secret: data!.totp.secret };
  }

  /** A user with a verified factor, signed in at aal2 (the code's step is then used). */
  async function withVerifiedFactor() {
    const { client, email } = await signedIn();
    const { factorId, secret } = await enrolled(client);
    const usedCode = await totpCode(secret);
    const { error } = await client.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(error).toBeNull();
    return { client, email, factorId, secret, usedCode };
  }

  async function accessToken(client: GoTrueClient) {
    return (await client.getSession()).data.session!.access_token;
  }

  it('enrolls, verifies to aal2, and steps a later password sign-in up from aal1', async () => {
    const { client, email } = await signedIn();
    const events: AuthChangeEvent[] = [];
    client.onAuthStateChange((event) => void events.push(event));

    const { data: enrollment, error: enrollError } = await client.mfa.enroll({
      factorType: 'totp',
      friendlyName: 'Phone app',
    });
    expect(enrollError).toBeNull();
    expect(enrollment).toMatchObject({ type: 'totp', friendly_name: 'Phone app' });
    expect(enrollment!.totp.qr_code.startsWith('data:image/svg+xml;utf-8,<svg')).toBe(true);
    // The issuer defaults to SITE_URL's host.
    const uri = new URL(enrollment!.totp.uri);
    expect(uri.protocol).toBe('otpauth:');
    expect(decodeURIComponent(uri.pathname)).toContain(email);
    expect(uri.searchParams.get('issuer')).toBe(new URL(kit.server.url).host);
    const secret = enrollment!.totp.secret;
    expect(secret).toMatch(/^[A-Z2-7]+$/);

    // The secret is stored sealed, not as the user's app knows it.
    const row = await db()
      .selectFrom('mfa_factors')
      .selectAll()
      .where('id', '=', enrollment!.id)
      .executeTakeFirstOrThrow();
    expect(row.secret).not.toContain(secret);
    expect(row.status).toBe('unverified');

    // The user object lists unverified factors too.
    const listed = await client.mfa.listFactors();
    expect(listed.data?.all).toMatchObject([
      { id: enrollment!.id, status: 'unverified', factor_type: 'totp', friendly_name: 'Phone app' },
    ]);
    expect(listed.data?.totp).toEqual([]);

    const { data: challenge, error: challengeError } = await client.mfa.challenge({
      factorId: enrollment!.id,
    });
    expect(challengeError).toBeNull();
    expect(challenge).toMatchObject({ type: 'totp', id: expect.any(String) });
    expect(challenge!.expires_at - Date.now() / 1000).toBeGreaterThan(290);

    const { data: verified, error: verifyError } = await client.mfa.verify({
      factorId: enrollment!.id,
      challengeId: challenge!.id,
      code: await totpCode(secret),
    });
    expect(verifyError).toBeNull();
    const claims = claimsOf(verified!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['totp', 'password']);
    expect(events).toContain('MFA_CHALLENGE_VERIFIED');
    expect(verified!.user.factors).toMatchObject([{ id: enrollment!.id, status: 'verified' }]);
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal2',
      nextLevel: 'aal2',
    });
    // The refreshed session keeps its level.
    const refreshed = await client.refreshSession();
    expect(refreshed.error).toBeNull();
    expect(claimsOf(refreshed.data.session!.access_token).aal).toBe('aal2');

    expect(
      await db()
        .selectFrom('audit_log')
        .select('action')
        .where('user_id', '=', verified!.user.id)
        .where('action', 'in', [
          'factor_in_progress',
          'challenge_created',
          'verification_attempted',
        ])
        .execute(),
    ).toHaveLength(3);

    await client.signOut();
    const again = kit.client();
    const { data: signedInAgain } = await again.signInWithPassword({ email, password: PASSWORD });
    expect(claimsOf(signedInAgain.session!.access_token).aal).toBe('aal1');
    const level = await again.mfa.getAuthenticatorAssuranceLevel();
    expect(level.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });
    // With the access token given, the client asks GET /user for the factors.
    const levelFromServer = await again.mfa.getAuthenticatorAssuranceLevel(
      signedInAgain.session!.access_token,
    );
    expect(levelFromServer.data).toMatchObject({ currentLevel: 'aal1', nextLevel: 'aal2' });

    // The code of the current step was used above; the next step's code is fresh.
    const stepped = await again.mfa.challengeAndVerify({
      factorId: enrollment!.id,
      code: await totpCode(secret, 1),
    });
    expect(stepped.error).toBeNull();
    expect(claimsOf(stepped.data!.access_token).aal).toBe('aal2');
    expect(claimsOf(stepped.data!.access_token).session_id).toBe(
      claimsOf(signedInAgain.session!.access_token).session_id,
    );
    // The aal1 refresh token of that session no longer works.
    const stale = await kit.request('/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: signedInAgain.session!.refresh_token },
      headers: NEW,
    });
    expect(stale.status).toBe(400);
    expect(((await stale.json()) as { code: string }).code).toBe('refresh_token_not_found');
  });

  it('refuses a wrong code, a reused code and an expired challenge with 422', async () => {
    const { client, factorId, secret, usedCode } = await withVerifiedFactor();
    const before = await accessToken(client);

    const wrong = await client.mfa.challengeAndVerify({ factorId, code: '000000' });
    const wrongAgain = wrong.error?.code === 'mfa_verification_failed' ? wrong : undefined;
    if (!wrongAgain) {
      // One in a million: 000000 was the right code; any other wrong code proves the point.
      const other = await client.mfa.challengeAndVerify({ factorId, code: '999999' });
      expect(other.error?.code).toBe('mfa_verification_failed');
    } else {
      expect(wrong.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    for (const code of ['12345', 'abcdef', '1234567']) {
      const malformed = await client.mfa.challengeAndVerify({ factorId, code });
      expect(malformed.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }

    // The code spent by withVerifiedFactor is still inside its window but cannot be replayed.
    const reused = await client.mfa.challengeAndVerify({ factorId, code: usedCode });
    expect(reused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    expect(await accessToken(client)).toBe(before);

    const { data: challenge } = await client.mfa.challenge({ factorId });
    await db()
      .updateTable('mfa_challenges')
      .set({ created_at: new Date(Date.now() - 301_000).toISOString() })
      .where('id', '=', challenge!.id)
      .execute();
    const expired = await client.mfa.verify({
      factorId,
      challengeId: challenge!.id,
      code: await totpCode(secret, 1),
    });
    expect(expired.error).toMatchObject({ status: 422, code: 'mfa_challenge_expired' });

    // A challenge answers once.
    const { data: fresh } = await client.mfa.challenge({ factorId });
    const first = await client.mfa.verify({
      factorId,
      challengeId: fresh!.id,
      code: await totpCode(secret, 1),
    });
    expect(first.error).toBeNull();
    const second = await client.mfa.verify({
      factorId,
      challengeId: fresh!.id,
      code: await totpCode(secret, 1),
    });
    expect(second.error?.status).toBe(422);
  });

  it('needs aal2 to unenroll a verified factor, to enroll another, and to change the password', async () => {
    const { client, email, factorId } = await withVerifiedFactor();
    const aal1 = kit.client();
    await aal1.signInWithPassword({ email, password: PASSWORD });

    const denied = await aal1.mfa.unenroll({ factorId });
    expect(denied.error).toMatchObject({ status: 422, code: 'insufficient_aal' });
    const enrollDenied = await aal1.mfa.enroll({ factorType: 'totp', friendlyName: 'second' });
    expect(enrollDenied.error).toMatchObject({ status: 403, code: 'insufficient_aal' });
    const passwordDenied = await aal1.updateUser({ password: 'another-secret-456' });
    expect(passwordDenied.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    const emailDenied = await aal1.updateUser({ email: uniqueEmail('new') });
    expect(emailDenied.error).toMatchObject({ status: 401, code: 'insufficient_aal' });
    // Metadata needs no second factor.
    expect((await aal1.updateUser({ data: { theme: 'dark' } })).error).toBeNull();

    expect((await client.updateUser({ password: 'another-secret-456' })).error).toBeNull();
    const { data, error } = await client.mfa.unenroll({ factorId });
    expect(error).toBeNull();
    expect(data).toEqual({ id: factorId });
    expect((await client.getUser()).data.user?.factors ?? []).toEqual([]);
    const session = await db()
      .selectFrom('sessions')
      .select(['aal', 'factor_id'])
      .where('id', '=', claimsOf(await accessToken(client)).session_id)
      .executeTakeFirstOrThrow();
    expect(session).toEqual({ aal: 'aal1', factor_id: null });
    expect(
      await db()
        .selectFrom('audit_log')
        .select('action')
        .where('action', '=', 'factor_unenrolled')
        .where('payload', 'like', `%${factorId}%`)
        .execute(),
    ).toHaveLength(1);
  });

  it('after the last verified factor is unenrolled, the next refresh gives an aal1 token without totp', async () => {
    const { client, factorId } = await withVerifiedFactor();
    expect(claimsOf(await accessToken(client)).aal).toBe('aal2');

    expect((await client.mfa.unenroll({ factorId })).error).toBeNull();
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    const claims = claimsOf(data.session!.access_token);
    expect(claims.aal).toBe('aal1');
    expect(claims.amr.map((entry) => entry.method)).toEqual(['password']);
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data).toMatchObject({
      currentLevel: 'aal1',
      nextLevel: 'aal1',
    });
  });

  it('unenrolling one of two verified factors keeps the session raised by the other at aal2', async () => {
    const { client, factorId: first } = await withVerifiedFactor();
    const second = await enrolled(client, 'Backup phone');
    // The first factor's code of this step was spent: the second factor raises the session now.
    expect(
      (
        await client.mfa.challengeAndVerify({
          factorId: second.factorId,
          code: await totpCode(second.secret),
        })
      ).error,
    ).toBeNull();

    expect((await client.mfa.unenroll({ factorId: first })).error).toBeNull();
    const { data, error } = await client.refreshSession();
    expect(error).toBeNull();
    const claims = claimsOf(data.session!.access_token);
    expect(claims.aal).toBe('aal2');
    expect(claims.amr.map((entry) => entry.method)).toContain('totp');
  });

  it('unenrolls an unverified factor at aal1, replaces an unverified namesake, refuses a verified one', async () => {
    const { client } = await withVerifiedFactor();
    const named = await enrolled(client, 'Laptop');
    const replaced = await enrolled(client, 'Laptop');
    expect(replaced.factorId).not.toBe(named.factorId);
    const factors = (await client.getUser()).data.user!.factors!;
    expect(factors.filter((factor) => factor.friendly_name === 'Laptop')).toHaveLength(1);

    await client.mfa.challengeAndVerify({
      factorId: replaced.factorId,
      code: await totpCode(replaced.secret),
    });
    const conflict = await client.mfa.enroll({ factorType: 'totp', friendlyName: 'Laptop' });
    expect(conflict.error).toMatchObject({ status: 422, code: 'mfa_factor_name_conflict' });

    const { client: fresh } = await signedIn();
    const pending = await enrolled(fresh, 'Tablet');
    expect((await fresh.mfa.unenroll({ factorId: pending.factorId })).error).toBeNull();
  });

  it('answers bad input with the protocol errors, never a 500, and changes nothing', async () => {
    const { client, factorId } = await withVerifiedFactor();
    const { client: stranger } = await signedIn();
    const strangerFactor = await enrolled(stranger);
    const token = await accessToken(client);
    const auth = { authorization: `Bearer ${token}`, ...NEW };

    const count = async (table: 'mfa_factors' | 'mfa_challenges' | 'sessions') =>
      Number(
        (
          await db()
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const counts = async () => ({
      factors: await count('mfa_factors'),
      challenges: await count('mfa_challenges'),
      sessions: await count('sessions'),
    });
    const before = await counts();

    const cases: [string, string, RequestInit & { json?: unknown }, number, string][] = [
      ['POST', '/factors', { json: { factor_type: 'sms' } }, 400, 'validation_failed'],
      ['POST', '/factors', { json: {} }, 400, 'validation_failed'],
      ['POST', '/factors', { json: { factor_type: 'phone' } }, 422, 'mfa_phone_enroll_not_enabled'],
      [
        'POST',
        '/factors',
        { json: { factor_type: 'totp', friendly_name: 7 } },
        400,
        'validation_failed',
      ],
      [
        'POST',
        '/factors',
        { json: { factor_type: 'totp', issuer: 'x'.repeat(300) } },
        400,
        'validation_failed',
      ],
      [
        'POST',
        '/factors',
        { body: '{"factor_type":', headers: { 'content-type': 'application/json' } },
        400,
        'bad_json',
      ],
      ['POST', '/factors/not-a-uuid/challenge', { json: {} }, 404, 'validation_failed'],
      [
        'POST',
        `/factors/${crypto.randomUUID()}/challenge`,
        { json: {} },
        404,
        'mfa_factor_not_found',
      ],
      [
        'POST',
        `/factors/${strangerFactor.factorId}/challenge`,
        { json: {} },
        404,
        'mfa_factor_not_found',
      ],
      [
        'POST',
        `/factors/${factorId}/verify`,
        { json: { challenge_id: crypto.randomUUID() } },
        400,
        'validation_failed',
      ],
      [
        'POST',
        `/factors/${factorId}/verify`,
        { json: { code: '123456', challenge_id: 'nope' } },
        400,
        'validation_failed',
      ],
      [
        'POST',
        `/factors/${factorId}/verify`,
        { json: { code: 123456, challenge_id: crypto.randomUUID() } },
        400,
        'validation_failed',
      ],
      [
        'POST',
        `/factors/${factorId}/verify`,
        { json: { code: '123456', challenge_id: crypto.randomUUID() } },
        422,
        'mfa_factor_not_found',
      ],
      ['DELETE', `/factors/${strangerFactor.factorId}`, {}, 404, 'mfa_factor_not_found'],
      ['DELETE', '/factors/42', {}, 404, 'validation_failed'],
    ];
    for (const [method, path, init, status, code] of cases) {
      const response = await kit.request(path, {
        ...init,
        method,
        headers: { ...auth, ...(init.headers as Record<string, string> | undefined) },
      });
      expect(response.status, `${method} ${path} ${JSON.stringify(init.json)}`).toBe(status);
      expect(((await response.json()) as { code: string }).code).toBe(code);
    }
    const anonymous = await kit.request('/factors', {
      method: 'POST',
      json: { factor_type: 'totp' },
      headers: NEW,
    });
    expect(anonymous.status).toBe(401);
    expect(await counts()).toEqual(before);
  });

  it('an issuer too long for the QR code, or not encodable, is a 400, not a 500', async () => {
    const { client } = await signedIn();
    const token = await accessToken(client);
    for (const issuer of ['€'.repeat(100), 'x'.repeat(129), 'a\ud800b']) {
      const response = await kit.request('/factors', {
        method: 'POST',
        json: { factor_type: 'totp', issuer },
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status, issuer.slice(0, 10)).toBe(400);
    }
    const fine = await kit.request('/factors', {
      method: 'POST',
      json: { factor_type: 'totp', issuer: 'Ascend (staging)' },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(fine.status).toBe(200);
  });
});

describe('TOTP rate limits', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // The protocol's defaults, with the challenge limit lowered to keep the test short.
    kit = await startAuthTestKit('sqlite', {
      AUTH_RATE_LIMITS: JSON.stringify({ factor_challenge: { max: 3, windowSeconds: 60 } }),
    });
  });
  afterAll(() => kit.close());

  it('limits factor challenges per IP with a 429', async () => {
    const email = uniqueEmail('limited');
    await kit.adminClient().admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client();
    await client.signInWithPassword({ email, password: PASSWORD });
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await client.mfa.challenge({ factorId: data!.id })).error).toBeNull();
    }
    const limited = await client.mfa.challenge({ factorId: data!.id });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
  });
});

describe('brute force on TOTP verification', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // The protocol's defaults, with the verify limit lowered to keep the test short.
    kit = await startAuthTestKit('sqlite', {
      AUTH_RATE_LIMITS: JSON.stringify({ factor_verify: { max: 5, windowSeconds: 60 } }),
    });
  });
  afterAll(() => kit.close());

  it('stops guessing codes with a 429, after which even the right code is refused', async () => {
    const email = uniqueEmail('guesser');
    await kit.adminClient().admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client();
    await client.signInWithPassword({ email, password: PASSWORD });
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    const factorId = data!.id;
    const challenge = await client.mfa.challenge({ factorId });
    expect(challenge.error).toBeNull();
    const challengeId = challenge.data!.id;
    const right = await totpCode(data!.totp.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');
    for (let guess = 0; guess < 5; guess += 1) {
      const refused = await client.mfa.verify({ factorId, challengeId, code: wrong });
      expect(refused.error).toMatchObject({ status: 422, code: 'mfa_verification_failed' });
    }
    const limited = await client.mfa.verify({ factorId, challengeId, code: wrong });
    expect(limited.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' });
    const stillLimited = await client.mfa.verify({ factorId, challengeId, code: right });
    expect(stillLimited.error).toMatchObject({ status: 429 });
    expect((await client.mfa.getAuthenticatorAssuranceLevel()).data?.currentLevel).toBe('aal1');
  });
});

describe('guessing TOTP codes from many addresses', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // Behind a proxy each guess may come from a new address: the per-IP limit never trips, the
    // per-factor one (lowered here to keep the test short) does.
    kit = await startAuthTestKit('sqlite', {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMITS: JSON.stringify({ factor_verify_factor: { max: 4, windowSeconds: 3600 } }),
    });
  });
  afterAll(() => kit.close());

  it('is limited per factor, whatever address each guess comes from', async () => {
    const email = uniqueEmail('botnet');
    await kit.adminClient().admin.createUser({ email, password: PASSWORD, email_confirm: true });
    const client = kit.client();
    await client.signInWithPassword({ email, password: PASSWORD });
    const { data } = await client.mfa.enroll({ factorType: 'totp' });
    const factorId = data!.id;
    const token = (await client.getSession()).data.session!.access_token;
    const right = await totpCode(data!.totp.secret);
    const wrong = String((Number(right) + 500_000) % 1_000_000).padStart(6, '0');

    /** A challenge and one guess, both from `address`. */
    async function guessFrom(address: string, code: string) {
      const headers = { authorization: `Bearer ${token}`, 'x-forwarded-for': address, ...NEW };
      const challenge = await kit.request(`/factors/${factorId}/challenge`, {
        method: 'POST',
        headers,
        json: {},
      });
      expect(challenge.status).toBe(200);
      const { id } = (await challenge.json()) as { id: string };
      return kit.request(`/factors/${factorId}/verify`, {
        method: 'POST',
        headers,
        json: { challenge_id: id, code },
      });
    }

    for (let guess = 0; guess < 4; guess += 1) {
      expect((await guessFrom(`203.0.113.${guess + 1}`, wrong)).status).toBe(422);
    }
    const limited = await guessFrom('198.51.100.7', wrong);
    expect(limited.status).toBe(429);
    expect((await guessFrom('198.51.100.8', right)).status).toBe(429);
  });
});
