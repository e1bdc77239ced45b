/**
 * The development outbox: without SMTP, mails are stored in the database (so every server process
 * lists the same ones) and announced in the log with their links, which a developer follows.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import type { MailTransport } from './mail-transport.js';
import { storeOutboxMessage } from './outbox-repository.js';

export function createOutboxTransport(db: Kysely<Database>, log: FastifyBaseLogger): MailTransport {
  return {
    kind: 'outbox',
    async sendMail(message) {
      const stored = await storeOutboxMessage(db, message);
      // The outbox is a development aid: here, and only here, links are logged on purpose.
      log.info(
        { to: message.to, subject: message.subject, links: stored.links },
        'mail stored in the development outbox (see /_dev/mail)',
      );
    },
    close: () => Promise.resolve(),
  };
}
