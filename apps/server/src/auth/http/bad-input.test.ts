/** Bad input of every kind gets the protocol's error shape, never a 500, and changes nothing. */
import { SignJWT, UnsecuredJWT, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { signAccessToken } from '../tokens/sign-access-token.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('bad input on %s', (kind) => {
  let kit: AuthTestKit;
  let userId: string;
  let sessionToken: string;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const { data } = await kit.client().signInWithPassword({ email, password: 'secret-123' });
    userId = data.user!.id;
    sessionToken = data.session!.access_token;
  });
  afterAll(() => kit.close());

  const counts = async () => {
    const db = kit.server.app.database.db;
    const count = async (table: 'users' | 'sessions' | 'refresh_tokens' | 'one_time_tokens') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    return {
      users: await count('users'),
      sessions: await count('sessions'),
      refresh: await count('refresh_tokens'),
      tokens: await count('one_time_tokens'),
    };
  };

  const NEW = { 'x-supabase-api-version': '2024-01-01' };

  it('malformed JSON is 400 bad_json in both error shapes', async () => {
    const before = await counts();
    for (const path of ['/signup', '/token?grant_type=password', '/otp', '/recover', '/verify']) {
      const legacy = await kit.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{"email": "a@b.co", ',
      });
      expect(legacy.status, path).toBe(400);
      expect(legacy.headers.get('x-sb-error-code')).toBe('bad_json');
      expect(await legacy.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
      const modern = await kit.request(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...NEW },
        body: 'not json',
      });
      expect(modern.status).toBe(400);
      expect(modern.headers.get('x-supabase-api-version')).toBe('2024-01-01');
      expect(await modern.json()).toMatchObject({ code: 'bad_json' });
    }
    expect(await counts()).toEqual(before);
  });

  it('a body over 1 MiB is 413', async () => {
    const before = await counts();
    const response = await kit.request('/signup', {
      method: 'POST',
      json: {
        email: uniqueEmail(),
        password: 'secret-123',
        data: { blob: 'x'.repeat(1024 * 1024) },
      },
      headers: NEW,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { code: string }).code).toBe('request_entity_too_large');
    expect(await counts()).toEqual(before);
  });

  it('wrong types and unsupported content types are 4xx', async () => {
    const types = await kit.request('/signup', {
      method: 'POST',
      json: { email: ['a'], password: 123456 },
    });
    expect(types.status).toBe(400);
    const text = await kit.request('/signup', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    });
    expect(text.status).toBeGreaterThanOrEqual(400);
    expect(text.status).toBeLessThan(500);
    const array = await kit.request('/signup', { method: 'POST', json: [1, 2] });
    expect(array.status).toBe(400);
  });

  it('forged, unsigned, foreign and expired tokens are 403 bad_jwt', async () => {
    const keys = kit.server.app.signingKeys;
    const now = Math.floor(Date.now() / 1000);
    const claims = { sub: userId, role: 'service_role', aud: 'authenticated' };
    const { privateKey } = await generateKeyPair('ES256');
    const tampered = sessionToken.split('.');
    tampered[1] = Buffer.from(JSON.stringify({ ...claims, exp: now + 60 })).toString('base64url');
    const tokens = {
      none: new UnsecuredJWT({ ...claims, exp: now + 60 }).encode(),
      foreignKeySameKid: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'ES256', kid: keys.current.kid! })
        .setExpirationTime(now + 60)
        .sign(privateKey),
      hs256WithUnknownSecret: await new SignJWT(claims)
        .setProtectedHeader({ alg: 'HS256' })
        .setExpirationTime(now + 60)
        .sign(new TextEncoder().encode('guessed-secret-guessed-secret-guessed')),
      tamperedPayload: tampered.join('.'),
      expired: await signAccessToken(keys, { sub: userId, iat: now - 120, exp: now - 60 }),
      garbage: 'abc.def.ghi',
    };
    for (const [name, token] of Object.entries(tokens)) {
      for (const path of ['/user', '/admin/users']) {
        const response = await kit.request(path, {
          headers: { authorization: `Bearer ${token}`, ...NEW },
        });
        expect(response.status, `${name} on ${path}`).toBe(403);
        const body = (await response.json()) as { code: string; message: string };
        expect(body.code, name).toBe('bad_jwt');
        expect(body.message.startsWith('invalid JWT')).toBe(true);
      }
    }
  });

  it('NUL characters in a body or a URL are 400 validation_failed, never a PostgreSQL 500', async () => {
    const before = await counts();
    const requests: [string, RequestInit & { json?: unknown }][] = [
      [
        '/token?grant_type=password',
        { method: 'POST', json: { email: 'a\u0000b@example.com', password: 'x' } },
      ],
      [
        '/signup',
        {
          method: 'POST',
          json: { email: uniqueEmail(), password: 'secret-123', data: { a: 'b\u0000' } },
        },
      ],
      [
        '/factors',
        {
          method: 'POST',
          json: { factor_type: 'totp', friendly_name: 'nul\u0000' },
          headers: { authorization: `Bearer ${sessionToken}` },
        },
      ],
      ['/admin/users?filter=%00', { headers: { authorization: `Bearer ${kit.serviceKey}` } }],
    ];
    for (const [path, init] of requests) {
      const response = await kit.request(path, init);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error_code: string }).error_code, path).toBe(
        'validation_failed',
      );
    }
    expect(await counts()).toEqual(before);
  });

  it('metadata too large for an access token header is refused, at sign-up and by PUT /user', async () => {
    const before = await counts();
    const big = { note: '🧗'.repeat(5001) };
    const signUp = await kit.request('/signup', {
      method: 'POST',
      json: { email: uniqueEmail(), password: 'secret-123', data: big },
    });
    expect(signUp.status).toBe(400);
    const update = await kit.request('/user', {
      method: 'PUT',
      json: { data: big },
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(update.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('a body nested deeper than any request needs is a 400, not a stack overflow', async () => {
    const before = await counts();
    const response = await kit.request('/user', {
      method: 'PUT',
      headers: { authorization: `Bearer ${sessionToken}`, 'content-type': 'application/json' },
      // 10 000 deep stays within the route's body limit (a bigger body is a 413 before parsing).
      body: `{"data":{"x":${'['.repeat(10_000)}${']'.repeat(10_000)}}}`,
    });
    expect(response.status).toBe(400);
    expect(await counts()).toEqual(before);
  });

  it('unknown paths under /auth/v1 are JSON 404s', async () => {
    const response = await kit.request('/nowhere', { method: 'POST', json: {}, headers: NEW });
    expect(response.status).toBe(404);
    expect(((await response.json()) as { code: string }).code).toBe('not_found');
  });
});
