/** URLs Fastify refuses before routing still get the shape of the surface they name. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';

describe('malformed URLs', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite');
  });
  afterAll(() => server.close());

  it('under /auth/v1 are the protocol error, in both shapes', async () => {
    const legacy = await server.app.inject({
      method: 'DELETE',
      url: '/auth/v1/admin/users/%ED%A0%80',
    });
    expect(legacy.statusCode).toBe(400);
    expect(legacy.headers['x-sb-error-code']).toBe('validation_failed');
    expect(legacy.json()).toMatchObject({ code: 400, error_code: 'validation_failed' });
    const modern = await server.app.inject({
      method: 'GET',
      url: `/auth/v1/admin/users/${'a'.repeat(200)}`,
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
    expect(modern.statusCode).toBe(414);
    expect(modern.json()).toMatchObject({ code: 'validation_failed' });
  });

  it('elsewhere are {"detail": ...}', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/avatar/%ff%fe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String) });
  });

  it('under a path that only begins like /auth/v1 are {"detail": ...}', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/auth/v1x/%ff%fe' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ detail: expect.any(String) });
    expect(response.headers['x-sb-error-code']).toBeUndefined();
  });
});
