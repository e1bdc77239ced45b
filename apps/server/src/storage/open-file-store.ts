import type { Config } from '../config.js';
import type { AppDatabase } from '../db/database.js';
import { databaseFileStore } from './database-file-store.js';
import type { FileStore } from './file-store.js';
import { s3FileStore } from './s3-file-store.js';

/** The configured store: the bucket of STORAGE_URL, else the database. */
export function openFileStore(config: Config, database: AppDatabase): FileStore {
  return config.storage.kind === 's3'
    ? s3FileStore(config.storage)
    : databaseFileStore(database.db);
}
