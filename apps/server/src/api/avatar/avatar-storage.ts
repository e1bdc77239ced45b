/**
 * Avatars in the file store (storage/): `avatars/<userId>.webp`, seen alike by every server
 * instance. The store replaces a file whole, so a reader sees the old picture or the new one.
 */
import type { Readable } from 'node:stream';
import type { FileStore, StoredFileHead } from '../../storage/file-store.js';

export interface StoredAvatar {
  body: Readable;
  size: number;
  /** Changes whenever the picture does: the cache-busting `v` of the avatar URL, and the ETag. */
  version: string;
}

export const AVATAR_CONTENT_TYPE = 'image/webp';

// Only ever called with a user id from a verified token or a UUID-validated path parameter.
export const avatarKey = (userId: string) => `avatars/${userId}.webp`;

/** The first 16 hex digits of the SHA-256, as avatar URLs have carried since avatars were files. */
const versionOf = (head: StoredFileHead) => head.etag.slice(0, 16);

export function avatarStorage(files: FileStore) {
  return {
    async save(userId: string, bytes: Buffer): Promise<string> {
      const key = avatarKey(userId);
      return versionOf(
        await files.put({ key, ownerId: userId, contentType: AVATAR_CONTENT_TYPE, bytes }),
      );
    },

    async read(userId: string): Promise<StoredAvatar | undefined> {
      const file = await files.get(avatarKey(userId));
      return file && { body: file.body, size: file.size, version: versionOf(file) };
    },

    async exists(userId: string): Promise<boolean> {
      return (await files.head(avatarKey(userId))) !== undefined;
    },

    /** True when there was an avatar to remove. */
    remove: (userId: string): Promise<boolean> => files.remove(avatarKey(userId)),
  };
}

export type AvatarStorage = ReturnType<typeof avatarStorage>;
