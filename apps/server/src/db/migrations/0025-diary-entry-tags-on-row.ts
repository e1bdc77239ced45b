/**
 * An entry's tags also on its row (`diary_entries.tags`, a JSON array of text), written with the
 * tag rows in the same transaction (api/tracking/diary/diary-entry-store.ts): the diary's list and
 * search read a page's tags with its rows instead of one correlated read of `diary_entry_tags` per
 * entry (bench/06). `diary_entry_tags` stays what the tag filter, the tag counts, the export and
 * the CSV read.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('diary_entries')
    .addColumn('tags', 'text', (column) => column.notNull().defaultTo('[]'))
    .execute();
  // The tags of entries written before, in the order of the database's text comparison (every
  // read sorts them again by code units).
  if (isPostgres(db)) {
    await sql`
      UPDATE diary_entries e SET tags = t.tags
      FROM (
        SELECT entry_id, json_agg(tag ORDER BY tag)::text AS tags
        FROM diary_entry_tags GROUP BY entry_id
      ) t
      WHERE t.entry_id = e.id
    `.execute(db);
  } else {
    await sql`
      UPDATE diary_entries SET tags = (
        SELECT json_group_array(tag)
        FROM (SELECT tag FROM diary_entry_tags t WHERE t.entry_id = diary_entries.id ORDER BY tag)
      )
      WHERE id IN (SELECT entry_id FROM diary_entry_tags)
    `.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('diary_entries').dropColumn('tags').execute();
}
