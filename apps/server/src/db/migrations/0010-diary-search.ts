/**
 * Full-text search of the diary (api/tracking/diary/diary-search.ts builds the text and the queries).
 *
 * `diary_entries.search_text` holds an entry's words as the application folds them (accents and case
 * removed, one word once), each prefixed by its owner's search key, so that every word in the index
 * belongs to one user and a search reads only that user's part of it. The application writes the
 * column; each database indexes it:
 *
 * - SQLite: an FTS5 table over the column (external content, so the text is stored once), kept by
 *   triggers, so every write path (a cascade from the user included) updates it. Its rows are keyed
 *   by `search_rowid`, an integer the repository assigns: the table's implicit rowid would do, but
 *   VACUUM may renumber it. `secure-delete` takes a deleted entry's words out of the index at once
 *   instead of leaving them in it until a later merge.
 * - PostgreSQL: a GIN index on `to_tsvector('simple', search_text)`; no extension needed (accents are
 *   folded by the application, not by `unaccent`), so it runs on any managed PostgreSQL.
 *
 * No row needs back-filling: diary entries had no write path before this migration.
 */
import { PostgresAdapter, sql, type Kysely } from 'kysely';

const isPostgres = (db: Kysely<unknown>) => db.getExecutor().adapter instanceof PostgresAdapter;

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('diary_entries')
    .addColumn('search_text', 'text', (column) => column.notNull().defaultTo(''))
    .execute();

  if (isPostgres(db)) {
    await db.schema
      .createIndex('diary_entries_search')
      .on('diary_entries')
      .using('gin')
      .expression(sql`to_tsvector('simple', search_text)`)
      .execute();
    return;
  }

  await db.schema.alterTable('diary_entries').addColumn('search_rowid', 'integer').execute();
  await db.schema
    .createIndex('diary_entries_search_rowid')
    .on('diary_entries')
    .column('search_rowid')
    .unique()
    .execute();
  await sql`
    CREATE VIRTUAL TABLE diary_search USING fts5(
      search_text,
      content = 'diary_entries',
      content_rowid = 'search_rowid',
      tokenize = 'unicode61 remove_diacritics 2'
    )
  `.execute(db);
  await sql`INSERT INTO diary_search (diary_search, rank) VALUES ('secure-delete', 1)`.execute(db);
  // An external-content index is told what to forget with the old values ('delete').
  await sql`
    CREATE TRIGGER diary_search_insert AFTER INSERT ON diary_entries
    WHEN NEW.search_rowid IS NOT NULL BEGIN
      INSERT INTO diary_search (rowid, search_text) VALUES (NEW.search_rowid, NEW.search_text);
    END
  `.execute(db);
  await sql`
    CREATE TRIGGER diary_search_delete AFTER DELETE ON diary_entries
    WHEN OLD.search_rowid IS NOT NULL BEGIN
      INSERT INTO diary_search (diary_search, rowid, search_text)
        VALUES ('delete', OLD.search_rowid, OLD.search_text);
    END
  `.execute(db);
  await sql`
    CREATE TRIGGER diary_search_update AFTER UPDATE OF search_text, search_rowid ON diary_entries
    BEGIN
      INSERT INTO diary_search (diary_search, rowid, search_text)
        SELECT 'delete', OLD.search_rowid, OLD.search_text WHERE OLD.search_rowid IS NOT NULL;
      INSERT INTO diary_search (rowid, search_text)
        SELECT NEW.search_rowid, NEW.search_text WHERE NEW.search_rowid IS NOT NULL;
    END
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await db.schema.dropIndex('diary_entries_search').execute();
  } else {
    for (const trigger of ['diary_search_update', 'diary_search_delete', 'diary_search_insert']) {
      await sql`DROP TRIGGER ${sql.id(trigger)}`.execute(db);
    }
    await sql`DROP TABLE diary_search`.execute(db);
    await db.schema.dropIndex('diary_entries_search_rowid').execute();
    await db.schema.alterTable('diary_entries').dropColumn('search_rowid').execute();
  }
  await db.schema.alterTable('diary_entries').dropColumn('search_text').execute();
}
