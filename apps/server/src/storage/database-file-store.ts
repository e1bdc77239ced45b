/**
 * Files in the database's `stored_files` table (migration 0018), on SQLite and PostgreSQL alike.
 * Reading fetches the head and the first chunk in one statement (an avatar is one chunk), then the
 * rest a chunk at a time, so a large file is streamed rather than loaded whole.
 */
import { Readable } from 'node:stream';
import { sql } from 'kysely';
import type { Db } from '../db/database.js';
import { nowIso } from '../time/now-iso.js';
import { etagOf, type FileStore, type FileToStore, type StoredFileHead } from './file-store.js';

/** Bytes read per statement. */
const CHUNK_BYTES = 256 * 1024;

/** Bytes `from` (0-based) onwards, at most CHUNK_BYTES; `substr` counts from 1 on both databases. */
const chunkFrom = (from: number) => sql<Buffer | null>`substr(bytes, ${from + 1}, ${CHUNK_BYTES})`;

/** Refused mid-stream: the file was replaced or removed between two chunks of one read. */
class StoredFileChangedError extends Error {
  override name = 'StoredFileChangedError';
}

function rowOf(file: FileToStore) {
  return {
    key: file.key,
    user_id: file.ownerId,
    content_type: file.contentType,
    size: file.bytes.length,
    etag: etagOf(file.bytes),
    bytes: file.bytes,
    updated_at: nowIso(),
  };
}

const headOf = (row: { content_type: string; size: number | string; etag: string }) => ({
  contentType: row.content_type,
  size: Number(row.size),
  etag: row.etag,
});

export function databaseFileStore(db: Db): FileStore {
  async function* rest(key: string, etag: string, size: number, first: Buffer | null) {
    // SQLite's substr of an empty blob is NULL.
    if (first === null || first.length === 0) return;
    yield first;
    for (let from = first.length; from < size; from += CHUNK_BYTES) {
      const row = await db
        .selectFrom('stored_files')
        .select(chunkFrom(from).as('chunk'))
        .where('key', '=', key)
        // The chunks of one read all come from the same content, or the read fails.
        .where('etag', '=', etag)
        .executeTakeFirst();
      if (!row) throw new StoredFileChangedError(`${key} changed while it was read`);
      if (row.chunk !== null) yield row.chunk;
    }
  }

  return {
    async put(file) {
      const row = rowOf(file);
      const { key: _key, ...changes } = row;
      await db
        .insertInto('stored_files')
        .values(row)
        .onConflict((conflict) => conflict.column('key').doUpdateSet(changes))
        .execute();
      return headOf(row);
    },

    async putIfAbsent(file) {
      const result = await db
        .insertInto('stored_files')
        .values(rowOf(file))
        .onConflict((conflict) => conflict.column('key').doNothing())
        .executeTakeFirst();
      return Number(result.numInsertedOrUpdatedRows ?? 0) === 1;
    },

    async head(key): Promise<StoredFileHead | undefined> {
      const row = await db
        .selectFrom('stored_files')
        .select(['content_type', 'size', 'etag'])
        .where('key', '=', key)
        .executeTakeFirst();
      return row && headOf(row);
    },

    async get(key) {
      const row = await db
        .selectFrom('stored_files')
        .select(['content_type', 'size', 'etag', chunkFrom(0).as('first')])
        .where('key', '=', key)
        .executeTakeFirst();
      if (!row) return undefined;
      const head = headOf(row);
      const body = Readable.from(rest(key, head.etag, head.size, row.first), { objectMode: false });
      return { ...head, body };
    },

    async remove(key) {
      const result = await db.deleteFrom('stored_files').where('key', '=', key).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    // The database is the app's; it closes it.
    close: () => undefined,
  };
}
