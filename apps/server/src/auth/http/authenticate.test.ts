/**
 * A user's access token must be one this server issues: the users' audience as a single string, an
 * `exp` and a `session_id`. Tokens signed with the server's own key (so the signature holds) but
 * lacking one of them are refused on every user route of /auth/v1 and change nothing, while the API
 * keys keep working as the protocol expects: the anon key on public routes, the service-role key
 * (with or without `exp`, as operators mint it) on admin routes.
 */
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changedTables, databaseSnapshot } from '../../test-support/database-snapshot.js';
import { claimsOf } from '../../test-support/hostile-tokens.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { AUTH_ROUTES, type AuthRoute } from '../routes.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

const NEW = { 'x-supabase-api-version': '2024-01-01' };
const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Claims of the real session, changed by `change` (an undefined value removes the claim). */
type ClaimChange = Record<string, unknown>;

const REFUSED_CLAIMS: [string, ClaimChange][] = [
  ['a foreign audience', { aud: 'somewhere-else' }],
  ['an audience array naming ours', { aud: ['authenticated', 'somewhere-else'] }],
  ['an audience array of ours alone', { aud: ['authenticated'] }],
  ['no audience', { aud: undefined }],
  ['an empty audience', { aud: '' }],
  ['no exp', { exp: undefined }],
  ['an exp that is not a number', { exp: `${nowSeconds() + 600}` }],
  ['no session_id', { session_id: undefined }],
  ['a session_id that is not a UUID', { session_id: 'not-a-session' }],
  ['another session_id', { session_id: randomUUID() }],
];

/**
 * The body of a request to each user route of the route table that would change something if it
 * were accepted (undefined: none), given the user's factor. A user route missing here fails below.
 */
const USER_ROUTE_BODIES: Record<string, (factorId: string) => unknown> = {
  'GET /user': () => undefined,
  'PUT /user': () => ({ data: { changed_by: 'a bad token' } }),
  'POST /logout': () => ({}),
  'GET /reauthenticate': () => undefined,
  'POST /factors': () => ({ factor_type: 'totp', friendly_name: 'another' }),
  'POST /factors/:id/challenge': () => ({}),
  'POST /factors/:id/verify': (factorId) => ({ challenge_id: factorId, code: '000000' }),
  'DELETE /factors/:id': () => undefined,
  'GET /user/identities/authorize': () => undefined,
  'DELETE /user/identities/:id': () => undefined,
};
const userRoutes = AUTH_ROUTES.filter((route) => route.auth === 'user');
const routeKey = (route: AuthRoute) => `${route.method} ${route.url}`;

describe.each(testDatabaseKinds())('user tokens on /auth/v1 on %s', (kind) => {
  let kit: AuthTestKit;
  let realClaims: Record<string, unknown>;
  let factorId: string;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
    const email = uniqueEmail('claims');
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const client = kit.client();
    const { data } = await client.signInWithPassword({ email, password: 'secret-123' });
    realClaims = claimsOf(data.session!.access_token);
    const enrollment = await client.mfa.enroll({ factorType: 'totp' });
    factorId = enrollment.data!.id;
  });
  afterAll(() => kit.close());

  /** The real session's claims with a change, signed with the server's own current key. */
  function signed(change: ClaimChange): Promise<string> {
    const claims: Record<string, unknown> = {
      ...realClaims,
      iat: nowSeconds(),
      exp: nowSeconds() + 600,
    };
    for (const [name, value] of Object.entries(change)) {
      if (value === undefined) delete claims[name];
      else claims[name] = value;
    }
    const { current } = kit.server.app.signingKeys;
    return new SignJWT(claims)
      .setProtectedHeader({
        alg: current.alg,
        typ: 'JWT',
        ...(current.kid ? { kid: current.kid } : {}),
      })
      .sign(current.key);
  }

  it('has a request for every user route of the route table', () => {
    expect(userRoutes.map(routeKey).filter((key) => !(key in USER_ROUTE_BODIES))).toEqual([]);
  });

  it('accepts the real claims re-signed (the table below changes only what it names)', async () => {
    const response = await kit.request('/user', {
      headers: { authorization: `Bearer ${await signed({})}`, ...NEW },
    });
    expect(response.status).toBe(200);
  });

  it.each(REFUSED_CLAIMS)(
    'refuses a token with %s on every user route, and changes nothing',
    async (_label, change) => {
      const token = await signed(change);
      const db = kit.server.app.database.db as never;
      const before = await databaseSnapshot(db);
      for (const route of userRoutes) {
        const json = USER_ROUTE_BODIES[routeKey(route)]!(factorId);
        const response = await kit.request(route.url.replace(':id', factorId), {
          method: route.method,
          headers: { authorization: `Bearer ${token}`, ...NEW },
          ...(json !== undefined ? { json } : {}),
        });
        expect(response.status, `${route.method} ${route.url}`).toBe(403);
        const body = (await response.json()) as { code: string };
        expect(
          ['bad_jwt', 'session_not_found', 'unexpected_audience'],
          `${route.method} ${route.url}: ${body.code}`,
        ).toContain(body.code);
      }
      expect(changedTables(before, await databaseSnapshot(db))).toEqual([]);
    },
  );

  it('names the claim that is missing or wrong', async () => {
    const codeOf = async (change: ClaimChange) => {
      const response = await kit.request('/user', {
        headers: { authorization: `Bearer ${await signed(change)}`, ...NEW },
      });
      return (await response.json()) as { code: string; message: string };
    };
    expect(await codeOf({ aud: 'somewhere-else' })).toEqual({
      code: 'unexpected_audience',
      message: "Token audience doesn't match request audience",
    });
    expect(await codeOf({ exp: undefined })).toMatchObject({
      code: 'bad_jwt',
      message: expect.stringMatching(/^invalid JWT: .*exp claim is required/),
    });
    expect(await codeOf({ session_id: undefined })).toEqual({
      code: 'bad_jwt',
      message: 'invalid claim: session_id claim must be a UUID',
    });
    // An X-JWT-AUD header cannot make a foreign audience acceptable.
    const withHeader = await kit.request('/user', {
      headers: {
        authorization: `Bearer ${await signed({ aud: 'somewhere-else' })}`,
        'x-jwt-aud': 'somewhere-else',
        ...NEW,
      },
    });
    expect(withHeader.status).toBe(403);
  });

  it('keeps the API keys working: anon on public routes, service_role on admin routes', async () => {
    const settings = await kit.request('/settings', {
      headers: { authorization: `Bearer ${kit.anonKey}` },
    });
    expect(settings.status).toBe(200);
    const admin = await kit.request('/admin/users', {
      headers: { authorization: `Bearer ${kit.serviceKey}`, ...NEW },
    });
    expect(admin.status).toBe(200);
    // Operators mint service keys without exp, sub or aud; supabase/auth accepts them.
    const { current } = kit.server.app.signingKeys;
    const operatorKey = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: current.alg, ...(current.kid ? { kid: current.kid } : {}) })
      .sign(current.key);
    const operator = await kit.request('/admin/users', {
      headers: { authorization: `Bearer ${operatorKey}`, ...NEW },
    });
    expect(operator.status).toBe(200);
    // An API key is not a user's token.
    const anonAsUser = await kit.request('/user', {
      headers: { authorization: `Bearer ${kit.anonKey}`, ...NEW },
    });
    expect(anonAsUser.status).toBe(403);
    expect(((await anonAsUser.json()) as { code: string }).code).toBe('bad_jwt');
  });
});
