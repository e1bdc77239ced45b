import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test-support/test-server.js';
import { extractLinks } from './extract-links.js';

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
