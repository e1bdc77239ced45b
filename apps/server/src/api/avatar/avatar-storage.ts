/**
 * Avatars on local disk: `${DATA_DIR}/avatars/<userId>.webp`. A new avatar is written to a temporary
 * file and renamed over the old one, so a reader sees the old picture or the new one, never half.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface StoredAvatar {
  bytes: Buffer;
  /** Changes whenever the picture does: the cache-busting `v` of the avatar URL, and the ETag. */
  version: string;
}

const avatarVersion = (bytes: Buffer) =>
  createHash('sha256').update(bytes).digest('hex').slice(0, 16);

export function avatarStorage(dataDir: string) {
  const directory = path.join(dataDir, 'avatars');
  // Only ever called with a user id from a verified token or a UUID-validated path parameter.
  const fileOf = (userId: string) => path.join(directory, `${userId}.webp`);

  return {
    async save(userId: string, bytes: Buffer): Promise<string> {
      await fs.mkdir(directory, { recursive: true });
      const temporary = path.join(directory, `.${userId}.${randomUUID()}.tmp`);
      try {
        await fs.writeFile(temporary, bytes, { mode: 0o644 });
        await fs.rename(temporary, fileOf(userId));
      } catch (error) {
        await fs.rm(temporary, { force: true });
        throw error;
      }
      return avatarVersion(bytes);
    },

    async read(userId: string): Promise<StoredAvatar | undefined> {
      try {
        const bytes = await fs.readFile(fileOf(userId));
        return { bytes, version: avatarVersion(bytes) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
        throw error;
      }
    },

    /** True when there was an avatar to remove. */
    async remove(userId: string): Promise<boolean> {
      try {
        await fs.unlink(fileOf(userId));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return false;
        throw error;
      }
    },
  };
}

export type AvatarStorage = ReturnType<typeof avatarStorage>;
