/**
 * Neither SMTP nor the development outbox: mails cannot go anywhere. They are dropped with a
 * warning that names the recipient but never the links, which would let anyone who reads the log
 * sign in as that person.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { MailTransport } from './mail-transport.js';

export function createUndeliveredTransport(log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'none',
    sendMail(message) {
      log.warn(
        { to: message.to, subject: message.subject },
        'mail not sent: set SMTP_URL (or MAIL_OUTBOX=true on a development machine)',
      );
      return Promise.resolve();
    },
    close: () => Promise.resolve(),
  };
}
