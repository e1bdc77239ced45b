/**
 * Table types for Kysely. Timestamps are ISO-8601 UTC strings (`2026-01-01T00:00:00.000Z`) and JSON
 * columns are text on both databases, so every query module behaves the same on SQLite and PostgreSQL.
 */
import type { Insertable, Selectable } from 'kysely';

export interface ContactMessagesTable {
  id: string;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
}

export interface Database {
  contact_messages: ContactMessagesTable;
}

export type ContactMessage = Selectable<ContactMessagesTable>;
export type NewContactMessage = Insertable<ContactMessagesTable>;
