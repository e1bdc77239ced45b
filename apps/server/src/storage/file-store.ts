/**
 * One interface for uploaded files, so every server instance sees what any instance stored: the
 * database by default (database-file-store.ts), an S3-compatible bucket when STORAGE_URL is set
 * (s3-file-store.ts). Nothing is kept on an instance's own disk.
 */
import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';

export interface FileToStore {
  /** Where the file lives, e.g. `avatars/<userId>.webp`; chosen by the caller, never by a client. */
  key: string;
  /** The user the file belongs to: deleting them deletes it (the database's cascade). */
  ownerId: string;
  contentType: string;
  bytes: Buffer;
}

export interface StoredFileHead {
  contentType: string;
  size: number;
  /** The SHA-256 of the bytes in hex: changes whenever the content does, on every store alike. */
  etag: string;
}

interface StoredFile extends StoredFileHead {
  /** The bytes, read as they are sent rather than held whole in memory. */
  body: Readable;
}

export interface FileStore {
  /** Writes or replaces the file: a reader gets the old file or the new one, never half of either. */
  put(file: FileToStore): Promise<StoredFileHead>;
  /** Writes the file unless one is stored under its key already; true when it wrote. */
  putIfAbsent(file: FileToStore): Promise<boolean>;
  head(key: string): Promise<StoredFileHead | undefined>;
  get(key: string): Promise<StoredFile | undefined>;
  /** True when there was a file to remove. */
  remove(key: string): Promise<boolean>;
  close(): void;
}

export const etagOf = (bytes: Buffer): string => createHash('sha256').update(bytes).digest('hex');
