/** The development outbox: mails kept in the database so every server process shows the same list. */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mail_outbox')
    .addColumn('id', 'varchar(36)', (column) => column.primaryKey())
    .addColumn('to_address', 'varchar(320)', (column) => column.notNull())
    .addColumn('subject', 'varchar(500)', (column) => column.notNull())
    .addColumn('text_body', 'text', (column) => column.notNull())
    .addColumn('html_body', 'text', (column) => column.notNull())
    .addColumn('created_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  await db.schema
    .createIndex('mail_outbox_created_at_idx')
    .on('mail_outbox')
    .column('created_at')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_outbox').execute();
}
