/**
 * A real SMTP server (smtp-server) on a loopback port that keeps what it receives, for mail
 * assertions. Between `hold()` and `release()` each message is received but left unaccepted: a
 * sender that waits for delivery waits until then, so whether a request waited for its mail shows
 * without a clock.
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
  /** Leaves each message received from now on unaccepted, until `release()`. */
  hold(): void;
  /** Accepts every message held so far, and each one after it at once. */
  release(): void;
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

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const received: ReceivedMail[] = [];
  let held = false;
  const waiting: (() => void)[] = [];
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
        if (held) waiting.push(() => callback());
        else callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold() {
      held = true;
    },
    release() {
      held = false;
      for (const accept of waiting.splice(0)) accept();
    },
    to: (address) => received.filter((mail) => mail.to.includes(address)),
    close: () =>
      new Promise<void>((resolve) => {
        for (const accept of waiting.splice(0)) accept();
        server.close(() => resolve());
      }),
  };
}
