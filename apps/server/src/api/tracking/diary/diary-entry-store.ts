/**
 * How a diary entry is written to its tables, in a transaction the caller holds: the entry's row
 * with its search words (diary-search.ts) and, on SQLite, its place in the full-text index, and its
 * tags. Every write path goes through here (the diary routes, the account import), so the search
 * index follows every entry.
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import type { Database } from '../../../db/schema.js';
import { searchTextOf } from './diary-search.js';

/** An entry as stored, tags apart (text already trimmed by the contracts). */
export interface StoredEntry {
  id: string;
  date: string;
  title: string | null;
  body: string;
  mood: number | null;
  created_at: string;
  updated_at: string;
}

/**
 * The entry's next free row in the FTS5 index. Writers are serialised on SQLite (BEGIN IMMEDIATE),
 * so no two take the same number; the unique index would refuse it anyway.
 */
const nextSearchRowid = sql<number>`(SELECT coalesce(max(search_rowid), 0) + 1 FROM diary_entries)`;

export async function insertEntry(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  entry: StoredEntry,
  tags: readonly string[],
): Promise<void> {
  await db
    .insertInto('diary_entries')
    .values({
      ...entry,
      user_id: userId,
      search_text: searchTextOf(userId, entry.title, entry.body),
      ...(kind === 'sqlite' ? { search_rowid: nextSearchRowid } : {}),
    })
    .execute();
  await insertTags(db, userId, entry.id, tags);
}

/**
 * Writes `next` over `previous` (the same entry); the search words are rewritten only when the title
 * or body changed. `tags`, when given, replace the entry's tags.
 */
export async function updateEntry(
  db: Kysely<Database>,
  userId: string,
  previous: StoredEntry,
  next: StoredEntry,
  tags: readonly string[] | undefined,
): Promise<void> {
  const { id, created_at: _created, ...fields } = next;
  const textChanged = previous.title !== next.title || previous.body !== next.body;
  await db
    .updateTable('diary_entries')
    .set({
      ...fields,
      ...(textChanged ? { search_text: searchTextOf(userId, next.title, next.body) } : {}),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  if (tags === undefined) return;
  await db.deleteFrom('diary_entry_tags').where('entry_id', '=', id).execute();
  await insertTags(db, userId, id, tags);
}

async function insertTags(
  db: Kysely<Database>,
  userId: string,
  entryId: string,
  tags: readonly string[],
): Promise<void> {
  if (tags.length === 0) return;
  await db
    .insertInto('diary_entry_tags')
    .values(tags.map((tag) => ({ entry_id: entryId, user_id: userId, tag })))
    .execute();
}
