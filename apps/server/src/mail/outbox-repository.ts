/** The development outbox table: mails stored instead of sent, newest first. */
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.js';
import { extractLinks } from './extract-links.js';
import type { MailMessage } from './mail-transport.js';

export interface OutboxMessage extends MailMessage {
  id: string;
  links: string[];
  created_at: string;
}

let sequence = 0;

/** Ids sort by creation time, so two mails stored in the same millisecond keep their order. */
function sortableId(now: number): string {
  sequence = (sequence + 1) % 1_000_000;
  return `${now.toString(36).padStart(10, '0')}-${String(sequence).padStart(6, '0')}-${randomBytes(4).toString('hex')}`;
}

export async function storeOutboxMessage(
  db: Kysely<Database>,
  message: MailMessage,
  now = new Date(),
): Promise<OutboxMessage> {
  const row = {
    id: sortableId(now.getTime()),
    to_address: message.to,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html,
    created_at: now.toISOString(),
  };
  await db.insertInto('mail_outbox').values(row).execute();
  return { ...message, id: row.id, links: extractLinks(message.text), created_at: row.created_at };
}

export async function listOutboxMessages(
  db: Kysely<Database>,
  limit = 200,
): Promise<OutboxMessage[]> {
  const rows = await db
    .selectFrom('mail_outbox')
    .selectAll()
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    links: extractLinks(row.text_body),
    created_at: row.created_at,
  }));
}
