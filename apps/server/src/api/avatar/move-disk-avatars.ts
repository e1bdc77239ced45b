/**
 * A start-up migration step: avatars that earlier versions kept on the instance's disk
 * (`${DATA_DIR}/avatars/<userId>.webp`) move into the file store, where every instance sees them.
 * Each file is stored unless the user has uploaded another since (the store keeps the newer one),
 * then deleted from disk; files of users who no longer exist, and the half-written temporary files
 * an interrupted upload left, are deleted. Running it again, or on two instances sharing the disk
 * at once, moves nothing twice. The URLs already in users' metadata keep working: the version they
 * carry is the same hash of the same bytes.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Db } from '../../db/database.js';
import type { FileStore } from '../../storage/file-store.js';
import { AVATAR_CONTENT_TYPE, avatarKey } from './avatar-storage.js';

const AVATAR_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.webp$/;
/** What the disk storage wrote while an upload was in progress: `.<userId>.<uuid>.tmp`. */
const TEMPORARY_FILE = /^\.[0-9a-f-]{36}\.[0-9a-f-]{36}\.tmp$/;

export interface MovedAvatars {
  moved: number;
  /** Files of deleted users, and files already superseded by a newer upload in the store. */
  discarded: number;
}

async function filesIn(directory: string): Promise<string[]> {
  try {
    return await fs.readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
}

/** Reads a file that another instance sharing the disk may have moved already. */
async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await fs.readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

export async function moveDiskAvatars(
  dataDir: string,
  db: Db,
  files: FileStore,
): Promise<MovedAvatars> {
  const directory = path.join(dataDir, 'avatars');
  const result: MovedAvatars = { moved: 0, discarded: 0 };
  for (const name of await filesIn(directory)) {
    const file = path.join(directory, name);
    if (TEMPORARY_FILE.test(name)) {
      await fs.rm(file, { force: true });
      continue;
    }
    const userId = AVATAR_FILE.exec(name)?.[1];
    // Anything else was not written by the product: left where it is.
    if (userId === undefined) continue;
    const bytes = await readIfThere(file);
    if (bytes === undefined) continue;
    const user = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', userId)
      .executeTakeFirst();
    const stored =
      user !== undefined &&
      (await files.putIfAbsent({
        key: avatarKey(userId),
        ownerId: userId,
        contentType: AVATAR_CONTENT_TYPE,
        bytes,
      }));
    result[stored ? 'moved' : 'discarded'] += 1;
    await fs.rm(file, { force: true });
  }
  // Gone once empty, so later starts find nothing to do; kept if it holds anything else.
  await fs.rmdir(directory).catch(() => undefined);
  return result;
}
