/**
 * PostgreSQL going away under a running server: requests answer 503 with a clear detail, /health
 * reports it, nothing half-written remains, and service resumes by itself when the database returns.
 * Runs where PostgreSQL is available (TEST_DATABASE_URL set, as in CI).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresCluster, type PostgresCluster } from '../support/postgres-cluster.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL outage', () => {
  let cluster: PostgresCluster;
  let server: ServerProcess;

  beforeAll(async () => {
    cluster = await createPostgresCluster();
    server = await startServerProcess({
      DATABASE_URL: cluster.url,
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'off',
    });
  });
  afterAll(async () => {
    await server?.stop();
    cluster?.destroy();
  });

  const signUp = (email: string) =>
    fetch(`${server.url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' },
      body: JSON.stringify({ email, password: 'correct horse battery' }),
    });

  it('answers 503 while the database is down and recovers by itself', async () => {
    const before = await signUp('before@example.com');
    expect(before.status).toBe(200);
    const { access_token: token } = (await before.json()) as { access_token: string };
    const settings = () =>
      fetch(`${server.url}/api/v1/settings`, { headers: { authorization: `Bearer ${token}` } });
    expect((await settings()).status).toBe(200);

    cluster.stop();
    const health = await fetch(`${server.url}/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ database: { reachable: false } });

    const during = await signUp('during@example.com');
    expect(during.status).toBe(503);
    const body = (await during.json()) as { message?: string };
    expect(body.message).toMatch(/database/i);
    const apiDuring = await settings();
    expect(apiDuring.status).toBe(503);
    expect(apiDuring.headers.get('retry-after')).toBe('5');
    expect(await apiDuring.json()).toEqual({ detail: expect.stringMatching(/database/i) });

    cluster.start();
    await expect
      .poll(async () => (await fetch(`${server.url}/health`)).status, { timeout: 20_000 })
      .toBe(200);
    expect((await signUp('after@example.com')).status).toBe(200);
    expect((await settings()).status).toBe(200);

    // The sign-up refused during the outage left nothing behind: it can be made now, afresh.
    const retried = await signUp('during@example.com');
    expect(retried.status).toBe(200);
    const session = (await retried.json()) as { user: { email: string } };
    expect(session.user.email).toBe('during@example.com');
  });
});
