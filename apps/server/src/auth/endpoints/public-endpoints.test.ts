import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importJWK, jwtVerify, type JWK } from 'jose';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

describe('GET /health, /settings and /.well-known/jwks.json', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit('sqlite', { AUTH_AUTOCONFIRM: 'true' });
  });
  afterAll(() => kit.close());

  it('health names the service', async () => {
    const body = (await (await kit.request('/health')).json()) as Record<string, unknown>;
    expect(body).toMatchObject({ name: 'GoTrue', version: expect.any(String) });
  });

  it('settings report email on, phone and anonymous off, autoconfirm as configured', async () => {
    const body = (await (await kit.request('/settings')).json()) as {
      external: Record<string, boolean>;
      mailer_autoconfirm: boolean;
      disable_signup: boolean;
    };
    expect(body.external).toMatchObject({
      email: true,
      phone: false,
      anonymous_users: false,
      google: false,
    });
    expect(body.mailer_autoconfirm).toBe(true);
    expect(body.disable_signup).toBe(false);
  });

  it('jwks publishes the public key that verifies access tokens', async () => {
    const response = await kit.request('/.well-known/jwks.json');
    expect(response.headers.get('cache-control')).toBe('public, max-age=600');
    const { keys } = (await response.json()) as { keys: JWK[] };
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toHaveProperty('d');
    const { data } = await kit.client().signUp({ email: uniqueEmail(), password: 'secret-123' });
    const key = await importJWK(keys[0]!, 'ES256');
    const { payload } = await jwtVerify(data.session!.access_token, key);
    expect(payload.sub).toBe(data.user!.id);
  });
});

describe('HS256-only configuration', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit('sqlite', {
      AUTH_AUTOCONFIRM: 'true',
      AUTH_JWT_SECRET: 'a-shared-secret-of-at-least-32-characters',
    });
  });
  afterAll(() => kit.close());

  it('signs with HS256, lists no keys, and the client still works', async () => {
    const { keys } = (await (await kit.request('/.well-known/jwks.json')).json()) as {
      keys: JWK[];
    };
    expect(keys).toEqual([]);
    const client = kit.client();
    const { data, error } = await client.signUp({ email: uniqueEmail(), password: 'secret-123' });
    expect(error).toBeNull();
    const header = JSON.parse(
      Buffer.from(data.session!.access_token.split('.')[0]!, 'base64url').toString(),
    ) as { alg: string };
    expect(header.alg).toBe('HS256');
    expect((await client.getUser()).data.user?.id).toBe(data.user!.id);
    expect((await client.getClaims()).data?.claims.sub).toBe(data.user!.id);
  });
});
