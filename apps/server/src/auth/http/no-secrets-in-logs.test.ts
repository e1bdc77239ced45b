import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { createTestDatabase, type TestDatabase } from '../../test-support/test-database.js';
import { listOutboxMessages } from '../../mail/outbox-repository.js';

describe('auth request logs', () => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    const config = loadConfig({
      DATA_DIR: database.dataDir,
      SITE_URL: 'http://127.0.0.1:9',
      AUTH_RATE_LIMITS: 'off',
    });
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    app = await buildApp(config, { logger: { level: 'info', stream } });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('never carry passwords, mailed tokens or session tokens', async () => {
    const password = 'very-secret-password';
    await app.inject({
      method: 'POST',
      url: '/auth/v1/signup',
      payload: { email: 'logs@example.com', password },
    });
    const [mail] = await listOutboxMessages(app.database.db);
    const link = new URL(mail!.links[0]!);
    const mailedToken = link.searchParams.get('token')!;
    const fromHere = lines.length;

    const verified = await app.inject({ method: 'GET', url: `${link.pathname}${link.search}` });
    expect(verified.statusCode).toBe(303);
    const signIn = await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=password',
      payload: { email: 'logs@example.com', password },
    });
    const session = signIn.json<{ access_token: string; refresh_token: string }>();
    await app.inject({
      method: 'POST',
      url: '/auth/v1/token?grant_type=refresh_token',
      payload: { refresh_token: session.refresh_token },
    });
    await app.inject({
      method: 'GET',
      url: '/auth/v1/user',
      headers: { authorization: `Bearer ${session.access_token}` },
    });

    const logged = lines.slice(fromHere).join('\n');
    expect(logged).toContain('request completed');
    for (const secret of [password, mailedToken, session.access_token, session.refresh_token]) {
      expect(logged).not.toContain(secret);
    }
  });
});
