import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { ContactMessage, Database } from '../../db/schema.js';

export type ContactMessageInput = Pick<ContactMessage, 'name' | 'email' | 'subject' | 'message'>;

export function contactMessagesRepository(db: Kysely<Database>) {
  return {
    async insert(input: ContactMessageInput, now = new Date()): Promise<ContactMessage> {
      const row: ContactMessage = { id: randomUUID(), ...input, created_at: now.toISOString() };
      await db.insertInto('contact_messages').values(row).execute();
      return row;
    },

    async findById(id: string): Promise<ContactMessage | undefined> {
      return db.selectFrom('contact_messages').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Newest first. */
    async listRecent(limit: number): Promise<ContactMessage[]> {
      return db
        .selectFrom('contact_messages')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .execute();
    },
  };
}

export type ContactMessagesRepository = ReturnType<typeof contactMessagesRepository>;
