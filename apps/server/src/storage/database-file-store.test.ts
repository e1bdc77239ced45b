import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { insertBareUser } from '../test-support/bare-user.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';
import { databaseFileStore } from './database-file-store.js';
import { etagOf, type FileStore } from './file-store.js';

describe.each(testDatabaseKinds())('the database file store on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  let store: FileStore;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
    store = databaseFileStore(database.db);
  });
  afterAll(() => dispose());

  const aUser = () => insertBareUser(database.db);

  it('stores a file with its content type, size and ETag, and serves it back', async () => {
    const owner = await aUser();
    const bytes = Buffer.from('hello, stored world');
    const head = await store.put({
      key: `t/${owner}`,
      ownerId: owner,
      contentType: 'text/plain',
      bytes,
    });
    expect(head).toEqual({ contentType: 'text/plain', size: bytes.length, etag: etagOf(bytes) });
    expect(await store.head(`t/${owner}`)).toEqual(head);
    const file = await store.get(`t/${owner}`);
    expect(file).toMatchObject(head);
    expect(await text(file!.body)).toBe('hello, stored world');
  });

  it('streams a file larger than one chunk whole, byte for byte', async () => {
    const owner = await aUser();
    // Every byte value, over several 256 KiB chunks and a partial last one.
    const bytes = Buffer.from(Array.from({ length: 700_001 }, (_, index) => (index * 7) % 256));
    await store.put({
      key: `big/${owner}`,
      ownerId: owner,
      contentType: 'application/octet-stream',
      bytes,
    });
    const file = await store.get(`big/${owner}`);
    expect(file?.size).toBe(bytes.length);
    const read = await buffer(file!.body);
    expect(read.equals(bytes)).toBe(true);
  });

  it('fails a read whose file is replaced between two chunks rather than mixing contents', async () => {
    const owner = await aUser();
    const key = `changing/${owner}`;
    const first = Buffer.alloc(600_000, 1);
    await store.put({ key, ownerId: owner, contentType: 'application/octet-stream', bytes: first });
    const file = await store.get(key);
    const second = Buffer.alloc(600_000, 2);
    await store.put({
      key,
      ownerId: owner,
      contentType: 'application/octet-stream',
      bytes: second,
    });
    await expect(buffer(file!.body)).rejects.toThrow(/changed while it was read/);
    expect((await buffer((await store.get(key))!.body)).equals(second)).toBe(true);
  });

  it('replaces a file on put, keeps it on putIfAbsent, and removes it', async () => {
    const owner = await aUser();
    const key = `r/${owner}`;
    await store.put({ key, ownerId: owner, contentType: 'text/plain', bytes: Buffer.from('one') });
    await store.put({ key, ownerId: owner, contentType: 'text/csv', bytes: Buffer.from('two!') });
    expect(await store.head(key)).toMatchObject({ contentType: 'text/csv', size: 4 });
    const kept = await store.putIfAbsent({
      key,
      ownerId: owner,
      contentType: 'text/plain',
      bytes: Buffer.from('x'),
    });
    expect(kept).toBe(false);
    expect(await text((await store.get(key))!.body)).toBe('two!');

    expect(await store.remove(key)).toBe(true);
    expect(await store.remove(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.head(key)).toBeUndefined();
    expect(
      await store.putIfAbsent({
        key,
        ownerId: owner,
        contentType: 'text/plain',
        bytes: Buffer.from('x'),
      }),
    ).toBe(true);
  });

  it('an empty file is a file', async () => {
    const owner = await aUser();
    await store.put({
      key: `e/${owner}`,
      ownerId: owner,
      contentType: 'text/plain',
      bytes: Buffer.alloc(0),
    });
    const file = await store.get(`e/${owner}`);
    expect(file?.size).toBe(0);
    expect((await buffer(file!.body)).length).toBe(0);
  });

  it("deleting the owner deletes their files (the cascade), and no one else's", async () => {
    const owner = await aUser();
    const other = await aUser();
    await store.put({
      key: `c/${owner}`,
      ownerId: owner,
      contentType: 'text/plain',
      bytes: Buffer.from('mine'),
    });
    await store.put({
      key: `c/${other}`,
      ownerId: other,
      contentType: 'text/plain',
      bytes: Buffer.from('theirs'),
    });
    await database.db.deleteFrom('users').where('id', '=', owner).execute();
    expect(await store.get(`c/${owner}`)).toBeUndefined();
    expect(await text((await store.get(`c/${other}`))!.body)).toBe('theirs');
  });
});
