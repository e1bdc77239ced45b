import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../config.js';
import type { Database } from '../db/schema.js';
import type { MailTransport } from './mail-transport.js';
import { createOutboxTransport } from './outbox-transport.js';
import { createSmtpTransport } from './smtp-transport.js';
import { createUndeliveredTransport } from './undelivered-transport.js';

export function createMailTransport(
  config: Config,
  db: Kysely<Database>,
  log: FastifyBaseLogger,
): MailTransport {
  if (config.mail.smtpUrl) return createSmtpTransport(config.mail.smtpUrl, config.mail.from);
  // Links reach the log (and the outbox) only where the outbox is on: a developer's own machine.
  return config.mail.outbox ? createOutboxTransport(db, log) : createUndeliveredTransport(log);
}
