/**
 * Property tests of every /api/v1 route of the route table (routes.ts; a route without a case here
 * fails) under hostile input: JSON and multipart bodies (wrong
 * types, huge and injected strings, NUL, prototype keys, deep nesting, invalid UTF-8, wrong
 * content types), query strings, path parameters, headers and forged tokens. Every answer is a 4xx
 * in the documented `{"detail": ...}` shape (a list of field errors for a 422) or a legitimate
 * success in its own shape, never a 5xx; a refused request leaves every table as it was; and
 * Object.prototype stays clean.
 */
import {
  accountImportResultSchema,
  personalInfoSchema,
  userPreferencesSchema,
  userSettingsSchema,
} from '@ascend/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changedTables,
  databaseSnapshot,
  type DatabaseSnapshot,
} from '../test-support/database-snapshot.js';
import {
  authorizationShape,
  headerValue,
  hostileJsonValue,
  hostileMultipart,
  hostileQuery,
  hostileQueryValue,
  hostileRawBody,
  hostileString,
  mutatedBody,
  propertyParameters,
  queryString,
  tokenRecipe,
  wrongTypeValue,
  type RawBody,
  hostileFields,
} from '../test-support/hostile-arbitraries.js';
import {
  authorizationHeader,
  buildToken,
  tokenIngredients,
  type TokenIngredients,
} from '../test-support/hostile-tokens.js';
import { prototypeIntegrity } from '../test-support/prototype-integrity.js';
import { jsonOf, rawClient, type RawClient, type RawResponse } from '../test-support/raw-http.js';
import { testDatabaseKinds } from '../test-support/test-database.js';
import { smallExportFile } from './account/test-support/export-file.js';
import type { ApiRoute } from './http/api-route.js';
import { API_ROUTES } from './routes.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from './test-support/api-test-kit.js';

const RUNS_PER_ROUTE = 40;
const CREDENTIAL_RUNS = 150;
/** Each run signs a user up (a password hash): fewer runs. */
const SIGN_UP_RUNS = 25;

const fieldError = z.strictObject({
  loc: z.array(z.union([z.string(), z.number()])).min(1),
  msg: z.string().min(1),
  type: z.string().min(1),
});
const errorBody = z.strictObject({ detail: z.string().min(1) });
const validationErrorBody = z.strictObject({ detail: z.array(fieldError).min(1) });

/** What a route's hostile requests are made of; its method, path and authentication are the table's. */
interface ApiRouteCase {
  /** Plausible field values; hostile values are mixed in for every field. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  /** A body the route accepts, to mutate one field at a time. */
  valid?: Record<string, unknown>;
  multipart?: true;
  queryNames?: readonly string[];
  /** Plausible values of the path's parameters other than :userId; hostile ones are mixed in. */
  pathParams?: Record<string, fc.Arbitrary<string>>;
  /** The answer of a 2xx: its status and body shape. Without it a 2xx is a failure. */
  success?: { status: number; body?: z.ZodType };
}

const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('Ada Lovelace', '', ' '));
const personalInfo = fc.record(
  {
    full_name: text,
    phone: text,
    city: text,
    website: fc.constantFrom('https://example.com', 'javascript:alert(1)', ''),
    birth_date: fc.constantFrom('1990-01-01', '2999-01-01', '1990-13-45', ''),
    occupation: text,
  },
  { requiredKeys: [] },
);
const preferences = fc.record(
  {
    language: fc.constantFrom('en', 'es', 'fr'),
    timezone: fc.constantFrom('Europe/Madrid', 'America/Mexico_City', 'Mars/Olympus'),
    theme: fc.constantFrom('light', 'dark', 'system', 'neon'),
    notifications: fc.record({ email: fc.boolean(), push: fc.boolean() }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

const exportFile = smallExportFile();
const exportRecord = fc.oneof(
  fc.constant(exportFile.check_ins[0]),
  fc.record({ date: fc.constantFrom('2025-03-01', '2999-01-01', '2025-02-30', '') }),
);

const ROUTE_CASES: Record<string, ApiRouteCase> = {
  'GET /settings': { success: { status: 200, body: userSettingsSchema } },
  'PUT /settings': {
    valid: { personal_info: { full_name: 'Ada', city: 'London' }, preferences: { theme: 'dark' } },
    fields: { personal_info: personalInfo, preferences },
    success: { status: 200, body: userSettingsSchema },
  },
  'GET /settings/personal': { success: { status: 200, body: personalInfoSchema } },
  'GET /settings/preferences': { success: { status: 200, body: userPreferencesSchema } },
  'POST /settings/reset': {
    fields: { preferences },
    success: { status: 200, body: userSettingsSchema },
  },
  'POST /contact': {
    valid: { name: 'Ada', email: 'visitor@example.com', subject: 'Hello', message: 'A question' },
    fields: {
      name: text,
      email: fc.constantFrom('visitor@example.com', 'not-an-email'),
      subject: text,
      message: text,
    },
    success: { status: 202, body: z.strictObject({ id: z.string().min(1) }) },
  },
  'PUT /avatar': {
    multipart: true,
    success: { status: 200, body: z.strictObject({ avatar_url: z.url() }) },
  },
  'DELETE /avatar': { success: { status: 204 } },
  'GET /avatar/:userId': { queryNames: ['v'], success: { status: 200 } },
  'GET /account/export': {
    success: { status: 200, body: z.looseObject({ user: z.looseObject({ id: z.uuid() }) }) },
  },
  'GET /account/export/:dataset.csv': {
    pathParams: { dataset: fc.constantFrom('check-ins', 'habit-marks', 'diary', 'users') },
    success: { status: 200 },
  },
  'POST /account/import': {
    valid: exportFile,
    fields: {
      format: fc.constantFrom('ascend-export', 'other'),
      version: fc.constantFrom(1, 2, 3),
      check_ins: fc.array(exportRecord, { maxLength: 3 }),
      habits: fc.array(fc.record({ id: fc.uuid(), name: text }), { maxLength: 2 }),
      habit_marks: fc.array(fc.record({ habit_id: fc.uuid(), date: text }), { maxLength: 2 }),
      diary_entries: fc.array(fc.record({ id: fc.uuid(), body: text }), { maxLength: 2 }),
    },
    success: { status: 200, body: accountImportResultSchema },
  },
  'DELETE /account': {
    // Never the right password: the account must survive every hostile request.
    fields: { password: fc.constantFrom('wrong-password', 'correct-horse-8') },
  },
};

const routeKey = (route: ApiRoute) => `${route.method} ${route.url}`;

function jsonBody(
  fields: Record<string, fc.Arbitrary<unknown>>,
  valid?: Record<string, unknown>,
): fc.Arbitrary<RawBody> {
  const mixed = hostileFields(fields);
  return hostileRawBody(valid ? fc.oneof(mixed, mutatedBody(fc.constant(valid))) : mixed);
}

describe.each(testDatabaseKinds())('the product API under hostile input on %s', (kind) => {
  let kit: ApiTestKit;
  let raw: RawClient;
  let db: Kysely<never>;
  let user: TestUser;
  let image: Uint8Array;
  let ingredients: TokenIngredients;
  let before: DatabaseSnapshot;
  let nextIp = 1;
  const prototypes = prototypeIntegrity();
  /** Every request from its own address, so the contact form's per-IP limit stays out of the way. */
  const freshIp = () => {
    nextIp += 1;
    return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
  };

  beforeAll(async () => {
    kit = await startApiTestKit(kind, { TRUST_PROXY: 'true' });
    raw = rawClient(kit.url);
    db = kit.auth.server.app.database.db as unknown as Kysely<never>;
    user = await kit.signUp({ language: 'en' });
    // The settings row exists from here on, so a read is never the first (writing) one.
    expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(200);
    image = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    ingredients = await tokenIngredients(kit.auth.server.app.signingKeys, user.accessToken);
    before = await databaseSnapshot(db);
  }, 60_000);

  afterAll(async () => {
    raw?.close();
    await kit?.close();
  });

  async function expectSafeAnswer(
    request: { method: string; path: string; headers: Record<string, string>; body?: RawBody },
    success: ApiRouteCase['success'],
  ): Promise<RawResponse> {
    const headers: Record<string, string> = { 'x-forwarded-for': freshIp(), ...request.headers };
    if (request.body?.contentType !== undefined) headers['content-type'] = request.body.contentType;
    const response = await raw.send({
      method: request.method,
      path: request.path,
      headers,
      ...(request.body ? { body: request.body.bytes } : {}),
    });
    const where = `${request.method} ${request.path.slice(0, 300)} [${request.body?.label ?? 'no body'}] → ${response.status} ${response.text.slice(0, 300)}`;
    expect(response.status, where).toBeGreaterThanOrEqual(200);
    expect(response.status, where).toBeLessThan(500);
    const after = await databaseSnapshot(db);
    const body = jsonOf(response);
    if (response.status >= 400) {
      const shape = response.status === 422 ? validationErrorBody : errorBody;
      expect(shape.safeParse(body).success, where).toBe(true);
      if (response.status === 401)
        expect(response.headers['www-authenticate'], where).toBe('Bearer');
      expect(changedTables(before, after), where).toEqual([]);
    } else if (response.status === 304) {
      expect(request.method, where).toBe('GET');
    } else {
      expect(success?.status, `${where}: a success where only an error is right`).toBe(
        response.status,
      );
      if (success?.body) {
        const parsed = success.body.safeParse(body);
        expect(parsed.success, `${where}: ${parsed.error?.message ?? ''}`).toBe(true);
      }
      if (response.status === 204) expect(response.text, where).toBe('');
    }
    before = after;
    return response;
  }

  it('every route of the route table has a hostile-input case', () => {
    const missing = API_ROUTES.map(routeKey).filter((key) => !(key in ROUTE_CASES));
    expect(missing).toEqual([]);
  });

  it.each(API_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: hostile bodies, query strings and headers get a 4xx {detail} and change nothing',
    async (key, route) => {
      const routeCase = ROUTE_CASES[key]!;
      const body: fc.Arbitrary<RawBody | null> = routeCase.multipart
        ? hostileMultipart(image)
        : routeCase.fields
          ? fc.option(jsonBody(routeCase.fields, routeCase.valid), { freq: 8, nil: null })
          : route.method === 'GET'
            ? fc.constant(null)
            : fc.option(jsonBody({}), { nil: null });
      const pathParams = fc.record(
        Object.fromEntries(
          Object.entries(routeCase.pathParams ?? {}).map(([name, value]) => [
            name,
            fc.oneof({ arbitrary: value, weight: 3 }, { arbitrary: hostileQueryValue, weight: 1 }),
          ]),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          hostileQuery(routeCase.queryNames ?? []),
          pathParams,
          fc.oneof(fc.constant(user.id), fc.uuid(), hostileQueryValue),
          fc.record(
            {
              'accept-language': headerValue,
              'if-none-match': headerValue,
              'user-agent': headerValue,
            },
            { requiredKeys: [] },
          ),
          async (rawBody, query, params, userId, extra) => {
            const url = route.url
              .replace(':userId', userId)
              .replace(/:(\w+)/g, (parameter, name: string) => params[name] ?? parameter);
            const path = `/api/v1${url}${queryString(query)}`;
            await expectSafeAnswer(
              {
                method: route.method,
                path,
                headers: {
                  ...extra,
                  ...(route.auth === 'user' ? { authorization: `Bearer ${user.accessToken}` } : {}),
                },
                ...(rawBody ? { body: rawBody } : {}),
              },
              routeCase.success,
            );
          },
        ),
        propertyParameters(RUNS_PER_ROUTE),
      );
    },
    120_000,
  );

  it('forged, broken and misplaced tokens on every protected route are a 401 and change nothing', async () => {
    const protectedRoutes = API_ROUTES.filter((route) => route.auth === 'user');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...protectedRoutes),
        tokenRecipe,
        authorizationShape,
        async (route, recipe, shape) => {
          const token = await buildToken(recipe, ingredients);
          const response = await expectSafeAnswer(
            {
              method: route.method,
              path: `/api/v1${route.url}`,
              headers: authorizationHeader(shape, token),
              ...(route.method === 'PUT' || route.method === 'POST'
                ? {
                    body: {
                      contentType: 'application/json',
                      bytes: new TextEncoder().encode('{"preferences":{"theme":"dark"}}'),
                      label: recipe.kind,
                    },
                  }
                : {}),
            },
            undefined,
          );
          expect(response.status, `${recipe.kind} on ${routeKey(route)}`).toBe(401);
        },
      ),
      propertyParameters(CREDENTIAL_RUNS),
    );
  }, 120_000);

  it('a new account whose sign-up metadata is hostile still reads valid default settings', async () => {
    // The defaults come from the token's user_metadata, which the visitor chose at sign-up.
    const metadataValue = fc.oneof(hostileString, wrongTypeValue, hostileJsonValue);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            language: metadataValue,
            locale: metadataValue,
            timezone: metadataValue,
            theme: metadataValue,
          },
          { requiredKeys: [] },
        ),
        async (metadata) => {
          const signUp = await raw.send({
            method: 'POST',
            path: '/auth/v1/signup',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
            body: new TextEncoder().encode(
              JSON.stringify({
                email: `newcomer-${randomUUID().slice(0, 8)}@example.com`,
                password: 'correct-horse-9',
                data: metadata,
              }),
            ),
          });
          expect(signUp.status, signUp.text.slice(0, 300)).toBeLessThan(500);
          const after = await databaseSnapshot(db);
          if (signUp.status >= 400) {
            // Refused at sign-up (a NUL, say): nothing stored, nothing to read.
            expect(changedTables(before, after)).toEqual([]);
            return;
          }
          before = after;
          const { access_token: token } = jsonOf(signUp) as { access_token: string };
          await expectSafeAnswer(
            {
              method: 'GET',
              path: '/api/v1/settings',
              headers: { authorization: `Bearer ${token}` },
            },
            { status: 200, body: userSettingsSchema },
          );
        },
      ),
      propertyParameters(SIGN_UP_RUNS),
    );
  }, 120_000);

  it('leaves Object.prototype untouched', () => {
    expect(prototypes.changes()).toEqual([]);
  });
});
