/**
 * A real SMTP server (smtp-server) on a loopback port that keeps what it receives, for mail
 * assertions. `delayMs` holds each message before accepting it, as a distant mail server does: a
 * request that waits for delivery then takes visibly longer than one that does not.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  /** The raw message with quoted-printable undone. */
  text: string;
}

export interface SmtpInbox {
  /** smtp://127.0.0.1:<port> for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  /** Messages received for an address, oldest first. */
  to(address: string): ReceivedMail[];
  close(): Promise<void>;
}

/** Undoes quoted-printable (nodemailer's choice for these mails) and reads the bytes as UTF-8. */
const decode = (raw: string) =>
  Buffer.from(
    raw
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');

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
        received.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          text: decode(Buffer.concat(chunks).toString('latin1')),
        });
        setTimeout(() => callback(), options.delayMs ?? 0);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
