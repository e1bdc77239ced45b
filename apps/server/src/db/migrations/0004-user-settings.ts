/**
 * Each user's settings for the product API: personal info and preferences as JSON text (so both
 * databases store them alike), one row per user, removed with the user.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('user_settings')
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.primaryKey().references('users.id').onDelete('cascade'),
    )
    .addColumn('personal_info', 'text', (column) => column.notNull())
    .addColumn('preferences', 'text', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('user_settings').execute();
}
