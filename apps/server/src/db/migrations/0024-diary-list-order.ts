/**
 * The diary's list and search read the user's entries in the diary's one order (day, then writing
 * time, then id) until a page is full. `diary_entries_user_date` held the first two only, so every
 * list sorted its last term apart, and a search read each entry's row to learn whether the
 * full-text index had found it. The new index holds the whole order and, on SQLite, the entry's
 * `search_rowid` (migration 0010): a search walks the index alone and reads only the rows it
 * answers (bench/06: a search that finds nothing read the user's every row).
 */
import { PostgresAdapter, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  const order = ['user_id', 'date', 'created_at', 'id'];
  await db.schema
    .createIndex('diary_entries_user_order')
    .on('diary_entries')
    .columns(isPostgres(db) ? order : [...order, 'search_rowid'])
    .execute();
  await db.schema.dropIndex('diary_entries_user_date').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('diary_entries_user_date')
    .on('diary_entries')
    .columns(['user_id', 'date', 'created_at'])
    .execute();
  await db.schema.dropIndex('diary_entries_user_order').execute();
}
