/**
 * Bodies are bounded before they are parsed: by size per route (413), and by keys and depth (400),
 * in the shape of the service that answers.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../api/test-support/api-test-kit.js';
import { MAX_JSON_KEYS } from './parse-json-body.js';

const keys = (count: number) =>
  Object.fromEntries(Array.from({ length: count }, (_, index) => [`k${index}`, 1]));
const padding = (bytes: number) => 'x'.repeat(bytes);

describe.each(testDatabaseKinds())('request bodies on %s', (kind) => {
  let kit: ApiTestKit;
  let user: TestUser;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    user = await kit.signUp();
  });
  afterAll(() => kit.close());

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${kit.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', apikey: kit.auth.anonKey, ...headers },
      body: JSON.stringify(body),
    });

  it('auth routes take a few KB, those with metadata more; the rest is a 413 in the protocol shape', async () => {
    const tooBig = await post('/auth/v1/token?grant_type=password', {
      email: 'someone@example.com',
      password: padding(9 * 1024),
    });
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toMatchObject({
      code: 413,
      error_code: 'request_entity_too_large',
    });

    const unknownPath = await post('/auth/v1/no-such-route', { a: padding(100 * 1024) });
    expect(unknownPath.status).toBe(413);

    // Two metadata objects near their own limit: more than the default, within the route's.
    const metadata = await post(
      '/auth/v1/admin/users',
      {
        email: `meta-${kind}@example.com`,
        user_metadata: { bio: padding(7 * 1024) },
        app_metadata: { note: padding(7 * 1024) },
      },
      { authorization: `Bearer ${kit.auth.serviceKey}`, apikey: kit.auth.serviceKey },
    );
    expect(metadata.status).toBe(200);
    const signUp = await post('/auth/v1/signup', {
      email: 'big@example.com',
      password: 'pw-123456',
      data: { bio: padding(40 * 1024) },
    });
    expect(signUp.status).toBe(413);
  });

  it('refuses too many keys or too deep a body with a 400, before any handler runs', async () => {
    const wide = await post('/auth/v1/signup', {
      email: 'wide@example.com',
      password: 'pw-123456',
      data: keys(MAX_JSON_KEYS + 1),
    });
    expect(wide.status).toBe(400);
    expect(await wide.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });

    const wideNew = await post('/auth/v1/no-such-route', keys(MAX_JSON_KEYS + 1), {
      'x-supabase-api-version': '2024-01-01',
    });
    expect(wideNew.status).toBe(400);
    expect(await wideNew.json()).toMatchObject({ code: 'validation_failed' });

    const api = await kit.api('/settings', {
      method: 'PUT',
      token: user.accessToken,
      json: { preferences: keys(MAX_JSON_KEYS + 1) },
    });
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ detail: expect.stringContaining('keys') });

    const elsewhere = await post('/no-such-page', keys(MAX_JSON_KEYS + 1));
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.json()).toEqual({ detail: expect.any(String) });
  });

  it('answers a 413 in the API shape beyond its limit, and elsewhere beyond the largest one', async () => {
    const api = await kit.api('/settings', {
      method: 'PUT',
      token: user.accessToken,
      json: { personal_info: { bio: padding(70 * 1024) } },
    });
    expect(api.status).toBe(413);
    expect(await api.json()).toEqual({ detail: 'The request body is too large' });
    const elsewhere = await post('/no-such-page', { a: padding(70 * 1024) });
    expect(elsewhere.status).toBe(413);
  });
});
