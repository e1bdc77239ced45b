/**
 * A real SMTP server (smtp-server) on loopback that keeps what it receives, for tests that read auth
 * mails as delivered. `delayMs` holds each message before accepting it, as a distant mail server
 * does: a request that waits for delivery then takes visibly longer than one that does not.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string;
  raw: string;
}

export interface SmtpInbox {
  /** For SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages received for an address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

export async function startSmtpInbox(options: { delayMs?: number } = {}): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
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
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to === address),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
