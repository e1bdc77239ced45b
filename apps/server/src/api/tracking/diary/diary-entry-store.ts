/**
 * How diary entries are written to their tables, in a transaction the caller holds: each entry's
 * row with its search words (diary-search.ts) and, on SQLite, its row in the full-text index, and
 * its tags. Every write path must come through here (the diary routes; the account import too), so
 * that search finds every entry.
 */
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseKind } from '../../../db/database.js';
import { insertInBatches } from '../../../db/insert-in-batches.js';
import type { Database } from '../../../db/schema.js';
import { searchTextOf } from './diary-search.js';

/**
 * An entry as stored, tags apart (text already trimmed by the contracts): its row without the owner
 * and the search and tag columns this module writes.
 */
export type StoredEntry = Omit<
  Selectable<Database['diary_entries']>,
  'user_id' | 'search_text' | 'search_rowid' | 'tags'
>;

/** Tags in one order on both databases (code units, not the database's collation). */
export const sortedTags = (tags: Iterable<string>): string[] =>
  [...tags].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));

/** What `diary_entries.tags` holds for these tags: each entry's tags are also on its row. */
const tagsText = (tags: readonly string[]) => JSON.stringify(sortedTags(tags));

export interface EntryWithTags {
  entry: StoredEntry;
  tags: readonly string[];
}

/**
 * Inserts the user's entries and their tags (one, or an import's many). On SQLite each takes the
 * next free row of the FTS5 index after the greatest one in use: writers are serialised there
 * (BEGIN IMMEDIATE, or the single connection), so no two take the same number, and the unique
 * index would refuse it anyway.
 */
export async function insertEntries(
  db: Kysely<Database>,
  kind: DatabaseKind,
  userId: string,
  entries: readonly EntryWithTags[],
): Promise<void> {
  let lastRowid = 0;
  if (kind === 'sqlite' && entries.length > 0) {
    const { last } = await db
      .selectFrom('diary_entries')
      .select((eb) => eb.fn.max('search_rowid').as('last'))
      .executeTakeFirstOrThrow();
    lastRowid = last ?? 0;
  }
  const rows = entries.map(({ entry, tags }, index) => ({
    ...entry,
    user_id: userId,
    tags: tagsText(tags),
    search_text: searchTextOf(userId, entry.title, entry.body),
    ...(kind === 'sqlite' ? { search_rowid: lastRowid + index + 1 } : {}),
  }));
  await insertInBatches({ db, kind }, 'diary_entries', rows);
  const tags = entries.flatMap(({ entry, tags: entryTags }) =>
    entryTags.map((tag) => ({ entry_id: entry.id, user_id: userId, tag })),
  );
  await insertInBatches({ db, kind }, 'diary_entry_tags', tags);
}

/**
 * Writes `next` over `previous` (the same entry); the search words are rewritten only when the title
 * or body changed. `tags`, when given, replace the entry's tags (its row's and its tag rows).
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
      ...(tags === undefined ? {} : { tags: tagsText(tags) }),
    })
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .execute();
  if (tags === undefined) return;
  await db.deleteFrom('diary_entry_tags').where('entry_id', '=', id).execute();
  if (tags.length === 0) return;
  await db
    .insertInto('diary_entry_tags')
    .values(tags.map((tag) => ({ entry_id: id, user_id: userId, tag })))
    .execute();
}
