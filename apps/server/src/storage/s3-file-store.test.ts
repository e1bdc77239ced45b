/**
 * The S3 store against a real S3-compatible server, when TEST_STORAGE_URL names one (the form of
 * STORAGE_URL, its bucket existing); skipped otherwise. No fake stands in for S3 here.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { parseStorageUrl } from './storage-url.js';
import { s3FileStore } from './s3-file-store.js';
import { fileStoreContract } from './test-support/file-store-contract.js';

const url = process.env.TEST_STORAGE_URL;

describe.runIf(url)('the S3 file store', () => {
  // A prefix of its own, so runs never see each other's objects.
  const settings = parseStorageUrl(`${url}/run-${randomUUID()}`);
  const store = s3FileStore(settings);
  afterAll(() => store.close());

  fileStoreContract(() => ({ store, owner: () => Promise.resolve(randomUUID()) }));

  it('is the store a server configured with STORAGE_URL uses', () => {
    expect(loadConfig({ STORAGE_URL: url }).storage).toMatchObject({ kind: 's3' });
  });
});
