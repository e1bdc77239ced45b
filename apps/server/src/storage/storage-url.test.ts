import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config.js';

describe('STORAGE_URL', () => {
  it('leaves files in the database when unset', () => {
    expect(loadConfig({}).storage).toEqual({ kind: 'database' });
  });

  it('names an AWS bucket and prefix, leaving region and credentials to the SDK', () => {
    expect(loadConfig({ STORAGE_URL: 's3://ascend-files/uploads/prod' }).storage).toEqual({
      kind: 's3',
      bucket: 'ascend-files',
      prefix: 'uploads/prod/',
      endpoint: undefined,
      region: undefined,
      credentials: undefined,
    });
    expect(loadConfig({ STORAGE_URL: 's3://b?region=eu-west-1' }).storage).toMatchObject({
      bucket: 'b',
      prefix: '',
      region: 'eu-west-1',
    });
  });

  it('names an S3-compatible endpoint with its credentials, bucket and prefix', () => {
    const { storage } = loadConfig({
      STORAGE_URL: 'https://minio%2Buser:s%40cret@files.internal:9000/ascend/avatars',
    });
    expect(storage).toEqual({
      kind: 's3',
      bucket: 'ascend',
      prefix: 'avatars/',
      endpoint: 'https://files.internal:9000',
      region: 'us-east-1',
      credentials: { accessKeyId: 'minio+user', secretAccessKey: 's@cret' },
    });
  });

  it.each([
    ['ftp://host/bucket', /must be an s3:\/\/bucket or http/],
    ['https://key:secret@host:9000/', /names no bucket/],
    ['https://key@host:9000/bucket', /both the access key and the secret/],
    ['not a url', /must be an s3:\/\/bucket/],
  ])('refuses %s with one line naming the variable, never its secret', (value, message) => {
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(ConfigError);
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(message);
    expect(() => loadConfig({ STORAGE_URL: value })).toThrow(/^STORAGE_URL /);
    try {
      loadConfig({ STORAGE_URL: value });
    } catch (error) {
      expect((error as Error).message).not.toContain(':secret@');
    }
  });
});

describe('SHUTDOWN_DRAIN_SECONDS', () => {
  it('is 0 unless set, and a whole number of seconds up to 300', () => {
    expect(loadConfig({}).shutdownDrainSeconds).toBe(0);
    expect(loadConfig({ SHUTDOWN_DRAIN_SECONDS: '15' }).shutdownDrainSeconds).toBe(15);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '-1' })).toThrow(/^SHUTDOWN_DRAIN_SECONDS /);
    expect(() => loadConfig({ SHUTDOWN_DRAIN_SECONDS: '1.5' })).toThrow(/^SHUTDOWN_DRAIN_SECONDS /);
  });
});
