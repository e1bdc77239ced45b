import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { DatabaseKind } from '../db/database.js';
import { createTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { extractLinks } from './extract-links.js';
import { listOutboxMessages } from './outbox-repository.js';

describe('extractLinks', () => {
  it('finds each http(s) link once, in order', () => {
    expect(
      extractLinks('a https://x.test/a?b=1&c=2 then http://y.test/\nand https://x.test/a?b=1&c=2'),
    ).toEqual(['https://x.test/a?b=1&c=2', 'http://y.test/']);
  });
});

describe('the development outbox', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { MAIL_OUTBOX: 'true' });
  });
  afterAll(() => server.close());

  it('lists sent mails newest first, as JSON and as a page', async () => {
    await server.app.mail.sendMail({
      to: 'one@example.com',
      subject: 'First',
      text: 'Go to https://example.com/one',
      html: '<p>one</p>',
    });
    await server.app.mail.sendMail({
      to: 'two@example.com',
      subject: 'Second <b>',
      text: 'Go to https://example.com/two',
      html: '<p>two</p>',
    });
    const response = await fetch(`${server.url}/_dev/mail/messages.json`);
    const messages = (await response.json()) as Record<string, unknown>[];
    expect(messages.map((message) => message.subject)).toEqual(['Second <b>', 'First']);
    expect(messages[0]).toMatchObject({
      to: 'two@example.com',
      text: 'Go to https://example.com/two',
      html: '<p>two</p>',
      links: ['https://example.com/two'],
    });
    const page = await fetch(`${server.url}/_dev/mail`);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain('Second &lt;b&gt;');
    expect(html).toContain('href="https://example.com/one"');
  });
});

describe('without MAIL_OUTBOX', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer('sqlite', { MAIL_OUTBOX: 'false' });
  });
  afterAll(() => server.close());

  it('serves no outbox', async () => {
    expect((await fetch(`${server.url}/_dev/mail`)).status).toBe(404);
    expect((await fetch(`${server.url}/_dev/mail/messages.json`)).status).toBe(404);
  });
});

/** The app built from `env`, with every log line it writes kept in `lines`. */
async function loggedApp(kind: DatabaseKind, env: Record<string, string>) {
  const database = await createTestDatabase(kind);
  const config = loadConfig({
    DATA_DIR: database.dataDir,
    SITE_URL: 'http://127.0.0.1:9',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const app = await buildApp(config, { logger: { level: 'trace', stream } });
  return {
    app,
    lines,
    close: async () => {
      await app.close();
      await database.dispose();
    },
  };
}

const SECRET_LINK = 'http://127.0.0.1:9/auth/v1/verify?token=secret-link-token&type=signup';
const mailWithLink = {
  to: 'someone@example.com',
  subject: 'Confirm your sign-up',
  text: `Follow ${SECRET_LINK}`,
  html: `<a href="${SECRET_LINK}">confirm</a>`,
};

const outboxStatus = async (
  app: FastifyInstance,
  remoteAddress: string,
  headers: Record<string, string> = {},
) =>
  (await app.inject({ method: 'GET', url: '/_dev/mail/messages.json', remoteAddress, headers }))
    .statusCode;

describe.each(testDatabaseKinds())('who sees the development outbox, on %s', (kind) => {
  describe('by default, on a loopback HOST with a loopback SITE_URL and no SMTP', () => {
    let server: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      server = await loggedApp(kind, {});
    });
    afterAll(() => server.close());

    it('is served to a request from this machine only', async () => {
      expect(await outboxStatus(server.app, '127.0.0.1')).toBe(200);
      expect(await outboxStatus(server.app, '::1')).toBe(200);
      expect(await outboxStatus(server.app, '203.0.113.7')).toBe(404);
      expect(await outboxStatus(server.app, '::ffff:10.0.0.8')).toBe(404);
      const page = await server.app.inject({
        method: 'GET',
        url: '/_dev/mail',
        remoteAddress: '203.0.113.7',
      });
      expect(page.statusCode).toBe(404);
    });

    it('is not served to a request a local reverse proxy forwarded, whatever it claims', async () => {
      expect(
        await outboxStatus(server.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      ).toBe(404);
      expect(await outboxStatus(server.app, '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' })).toBe(
        404,
      );
      expect(await outboxStatus(server.app, '127.0.0.1', { forwarded: 'for=127.0.0.1' })).toBe(404);
      expect(await outboxStatus(server.app, '127.0.0.1', { 'x-real-ip': '127.0.0.1' })).toBe(404);
    });
  });

  describe('with TRUST_PROXY=true', () => {
    let server: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      server = await loggedApp(kind, { TRUST_PROXY: 'true' });
    });
    afterAll(() => server.close());

    it('needs both the client address and the connection to be loopback', async () => {
      expect(await outboxStatus(server.app, '127.0.0.1')).toBe(200);
      // A remote client behind the proxy, and a remote client forging a loopback client address.
      expect(
        await outboxStatus(server.app, '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' }),
      ).toBe(404);
      expect(
        await outboxStatus(server.app, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' }),
      ).toBe(404);
      expect(
        await outboxStatus(server.app, '127.0.0.1', {
          'x-forwarded-for': '127.0.0.1, 203.0.113.7',
        }),
      ).toBe(404);
    });
  });

  describe('behind a reverse proxy (loopback HOST, public SITE_URL) without SMTP', () => {
    let server: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      server = await loggedApp(kind, { SITE_URL: 'https://app.example.com' });
    });
    afterAll(() => server.close());

    it('serves no outbox, even to loopback, and neither stores nor logs the links', async () => {
      expect(await outboxStatus(server.app, '127.0.0.1')).toBe(404);
      await server.app.mail.sendMail(mailWithLink);
      expect(await listOutboxMessages(server.app.database.db)).toEqual([]);
      const log = server.lines.join('');
      expect(log).toContain('someone@example.com');
      expect(log).not.toContain('secret-link-token');
    });
  });

  describe('on HOST=0.0.0.0 without SMTP', () => {
    let server: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      server = await loggedApp(kind, { HOST: '0.0.0.0' });
    });
    afterAll(() => server.close());

    it('never writes a mailed link to the log', async () => {
      await server.app.mail.sendMail(mailWithLink);
      expect(server.lines.join('')).not.toContain('secret-link-token');
      expect(await outboxStatus(server.app, '127.0.0.1')).toBe(404);
    });
  });

  describe('with MAIL_OUTBOX=true set explicitly', () => {
    let server: Awaited<ReturnType<typeof loggedApp>>;
    beforeAll(async () => {
      server = await loggedApp(kind, { MAIL_OUTBOX: 'true', SITE_URL: 'https://staging.example' });
    });
    afterAll(() => server.close());

    it('is served to any client, as the operator asked', async () => {
      await server.app.mail.sendMail(mailWithLink);
      expect(await outboxStatus(server.app, '203.0.113.7')).toBe(200);
      expect(server.lines.join('')).toContain('secret-link-token');
    });
  });
});
