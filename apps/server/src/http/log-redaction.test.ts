import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import {
  createTestDatabase,
  testDatabaseKinds,
  type TestDatabase,
} from '../test-support/test-database.js';
import { freePort } from '../test-support/test-server.js';
import { requestChildLogger, withLogRedaction } from './log-redaction.js';

function collectingStream(lines: string[]) {
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
}

describe('withLogRedaction', () => {
  it('hides credential headers held by any logged object, a few levels down', () => {
    const lines: string[] = [];
    const log = pino(withLogRedaction({ level: 'trace' }), collectingStream(lines));
    const headers = {
      authorization: 'Bearer secret-1',
      apikey: 'secret-2',
      cookie: 'sid=secret-3',
      accept: 'application/json',
    };
    log.trace({ headers }, 'top');
    log.trace({ busboyOptions: { headers } }, 'one down');
    log.debug({ err: { config: { headers } } }, 'two down');
    log.info({ a: { b: { c: { headers } } } }, 'three down');
    const output = lines.join('');
    expect(lines).toHaveLength(4);
    expect(output).not.toMatch(/secret-\d/);
    expect(output).toContain('application/json');
  });

  it('keeps the caller’s own redact paths', () => {
    const lines: string[] = [];
    const log = pino(withLogRedaction({ redact: ['user.password'] }), collectingStream(lines));
    log.info({ user: { password: 'hunter2' }, headers: { apikey: 'key-1' } }, 'x');
    expect(lines.join('')).not.toMatch(/hunter2|key-1/);
  });
});

describe('requestChildLogger', () => {
  /** The lines of a redacting logger (no timestamps, so two runs compare equal). */
  function redactingLogger() {
    const lines: string[] = [];
    const log = pino(
      withLogRedaction({ level: 'trace', timestamp: false }),
      collectingStream(lines),
    );
    return { log, lines };
  }
  const headers = { authorization: 'Bearer secret-1', accept: 'text/html' };

  it.each([
    ['a request id', { reqId: 'c0ffee00-1111-4222-8333-444455556666' }],
    ['strings to escape', { reqId: 'quote " backslash \\ é \u2028', tag: 'x' }],
    ['an object, redacted', { reqId: 'r-1', context: { headers } }],
    ['a name pino keeps for options', { level: 'not-a-binding', reqId: 'r-2' }],
  ])("writes the lines pino's own child writes, bound to %s", (_name, bindings) => {
    const ours = redactingLogger();
    const pinos = redactingLogger();
    for (const make of [
      () => requestChildLogger(ours.log, bindings, {}),
      () => pinos.log.child(bindings, {}),
    ]) {
      const child = make();
      child.info({ headers }, 'one');
      child.child({ nested: true }).warn('two');
    }
    expect(ours.lines).toHaveLength(2);
    expect(ours.lines).toEqual(pinos.lines);
    expect(ours.lines.join('')).not.toContain('secret-1');
  });

  it('keeps the level a route asks for', () => {
    const { log, lines } = redactingLogger();
    const child = requestChildLogger(log, { reqId: 'r-3' }, { level: 'warn' });
    child.info('hidden');
    child.warn('shown');
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'r-3', msg: 'shown' });
  });
});

describe.each(testDatabaseKinds())('a trace-level log on %s', (kind) => {
  const lines: string[] = [];
  let app: FastifyInstance;
  let database: TestDatabase;
  let url: string;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    const config = loadConfig({
      PORT: String(port),
      SITE_URL: url,
      DATA_DIR: database.dataDir,
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'off',
      ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    });
    // The caller's own logger options, as a test or an embedding would pass them.
    app = await buildApp(config, { logger: { level: 'trace', stream: collectingStream(lines) } });
    await app.listen({ port, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await app.close();
    await database.dispose();
  });

  it('carries no bearer token, not even from an avatar upload', async () => {
    const signUp = await fetch(`${url}/auth/v1/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `trace-${kind}@example.com`, password: 'a-long-password' }),
    });
    expect(signUp.status).toBe(200);
    const { access_token: accessToken } = (await signUp.json()) as { access_token: string };
    const bearer = { authorization: `Bearer ${accessToken}`, apikey: 'an-api-key-value' };

    const picture = await sharp({
      create: { width: 64, height: 64, channels: 3, background: { r: 10, g: 20, b: 30 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
    const upload = await fetch(`${url}/api/v1/avatar`, {
      method: 'PUT',
      headers: bearer,
      body: form,
    });
    expect(upload.status).toBe(200);
    const user = await fetch(`${url}/auth/v1/user`, { headers: bearer });
    expect(user.status).toBe(200);

    const output = lines.join('');
    // The multipart plugin's trace line is there, with its headers redacted.
    expect(output).toContain('Providing options to busboy');
    expect(output).not.toContain(accessToken);
    expect(output).not.toContain(accessToken.split('.')[2]!);
    expect(output).not.toContain('an-api-key-value');
  });
});
