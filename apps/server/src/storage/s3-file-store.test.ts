/**
 * The S3 store against a real S3-compatible server, when TEST_STORAGE_URL names one (the form of
 * STORAGE_URL, its bucket existing); skipped otherwise. No fake stands in for S3 here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseStorageUrl } from './storage-url.js';
import type { FileStore } from './file-store.js';
import { s3FileStore } from './s3-file-store.js';
import { fileStoreContract } from './test-support/file-store-contract.js';

const url = process.env.TEST_STORAGE_URL;

describe.runIf(url)('the S3 file store', () => {
  // Made when the suite runs: a skipped suite's body is still collected without TEST_STORAGE_URL.
  let store: FileStore;
  beforeAll(() => {
    // A prefix of its own, so runs never see each other's objects.
    store = s3FileStore(parseStorageUrl(`${url}/run-${randomUUID()}`));
  });
  afterAll(() => store.close());

  fileStoreContract(() => ({ store, owner: () => Promise.resolve(randomUUID()) }));

  it('is the store a server configured with STORAGE_URL uses', () => {
    expect(loadConfig({ STORAGE_URL: url }).storage).toMatchObject({ kind: 's3' });
  });
});
