/**
 * Uploaded files (avatars now, any later upload) in the database, so every server instance serves
 * what any other stored (storage/database-file-store.ts; an S3-compatible bucket replaces it when
 * STORAGE_URL is set). One row per file: its bytes with the content type, size and ETag it is
 * served with, and its owner, so deleting the user deletes their files (cascade).
 */
import { PostgresAdapter, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  await db.schema
    .createTable('stored_files')
    .addColumn('key', 'varchar(255)', (column) => column.primaryKey())
    .addColumn('user_id', 'varchar(36)', (column) =>
      column.notNull().references('users.id').onDelete('cascade'),
    )
    .addColumn('content_type', 'varchar(255)', (column) => column.notNull())
    .addColumn('size', 'integer', (column) => column.notNull())
    .addColumn('etag', 'varchar(64)', (column) => column.notNull())
    .addColumn('bytes', isPostgres ? 'bytea' : 'blob', (column) => column.notNull())
    .addColumn('updated_at', 'varchar(32)', (column) => column.notNull())
    .execute();
  // A user's files: the account export and the cascade on deletion.
  await db.schema.createIndex('stored_files_user').on('stored_files').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stored_files').execute();
}
