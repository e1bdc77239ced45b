/** Confirmation and recovery mails delivered through a real SMTP server, links followed from them. */
import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

/** Undoes quoted-printable, the transfer encoding nodemailer picks for these mails. */
const decodeQuotedPrintable = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

interface Received {
  to: string;
  raw: string;
}

describe.each(testDatabaseKinds())('auth mails over SMTP on %s', (kind) => {
  const received: Received[] = [];
  let smtp: SMTPServer;
  let kit: AuthTestKit;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          for (const recipient of session.envelope.rcptTo) {
            received.push({ to: recipient.address, raw: Buffer.concat(chunks).toString('utf8') });
          }
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const { port } = smtp.server.address() as AddressInfo;
    kit = await startAuthTestKit(kind, {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      MAIL_FROM: 'Ascend <no-reply@ascend.test>',
    });
  });
  afterAll(async () => {
    await kit.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  async function linkMailedTo(email: string, index = -1) {
    // Recovery mails leave just after the request answers: wait for delivery (up to 5 s).
    const deadline = Date.now() + 5000;
    let mail = received.filter((candidate) => candidate.to === email).at(index);
    while (!mail && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      mail = received.filter((candidate) => candidate.to === email).at(index);
    }
    if (!mail) throw new Error(`nothing received for ${email}`);
    const decoded = decodeQuotedPrintable(mail.raw);
    expect(decoded).toMatch(/^From: .*no-reply@ascend\.test/m);
    expect(decoded).toContain('text/html');
    expect(decoded).toContain('<a href=');
    // The plain-text part comes first; its link ends at the line end.
    const link = /https?:\/\/[^\s"<>]+\/auth\/v1\/verify\?[^\s"<>]+/.exec(decoded)?.[0];
    if (!link) throw new Error('no verify link in the mail');
    return { link, subject: /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() };
  }

  it('confirms a sign-up by the link in the received mail', async () => {
    const email = uniqueEmail('smtp');
    const client = kit.client();
    expect((await client.signUp({ email, password: 'secret-123' })).error).toBeNull();
    const { link, subject } = await linkMailedTo(email);
    expect(subject).toBe('Confirm your Ascend account');
    const fragment = fragmentParams(await openLink(link));
    expect(fragment.get('access_token')).toBeTruthy();
    expect(
      (await kit.client().signInWithPassword({ email, password: 'secret-123' })).error,
    ).toBeNull();
    // Nothing went to the development outbox.
    expect(await kit.mailsTo(email)).toEqual([]);
  });

  it('resets a password by the link in the received mail', async () => {
    const email = uniqueEmail('smtp');
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'old-secret', email_confirm: true });
    const client = kit.client();
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const { link, subject } = await linkMailedTo(email);
    expect(subject).toBe('Reset your Ascend password');
    const fragment = fragmentParams(await openLink(link));
    expect(fragment.get('type')).toBe('recovery');
    await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.updateUser({ password: 'brand-new-secret' })).error).toBeNull();
    expect(
      (await kit.client().signInWithPassword({ email, password: 'brand-new-secret' })).error,
    ).toBeNull();
  });
});
