/**
 * The start-up step that moves avatars an earlier version kept on disk into the file store: on a
 * real database and a real data directory, called directly and through the app's start.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { AppDatabase } from '../../db/database.js';
import { databaseFileStore } from '../../storage/database-file-store.js';
import { insertBareUser } from '../../test-support/bare-user.js';
import { openTestDatabase, testDatabaseKinds } from '../../test-support/test-database.js';
import { avatarKey } from './avatar-storage.js';
import { moveDiskAvatars } from './move-disk-avatars.js';

/** The URL version the disk storage gave a picture: the first 16 hex digits of its SHA-256. */
const diskVersion = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

describe.each(testDatabaseKinds())('moving disk avatars into the store on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  const dataDirs: string[] = [];
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(async () => {
    for (const directory of dataDirs) fs.rmSync(directory, { recursive: true, force: true });
    await dispose();
  });

  /** A data directory as an earlier version left it, with these files in `avatars/`. */
  function dataDirWith(files: Record<string, Buffer | string>): string {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-avatars-'));
    dataDirs.push(dataDir);
    fs.mkdirSync(path.join(dataDir, 'avatars'));
    for (const [name, bytes] of Object.entries(files)) {
      fs.writeFileSync(path.join(dataDir, 'avatars', name), bytes);
    }
    return dataDir;
  }

  it("stores each user's file, discards a deleted user's and half-written ones, and empties the folder", async () => {
    const store = databaseFileStore(database.db);
    const alice = await insertBareUser(database.db);
    const bob = await insertBareUser(database.db);
    const gone = randomUUID();
    const dataDir = dataDirWith({
      [`${alice}.webp`]: Buffer.from('alice-picture'),
      [`${bob}.webp`]: Buffer.from('bob-picture'),
      [`${gone}.webp`]: Buffer.from('deleted-user-picture'),
      [`.${alice}.${randomUUID()}.tmp`]: Buffer.from('half'),
    });

    expect(await moveDiskAvatars(dataDir, database.db, store)).toEqual({ moved: 2, discarded: 1 });
    const alices = await store.get(avatarKey(alice));
    expect(alices).toMatchObject({ contentType: 'image/webp', size: 13 });
    expect((await buffer(alices!.body)).toString()).toBe('alice-picture');
    expect(alices!.etag.slice(0, 16)).toBe(diskVersion(Buffer.from('alice-picture')));
    expect(await store.head(avatarKey(bob))).toBeDefined();
    expect(await store.head(avatarKey(gone))).toBeUndefined();
    expect(fs.existsSync(path.join(dataDir, 'avatars'))).toBe(false);

    // A second start finds nothing to do.
    expect(await moveDiskAvatars(dataDir, database.db, store)).toEqual({ moved: 0, discarded: 0 });
  });

  it('keeps an avatar uploaded since over the old file, and leaves files it did not write', async () => {
    const store = databaseFileStore(database.db);
    const carol = await insertBareUser(database.db);
    await store.put({
      key: avatarKey(carol),
      ownerId: carol,
      contentType: 'image/webp',
      bytes: Buffer.from('newer-picture'),
    });
    const dataDir = dataDirWith({
      [`${carol}.webp`]: Buffer.from('older-picture'),
      'notes.txt': 'an operator left this here',
    });

    expect(await moveDiskAvatars(dataDir, database.db, store)).toEqual({ moved: 0, discarded: 1 });
    expect((await buffer((await store.get(avatarKey(carol)))!.body)).toString()).toBe(
      'newer-picture',
    );
    expect(fs.readdirSync(path.join(dataDir, 'avatars'))).toEqual(['notes.txt']);
  });

  it('runs when the server starts: the URL already in the metadata serves the same picture', async () => {
    const dave = await insertBareUser(database.db);
    const picture = Buffer.from('dave-picture');
    const dataDir = dataDirWith({ [`${dave}.webp`]: picture });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const app = await buildApp(config, { database, logger: false });
    try {
      const served = await app.inject(`/api/v1/avatar/${dave}?v=${diskVersion(picture)}`);
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(picture)).toBe(true);
      expect(served.headers['cache-control']).toContain('immutable');
      expect(served.headers.etag).toBe(`"${diskVersion(picture)}"`);
      expect(fs.existsSync(path.join(dataDir, 'avatars', `${dave}.webp`))).toBe(false);
    } finally {
      await app.close();
    }
  });
});
