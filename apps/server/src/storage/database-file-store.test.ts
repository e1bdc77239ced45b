import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { insertBareUser } from '../test-support/bare-user.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';
import { databaseFileStore } from './database-file-store.js';
import type { FileStore } from './file-store.js';
import { fileStoreContract } from './test-support/file-store-contract.js';

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
  fileStoreContract(() => ({ store, owner: aUser }));

  it('fails a read whose file is replaced between two chunks rather than mixing contents', async () => {
    const owner = await aUser();
    const key = `changing/${owner}`;
    const contentType = 'application/octet-stream';
    await store.put({ key, ownerId: owner, contentType, bytes: Buffer.alloc(600_000, 1) });
    const file = await store.get(key);
    const second = Buffer.alloc(600_000, 2);
    await store.put({ key, ownerId: owner, contentType, bytes: second });
    await expect(buffer(file!.body)).rejects.toThrow(/changed while it was read/);
    expect((await buffer((await store.get(key))!.body)).equals(second)).toBe(true);
  });

  it("deleting the owner deletes their files (the cascade), and no one else's", async () => {
    const owner = await aUser();
    const other = await aUser();
    const put = (id: string, content: string) =>
      store.put({
        key: `c/${id}`,
        ownerId: id,
        contentType: 'text/plain',
        bytes: Buffer.from(content),
      });
    await put(owner, 'mine');
    await put(other, 'theirs');
    await database.db.deleteFrom('users').where('id', '=', owner).execute();
    expect(await store.get(`c/${owner}`)).toBeUndefined();
    expect(await text((await store.get(`c/${other}`))!.body)).toBe('theirs');
  });
});
