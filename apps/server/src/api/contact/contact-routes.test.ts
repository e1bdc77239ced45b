import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit } from '../test-support/api-test-kit.js';
import { startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';
import { contactMessagesRepository } from './contact-messages-repository.js';

const SUPPORT = 'help-desk@ascend.test';

describe.each(testDatabaseKinds())('POST /api/v1/contact on %s', (kind) => {
  let kit: ApiTestKit;
  let inbox: SmtpInbox;
  let nextIp = 1;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    // Behind a trusted proxy, so each test can be its own client IP.
    kit = await startApiTestKit(kind, {
      SMTP_URL: inbox.url,
      SUPPORT_EMAIL: SUPPORT,
      TRUST_PROXY: 'true',
    });
  });
  afterAll(async () => {
    await kit.close();
    await inbox.close();
  });

  const freshIp = () => `198.51.100.${nextIp++}`;
  const send = (json: unknown, ip: string, init: { body?: string } = {}) =>
    kit.api('/contact', {
      method: 'POST',
      headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' },
      body: init.body ?? JSON.stringify(json),
    });
  const storedCount = async () =>
    (await contactMessagesRepository(kit.auth.server.app.database.db).listRecent(1000)).length;

  const valid = {
    name: 'Ana López',
    email: 'ana@example.com',
    subject: 'Planes para equipos',
    message: 'Hola, <b>¿tienen</b> precios para 10 personas?',
  };

  it('stores the message, mails it to the support address and answers 202 with its id', async () => {
    const response = await send(valid, freshIp());
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const stored = await contactMessagesRepository(kit.auth.server.app.database.db).findById(id);
    expect(stored).toMatchObject(valid);

    const mail = inbox.received.find((candidate) => candidate.text.includes(id));
    expect(mail?.to).toEqual([SUPPORT]);
    expect(mail?.text).toContain('Subject: [Contact] Planes para equipos');
    expect(mail?.text).toContain('Ana López');
    expect(mail?.text).toContain('ana@example.com');
    // The visitor's markup arrives as text in the HTML part, never as markup.
    expect(mail?.text).toContain('&lt;b&gt;¿tienen&lt;/b&gt;');
  });

  it('needs no token, and ignores one that is invalid', async () => {
    const response = await kit.api('/contact', {
      method: 'POST',
      token: 'garbage',
      headers: { 'x-forwarded-for': freshIp() },
      json: valid,
    });
    expect(response.status).toBe(202);
  });

  it.each([
    ['a missing field', { ...valid, message: undefined }, ['body', 'message']],
    ['a blank name', { ...valid, name: '   ' }, ['body', 'name']],
    ['an invalid e-mail', { ...valid, email: 'ana-at-example' }, ['body', 'email']],
    ['an over-long subject', { ...valid, subject: 's'.repeat(301) }, ['body', 'subject']],
    ['an unknown key', { ...valid, cc: 'x@example.com' }, ['body', 'cc']],
    ['a wrong type', { ...valid, message: 42 }, ['body', 'message']],
  ])('%s is a 422 and nothing is stored or mailed', async (_label, json, loc) => {
    const [count, mails] = [await storedCount(), inbox.received.length];
    const response = await send(json, freshIp());
    expect(response.status).toBe(422);
    const body = (await response.json()) as { detail: { loc: unknown[] }[] };
    expect(body.detail[0]!.loc).toEqual(loc);
    expect(await storedCount()).toBe(count);
    expect(inbox.received.length).toBe(mails);
  });

  it('malformed JSON is a 400 and nothing is stored', async () => {
    const count = await storedCount();
    const response = await send(undefined, freshIp(), { body: '{"name": "Ana",' });
    expect(response.status).toBe(400);
    expect(await storedCount()).toBe(count);
  });

  it('a NUL character or a deeply nested field is a 400 and stores nothing (PostgreSQL text has no NUL)', async () => {
    const before = await storedCount();
    const nul = await send({ ...valid, name: 'Ana\u0000' }, freshIp());
    expect(nul.status).toBe(400);
    expect(await nul.json()).toEqual({ detail: expect.any(String) });
    const deep = await send(undefined, freshIp(), {
      body: `{"name":"Ana","message":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    });
    expect(deep.status).toBe(400);
    expect(await storedCount()).toBe(before);
  });

  it('allows 5 messages per IP in 10 minutes, then answers 429; other IPs are unaffected', async () => {
    const ip = freshIp();
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      expect((await send(valid, ip)).status).toBe(202);
    }
    const count = await storedCount();
    const limited = await send(valid, ip);
    expect(limited.status).toBe(429);
    expect(typeof ((await limited.json()) as { detail: unknown }).detail).toBe('string');
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCount()).toBe(count);
    expect((await send(valid, freshIp())).status).toBe(202);
  });
});

describe('POST /api/v1/contact when the mail server is down', () => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    // A port nobody listens on: the SMTP hand-over fails.
    const closed = await startSmtpInbox();
    const url = closed.url;
    await closed.close();
    kit = await startApiTestKit('sqlite', { SMTP_URL: url });
  });
  afterAll(() => kit.close());

  it('still answers 202: the message is stored, and the failure is the server’s to log', async () => {
    const response = await kit.api('/contact', {
      method: 'POST',
      json: { name: 'Bo', email: 'bo@example.com', subject: 'Hi', message: 'Anyone there?' },
    });
    expect(response.status).toBe(202);
    const { id } = (await response.json()) as { id: string };
    const stored = await contactMessagesRepository(kit.auth.server.app.database.db).findById(id);
    expect(stored?.message).toBe('Anyone there?');
  });
});
