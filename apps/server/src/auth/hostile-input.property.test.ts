/**
 * Property tests of every /auth/v1 route of the router table under hostile input: bodies (wrong
 * types, huge and injected strings, prototype keys, deep nesting, invalid UTF-8, broken JSON, wrong
 * content types), query strings, headers and forged tokens. Every answer is a 4xx in the protocol's
 * error shape (or a legitimate success in its own shape, or the redirect of a redirect endpoint),
 * never a 5xx; a refused request leaves every table as it was; Object.prototype stays clean.
 */
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Kysely } from 'kysely';
import { testDatabaseKinds } from '../test-support/test-database.js';
import {
  changedTables,
  databaseSnapshot,
  type DatabaseSnapshot,
} from '../test-support/database-snapshot.js';
import {
  apiVersionHeader,
  authorizationShape,
  headerValue,
  hostileExtraHeaders,
  hostileQuery,
  hostileQueryValue,
  hostileRawBody,
  mutatedBody,
  propertyParameters,
  queryString,
  tokenRecipe,
  type RawBody,
  hostileFields,
} from '../test-support/hostile-arbitraries.js';
import {
  asHeaderValue,
  authorizationHeader,
  buildToken,
  tokenIngredients,
  type TokenIngredients,
} from '../test-support/hostile-tokens.js';
import { rawClient, type RawClient, type RawResponse } from '../test-support/raw-http.js';
import { sendHostile, type HostileRequest } from '../test-support/hostile-request.js';
import { prototypeIntegrity } from '../test-support/prototype-integrity.js';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from './test-support/local-oidc-provider.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from './test-support/auth-test-kit.js';
import { AUTH_ROUTES, type AuthRoute } from './routes.js';

/** Runs per route; the whole file stays well under a minute per database. */
const RUNS_PER_ROUTE = 30;
const CREDENTIAL_RUNS = 150;
const PASSWORD = 'correct-horse-9';

// ---- The protocol's shapes -------------------------------------------------------------------

const legacyError = z.looseObject({
  code: z.number().int(),
  error_code: z.string().min(1),
  msg: z.string().min(1),
  error_id: z.string().optional(),
});
const modernError = z.looseObject({ code: z.string().min(1), message: z.string().min(1) });
/** The OAuth-style 400 of the grants that answer like an OAuth server (the ID-token grant). */
const oauthError = z.strictObject({ error: z.string().min(1), error_description: z.string() });

const userJson = z.looseObject({
  id: z.uuid(),
  aud: z.string(),
  role: z.string(),
  email: z.string(),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  created_at: z.string(),
  updated_at: z.string(),
});
const session = z.looseObject({
  access_token: z.string().min(1),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  expires_at: z.number().int().positive(),
  refresh_token: z.string().min(1),
  user: userJson,
});
const empty = z.strictObject({});

/** The three answers a client can get; `expected` names what a 2xx must look like. */
function usesModernShape(version: string | undefined): boolean {
  return version !== undefined && /^\d{4}-\d{2}-\d{2}$/.test(version) && version >= '2024-01-01';
}

// ---- What each route is fed ------------------------------------------------------------------

interface Fixtures {
  userEmail: string;
  victimId: string;
  victimEmail: string;
}

interface RouteCase {
  /** Plausible field values; hostile values are mixed in for every field. */
  fields: (fixtures: Fixtures) => Record<string, fc.Arbitrary<unknown>>;
  /** A body the route accepts, to mutate one field at a time. */
  valid?: (fixtures: Fixtures) => fc.Arbitrary<Record<string, unknown>>;
  /** Query parameter names the route reads, and whole query strings that reach its handler. */
  queryNames?: readonly string[];
  queries?: readonly string[];
  /** What a 2xx must look like; without it a 2xx is a failure. */
  success?: z.ZodType;
  /** The :id of the path. */
  id?: (fixtures: Fixtures) => fc.Arbitrary<string>;
  /** GET routes that answer with a redirect (the error travels in the Location). */
  redirects?: true;
  /** The route ends the session it is called with: give it a fresh one each time. */
  endsSession?: true;
  /** The route answers first and writes afterwards (mails, their tokens): let its writes land. */
  defersWrites?: true;
}

const email = (fixtures: Fixtures) =>
  fc.oneof(
    fc.constant(fixtures.userEmail),
    fc.uuid().map((id) => `fresh-${id.slice(0, 8)}@example.com`),
    fc.constantFrom('not-an-email', 'a@b', ' UPPER@EXAMPLE.COM ', '@example.com'),
  );
const password = fc.constantFrom(PASSWORD, 'secret-123', '12345', '');
const pkceChallenge = fc.constantFrom('a'.repeat(43), 'short', '');
const metadata = fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), {
  maxKeys: 3,
});
const hostileId = fc.oneof(
  fc.uuid(),
  hostileQueryValue,
  fc.constantFrom('..', '%2e%2e', '00000000-0000-0000-0000-000000000000', 'null', '%00'),
);

const ROUTE_CASES: Record<string, RouteCase> = {
  'GET /health': { fields: () => ({}), success: z.looseObject({ name: z.string() }) },
  'GET /settings': { fields: () => ({}), success: z.looseObject({ external: z.unknown() }) },
  'GET /.well-known/jwks.json': {
    fields: () => ({}),
    success: z.strictObject({ keys: z.array(z.looseObject({ kty: z.string() })) }),
  },
  'POST /signup': {
    valid: () =>
      fc.uuid().map((id) => ({
        email: `new-${id.slice(0, 8)}@example.com`,
        password: 'secret-123',
        data: { theme: 'dark' },
      })),
    fields: (f) => ({
      email: email(f),
      password,
      data: metadata,
      code_challenge: pkceChallenge,
      code_challenge_method: fc.constantFrom('s256', 'plain', 'md5'),
    }),
    queryNames: ['redirect_to'],
    success: z.union([userJson, session]),
  },
  'POST /token': {
    valid: (f) => fc.constant({ email: f.userEmail, password: PASSWORD }),
    fields: (f) => ({
      email: email(f),
      password,
      refresh_token: fc.constantFrom('x'.repeat(12), 'x'.repeat(300)),
      auth_code: fc.uuid(),
      code_verifier: fc.constantFrom('v'.repeat(43)),
      id_token: fc.constantFrom('a.b.c', 'eyJhbGciOiJub25lIn0.e30.'),
      provider: fc.constantFrom('google', 'apple', 'custom:x'),
      nonce: fc.string({ maxLength: 10 }),
      access_token: fc.string({ maxLength: 10 }),
      link_identity: fc.boolean(),
      chain: fc.constantFrom('ethereum', 'solana'),
    }),
    queryNames: ['grant_type'],
    queries: [
      '?grant_type=password',
      '?grant_type=refresh_token',
      '?grant_type=pkce',
      '?grant_type=id_token',
      '?grant_type=web3',
    ],
    success: session,
  },
  'GET /verify': {
    fields: () => ({}),
    queryNames: ['token', 'type', 'redirect_to'],
    queries: [
      '?type=signup&token=abc',
      '?type=recovery&token=pkce_abc&redirect_to=http://evil.example',
    ],
    redirects: true,
  },
  'POST /verify': {
    valid: (f) => fc.constant({ type: 'email', email: f.userEmail, token: '123456' }),
    fields: (f) => ({
      type: fc.constantFrom('signup', 'magiclink', 'recovery', 'email', 'email_change', 'sms'),
      token: fc.constantFrom('123456', '000000'),
      token_hash: fc.constantFrom('abc', 'pkce_abc'),
      email: email(f),
    }),
    success: session,
  },
  'POST /otp': {
    defersWrites: true,
    valid: (f) => fc.constant({ email: f.userEmail, create_user: false }),
    fields: (f) => ({
      email: email(f),
      create_user: fc.boolean(),
      data: metadata,
      code_challenge: pkceChallenge,
      code_challenge_method: fc.constantFrom('s256', 'plain'),
    }),
    queryNames: ['redirect_to'],
    success: empty,
  },
  'POST /magiclink': {
    defersWrites: true,
    valid: (f) => fc.constant({ email: f.userEmail }),
    fields: (f) => ({ email: email(f), data: metadata }),
    success: empty,
  },
  'POST /recover': {
    defersWrites: true,
    valid: (f) => fc.constant({ email: f.userEmail }),
    fields: (f) => ({
      email: email(f),
      code_challenge: pkceChallenge,
      code_challenge_method: fc.constantFrom('s256', 'plain'),
    }),
    queryNames: ['redirect_to'],
    success: empty,
  },
  'POST /resend': {
    defersWrites: true,
    valid: (f) => fc.constant({ type: 'signup', email: f.userEmail }),
    fields: (f) => ({ type: fc.constantFrom('signup', 'email_change', 'sms'), email: email(f) }),
    success: empty,
  },
  'GET /authorize': {
    fields: () => ({}),
    queryNames: [
      'provider',
      'scopes',
      'redirect_to',
      'code_challenge',
      'code_challenge_method',
      'prompt',
      'login_hint',
    ],
    queries: [
      '?provider=google',
      `?provider=google&code_challenge=${'a'.repeat(43)}&code_challenge_method=s256`,
    ],
    redirects: true,
  },
  'GET /callback': {
    fields: () => ({}),
    queryNames: ['state', 'code', 'error', 'error_description'],
    queries: [`?state=${randomUUID()}&code=abc`, '?error=access_denied&error_description=x'],
    redirects: true,
  },
  'GET /user': { fields: () => ({}), success: userJson },
  'PUT /user': {
    defersWrites: true,
    valid: () => fc.constant({ data: { theme: 'dark', language: 'es' } }),
    fields: (f) => ({
      email: email(f),
      password,
      current_password: password,
      data: metadata,
      app_metadata: fc.constant(null),
      nonce: fc.constantFrom('123456'),
      code_challenge: pkceChallenge,
      code_challenge_method: fc.constantFrom('s256'),
    }),
    queryNames: ['redirect_to'],
    success: userJson,
  },
  'GET /user/identities/authorize': {
    fields: () => ({}),
    queryNames: ['provider', 'redirect_to', 'skip_http_redirect', 'code_challenge'],
    queries: ['?provider=google', '?provider=google&skip_http_redirect=true'],
    redirects: true,
    success: z.strictObject({ url: z.url() }),
  },
  'DELETE /user/identities/:id': { fields: () => ({}), id: () => hostileId },
  'POST /logout': {
    fields: () => ({}),
    queryNames: ['scope'],
    queries: ['?scope=local', '?scope=others', '?scope=global'],
    endsSession: true,
  },
  'GET /reauthenticate': { fields: () => ({}), success: empty },
  'POST /factors': {
    valid: () => fc.constant({ factor_type: 'totp', friendly_name: 'phone' }),
    fields: () => ({
      factor_type: fc.constantFrom('totp', 'phone', 'webauthn'),
      friendly_name: fc.string({ maxLength: 10 }),
      issuer: fc.string({ maxLength: 10 }),
    }),
    success: z.looseObject({ id: z.uuid(), type: z.literal('totp') }),
  },
  'POST /factors/:id/challenge': { fields: () => ({}), id: () => hostileId },
  'POST /factors/:id/verify': {
    fields: () => ({ challenge_id: fc.uuid(), code: fc.constantFrom('123456') }),
    id: () => hostileId,
  },
  'DELETE /factors/:id': { fields: () => ({}), id: () => hostileId },
  'GET /admin/users': {
    fields: () => ({}),
    queryNames: ['page', 'per_page', 'filter'],
    success: z.looseObject({ users: z.array(userJson), aud: z.string() }),
  },
  'POST /admin/users': {
    valid: () =>
      fc.uuid().map((id) => ({
        email: `admin-made-${id.slice(0, 8)}@example.com`,
        password: 'secret-123',
        user_metadata: { a: 1 },
        app_metadata: { b: 2 },
      })),
    fields: (f) => ({
      email: email(f),
      password,
      password_hash: fc.constantFrom('$2a$10$abcdefghijklmnopqrstuv', 'plain'),
      id: fc.oneof(fc.uuid(), fc.constant(f.victimId)),
      email_confirm: fc.boolean(),
      user_metadata: metadata,
      app_metadata: metadata,
      role: fc.constantFrom('authenticated', 'service_role'),
      ban_duration: fc.constantFrom('1h', '10m30s', 'none', '999999999999h', '1.5.5h'),
    }),
    success: userJson,
  },
  'GET /admin/users/:id': {
    fields: () => ({}),
    id: (f) => fc.oneof(hostileId, fc.constant(f.victimId)),
    success: userJson,
  },
  'PUT /admin/users/:id': {
    valid: () => fc.constant({ user_metadata: { a: 1 }, app_metadata: { plan: 'pro' } }),
    fields: (f) => ({
      email: email(f),
      password,
      user_metadata: metadata,
      app_metadata: metadata,
      role: fc.constantFrom('authenticated'),
      ban_duration: fc.constantFrom('1h', 'none', '999999999999h'),
      email_confirm: fc.boolean(),
    }),
    id: (f) => fc.oneof(hostileId, fc.constant(f.victimId)),
    success: userJson,
  },
  'DELETE /admin/users/:id': { fields: () => ({}), id: () => hostileId, success: empty },
  'GET /admin/users/:id/factors': {
    fields: () => ({}),
    id: (f) => fc.oneof(hostileId, fc.constant(f.victimId)),
    success: z.array(z.looseObject({ id: z.uuid(), factor_type: z.string() })),
  },
  'DELETE /admin/users/:id/factors/:factor_id': {
    fields: () => ({}),
    id: (f) => fc.oneof(hostileId, fc.constant(f.victimId)),
  },
  'GET /admin/audit': {
    fields: () => ({}),
    queryNames: ['page', 'per_page'],
    success: z.array(z.looseObject({ id: z.string(), payload: z.record(z.string(), z.unknown()) })),
  },
  'POST /admin/generate_link': {
    valid: (f) => fc.constant({ type: 'magiclink', email: f.victimEmail }),
    fields: (f) => ({
      type: fc.constantFrom(
        'signup',
        'invite',
        'magiclink',
        'recovery',
        'email_change_current',
        'email_change_new',
      ),
      email: email(f),
      new_email: email(f),
      password,
      data: metadata,
    }),
    queryNames: ['redirect_to'],
    success: z.looseObject({ action_link: z.string(), id: z.uuid() }),
  },
  'POST /sso': {
    fields: () => ({ domain: fc.constantFrom('example.com'), provider_id: fc.uuid() }),
  },
  'GET /sso/saml/metadata': { fields: () => ({}), queryNames: ['download'] },
  'POST /sso/saml/acs': { fields: () => ({ SAMLResponse: fc.string({ maxLength: 20 }) }) },
  'GET /passkeys': { fields: () => ({}) },
  'POST /passkeys/authentication/options': { fields: () => ({}) },
  'POST /passkeys/authentication/verify': {
    fields: () => ({ challenge_id: fc.uuid(), credential: metadata }),
  },
  'POST /passkeys/registration/options': { fields: () => ({}) },
  'POST /passkeys/registration/verify': {
    fields: () => ({ challenge_id: fc.uuid(), credential: metadata }),
  },
  'PATCH /passkeys/:id': {
    fields: () => ({ friendly_name: fc.string({ maxLength: 10 }) }),
    id: () => hostileId,
  },
  'DELETE /passkeys/:id': { fields: () => ({}), id: () => hostileId },
  'GET /admin/users/:id/passkeys': {
    fields: () => ({}),
    id: (f) => fc.oneof(hostileId, fc.constant(f.victimId)),
    success: z.tuple([]),
  },
  'DELETE /admin/users/:id/passkeys/:passkey_id': {
    fields: () => ({}),
    id: (f) => fc.oneof(hostileId, fc.constant(f.victimId)),
  },
  'POST /invite': {
    valid: () =>
      fc.uuid().map((id) => ({ email: `invited-${id.slice(0, 8)}@example.com`, data: { a: 1 } })),
    fields: (f) => ({ email: email(f), data: metadata }),
    success: userJson,
  },
};

const routeKey = (route: AuthRoute) => `${route.method} ${route.url}`;

/** A body for the route: its fields, each plausible or hostile, sent raw or as plain JSON. */
function bodyOf(routeCase: RouteCase, fixtures: Fixtures): fc.Arbitrary<RawBody> {
  const plausible = routeCase.fields(fixtures);
  const fields = hostileFields(plausible);
  if (!routeCase.valid) return hostileRawBody(fields);
  return hostileRawBody(fc.oneof(fields, mutatedBody(routeCase.valid(fixtures))));
}

function queryOf(routeCase: RouteCase): fc.Arbitrary<string> {
  const hostile = hostileQuery(routeCase.queryNames ?? []).map(queryString);
  const known = routeCase.queries ?? [];
  if (known.length === 0) return hostile;
  return fc.oneof(
    hostile,
    fc
      .tuple(fc.constantFrom(...known), hostileQuery(routeCase.queryNames ?? []))
      .map(([base, extra]) => `${base}${queryString(extra).replace('?', '&')}`),
  );
}

describe.each(testDatabaseKinds())('the auth service under hostile input on %s', (kind) => {
  let kit: AuthTestKit;
  let provider: LocalOidcProvider;
  let raw: RawClient;
  let db: Kysely<never>;
  let fixtures: Fixtures;
  let userToken: string;
  let ingredients: TokenIngredients;
  let before: DatabaseSnapshot;
  const prototypes = prototypeIntegrity();

  const signInPassword = async (address: string) => {
    const response = await kit.request('/token?grant_type=password', {
      method: 'POST',
      json: { email: address, password: PASSWORD },
    });
    const body = (await response.json()) as { access_token?: string };
    if (!body.access_token) throw new Error(`sign-in of ${address} failed: ${response.status}`);
    return body.access_token;
  };

  beforeAll(async () => {
    provider = await startLocalOidcProvider();
    kit = await startAuthTestKit(kind, {
      // An HS256 secret as well, so HS256 tokens reach a real verifier.
      AUTH_JWT_SECRET: 'a-shared-secret-of-at-least-thirty-two-chars',
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
      GOOGLE_ISSUER: provider.issuer,
      AUTH_MANUAL_LINKING: 'true',
    });
    provider.register(`${kit.server.url}/auth/v1/callback`);
    raw = rawClient(kit.server.url);
    db = kit.server.app.database.db as unknown as Kysely<never>;
    const admin = kit.adminClient().admin;
    const userEmail = uniqueEmail('hostile');
    const victimEmail = uniqueEmail('victim');
    await admin.createUser({ email: userEmail, password: PASSWORD, email_confirm: true });
    const victim = await admin.createUser({
      email: victimEmail,
      password: PASSWORD,
      email_confirm: true,
    });
    fixtures = { userEmail, victimId: victim.data.user!.id, victimEmail };
    userToken = await signInPassword(userEmail);
    ingredients = await tokenIngredients(kit.server.app.signingKeys, userToken);
    before = await databaseSnapshot(db);
  }, 60_000);

  afterAll(async () => {
    raw?.close();
    await kit?.close();
    await provider?.close();
  });

  /**
   * Sends one request and checks the answer: never a 5xx; a 4xx in the shape the request asked
   * for, with nothing written; a 2xx only where `success` allows it, in that shape.
   */
  /** A snapshot once the rows have stopped changing for a while (deferred writes have landed). */
  async function settledSnapshot(): Promise<DatabaseSnapshot> {
    let last = await databaseSnapshot(db);
    for (let waited = 0; waited < 5_000; waited += 250) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      const now = await databaseSnapshot(db);
      if (changedTables(last, now).length === 0) return now;
      last = now;
    }
    return last;
  }

  async function expectSafeAnswer(
    request: HostileRequest,
    expected: {
      success?: z.ZodType;
      redirects?: boolean;
      version: string | undefined;
      defersWrites?: boolean;
    },
  ): Promise<RawResponse> {
    const { response, body, where } = await sendHostile(raw, request);
    const after = await databaseSnapshot(db);

    if (response.status >= 400) {
      if (response.status === 400 && oauthError.safeParse(body).success) {
        // The protocol's OAuth-style error, the same whatever the API version.
      } else if (usesModernShape(expected.version)) {
        expect(modernError.safeParse(body).success, where).toBe(true);
        expect(response.headers['x-supabase-api-version'], where).toBe('2024-01-01');
      } else {
        const parsed = legacyError.safeParse(body);
        expect(parsed.success, where).toBe(true);
        expect(parsed.data?.code, where).toBe(response.status);
        expect(response.headers['x-sb-error-code'], where).toBe(parsed.data?.error_code);
      }
      expect(changedTables(before, after), where).toEqual([]);
    } else if (response.status >= 300) {
      expect(expected.redirects, where).toBe(true);
      const location = new URL(response.headers.location ?? '');
      // Back to this site or a loopback app (the redirect allow-list), or on to the identity
      // provider for a started sign-in: never to a host the request named.
      expect(['127.0.0.1', '[::1]', 'localhost'], where).toContain(location.hostname);
    } else if (response.status === 204) {
      expect(response.text, where).toBe('');
    } else {
      expect(expected.success, `${where}: a 2xx where only an error is right`).toBeDefined();
      const parsed = expected.success!.safeParse(body);
      expect(parsed.success, `${where}: ${parsed.error?.message ?? ''}`).toBe(true);
    }
    before = expected.defersWrites && response.status < 400 ? await settledSnapshot() : after;
    return response;
  }

  it('every route of the router table has a hostile-input case', () => {
    const missing = AUTH_ROUTES.map(routeKey).filter((key) => !(key in ROUTE_CASES));
    expect(missing).toEqual([]);
  });

  it.each(AUTH_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: hostile bodies, query strings and headers get a 4xx in the protocol shape and change nothing',
    async (key, route) => {
      const routeCase = ROUTE_CASES[key]!;
      const hasBody = route.method !== 'GET';
      const anonKey = kit.anonKey;
      const arbitrary = fc.record({
        body: hasBody ? fc.option(bodyOf(routeCase, fixtures), { freq: 8 }) : fc.constant(null),
        query: queryOf(routeCase),
        id: routeCase.id ? routeCase.id(fixtures) : fc.constant(''),
        version: apiVersionHeader,
        extra: hostileExtraHeaders,
        apikey: fc.oneof(fc.constant(anonKey), headerValue),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          let token = route.auth === 'admin' ? kit.serviceKey : userToken;
          if (routeCase.endsSession) token = await signInPassword(fixtures.victimEmail);
          const path = `/auth/v1${route.url.replace(':id', input.id)}${input.query}`;
          const headers: Record<string, string> = {
            ...input.extra,
            apikey: asHeaderValue(input.apikey),
            ...(input.version !== undefined ? { 'x-supabase-api-version': input.version } : {}),
            ...(route.auth === 'public' ? {} : { authorization: `Bearer ${token}` }),
          };
          if (routeCase.endsSession) before = await databaseSnapshot(db);
          await expectSafeAnswer(
            { method: route.method, path, headers, ...(input.body ? { body: input.body } : {}) },
            {
              ...(routeCase.success ? { success: routeCase.success } : {}),
              redirects: routeCase.redirects === true,
              version: input.version,
              defersWrites: routeCase.defersWrites === true,
            },
          );
        }),
        propertyParameters(RUNS_PER_ROUTE),
      );
    },
    120_000,
  );

  it('forged, broken and misplaced tokens on every protected route are refused and change nothing', async () => {
    const protectedRoutes = AUTH_ROUTES.filter((route) => route.auth !== 'public');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...protectedRoutes),
        tokenRecipe,
        authorizationShape,
        apiVersionHeader,
        fc.oneof(fc.constant(kit.anonKey), headerValue),
        async (route, recipe, shape, version, apikey) => {
          const token = await buildToken(recipe, ingredients);
          const path = `/auth/v1${route.url.replace(':id', randomUUID())}`;
          const response = await expectSafeAnswer(
            {
              method: route.method,
              path,
              headers: {
                apikey: asHeaderValue(apikey),
                ...authorizationHeader(shape, token),
                ...(version !== undefined ? { 'x-supabase-api-version': version } : {}),
              },
              ...(route.method === 'GET'
                ? {}
                : {
                    body: {
                      contentType: 'application/json',
                      bytes: new TextEncoder().encode('{}'),
                      label: recipe.kind,
                    },
                  }),
            },
            { redirects: false, version },
          );
          expect([401, 403], `${recipe.kind} on ${route.url}`).toContain(response.status);
        },
      ),
      propertyParameters(CREDENTIAL_RUNS),
    );
  }, 120_000);

  it('leaves Object.prototype untouched', () => {
    expect(prototypes.changes()).toEqual([]);
  });
});
