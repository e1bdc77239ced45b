import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { testDatabaseKinds } from '../test-support/test-database.js';

describe.each(testDatabaseKinds())('/health on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('reports a reachable database', async () => {
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      status: 'ok',
      database: { kind, reachable: true },
    });
  });

  it('answers 503 once the database is gone', async () => {
    await server.app.database.close();
    const response = await fetch(`${server.url}/health`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: { kind, reachable: false },
    });
  });
});

describe.each(testDatabaseKinds())('/health/ready on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  it('is ready while serving, and answers 503 once draining while other routes still answer', async () => {
    const ready = await fetch(`${server.url}/health/ready`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: 'ready' });

    server.app.readiness.drain();
    const draining = await fetch(`${server.url}/health/ready`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toEqual({ status: 'draining' });
    // Draining is a request to the balancer: what still reaches the instance is served.
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/auth/v1/settings`)).status).toBe(200);
  });

  it('closes each connection after its answer once draining, and keeps it alive before', async () => {
    const other = await startTestServer(kind);
    /** The Connection header of an answer on a kept-alive connection (fetch hides it). */
    const connectionOf = (path: string, agent: http.Agent) =>
      new Promise<string | undefined>((resolve, reject) => {
        http
          .get(`${other.url}${path}`, { agent }, (response) => {
            response.resume();
            response.on('end', () => resolve(response.headers.connection));
          })
          .on('error', reject);
      });
    const agent = new http.Agent({ keepAlive: true });
    try {
      expect(await connectionOf('/health', agent)).toBe('keep-alive');
      expect(await connectionOf('/auth/v1/settings', agent)).toBe('keep-alive');
      other.app.readiness.drain();
      expect(await connectionOf('/health', agent)).toBe('close');
      expect(await connectionOf('/auth/v1/settings', agent)).toBe('close');
      expect(await connectionOf('/api/v1/settings', agent)).toBe('close');
    } finally {
      agent.destroy();
      await other.close();
    }
  });

  it('closes the connection of an answer to a request that began before the drain', async () => {
    const other = await startTestServer(kind);
    const agent = new http.Agent({ keepAlive: true });
    try {
      const body = JSON.stringify({ email: 'nobody@example.com', password: 'not-the-password' });
      const connection = await new Promise<string | undefined>((resolve, reject) => {
        const request = http.request(`${other.url}/auth/v1/token?grant_type=password`, {
          method: 'POST',
          agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            expect: '100-continue',
          },
        });
        request.on('response', (response) => {
          response.resume();
          response.on('end', () => resolve(response.headers.connection));
        });
        request.on('error', reject);
        // The server has begun the request (it asks for the body): drain, then send the body.
        request.on('continue', () => {
          other.app.readiness.drain();
          request.end(body);
        });
      });
      expect(connection).toBe('close');
    } finally {
      agent.destroy();
      await other.close();
    }
  });

  it('is not ready without its database', async () => {
    const other = await startTestServer(kind);
    await other.app.database.close();
    const response = await fetch(`${other.url}/health/ready`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'unavailable' });
    await other.close().catch(() => undefined);
  });
});
