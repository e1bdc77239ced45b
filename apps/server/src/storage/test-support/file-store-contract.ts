/**
 * What every file store must do, as tests: run against the database store on each database, and
 * against an S3-compatible server when TEST_STORAGE_URL names one (s3-file-store.test.ts).
 */
import { buffer, text } from 'node:stream/consumers';
import { expect, it } from 'vitest';
import { etagOf, type FileStore } from '../file-store.js';

export function fileStoreContract(
  setup: () => { store: FileStore; owner: () => Promise<string> },
): void {
  it('stores a file with its content type, size and ETag, and serves it back', async () => {
    const { store, owner } = setup();
    const id = await owner();
    const bytes = Buffer.from('hello, stored world');
    const key = `t/${id}`;
    const head = await store.put({ key, ownerId: id, contentType: 'text/plain', bytes });
    expect(head).toEqual({ contentType: 'text/plain', size: bytes.length, etag: etagOf(bytes) });
    expect(await store.head(key)).toEqual(head);
    const file = await store.get(key);
    expect(file).toMatchObject(head);
    expect(await text(file!.body)).toBe('hello, stored world');
  });

  it('streams a file larger than one chunk whole, byte for byte', async () => {
    const { store, owner } = setup();
    const id = await owner();
    // Every byte value, over several 256 KiB chunks and a partial last one.
    const bytes = Buffer.from(Array.from({ length: 700_001 }, (_, index) => (index * 7) % 256));
    const key = `big/${id}`;
    await store.put({ key, ownerId: id, contentType: 'application/octet-stream', bytes });
    const file = await store.get(key);
    expect(file?.size).toBe(bytes.length);
    expect((await buffer(file!.body)).equals(bytes)).toBe(true);
  });

  it('replaces a file on put, keeps it on putIfAbsent, and removes it', async () => {
    const { store, owner } = setup();
    const id = await owner();
    const key = `r/${id}`;
    const file = (contentType: string, content: string) => ({
      key,
      ownerId: id,
      contentType,
      bytes: Buffer.from(content),
    });
    await store.put(file('text/plain', 'one'));
    await store.put(file('text/csv', 'two!'));
    expect(await store.head(key)).toMatchObject({ contentType: 'text/csv', size: 4 });
    expect(await store.putIfAbsent(file('text/plain', 'x'))).toBe(false);
    expect(await text((await store.get(key))!.body)).toBe('two!');

    expect(await store.remove(key)).toBe(true);
    expect(await store.remove(key)).toBe(false);
    expect(await store.get(key)).toBeUndefined();
    expect(await store.head(key)).toBeUndefined();
    expect(await store.putIfAbsent(file('text/plain', 'x'))).toBe(true);
    expect(await text((await store.get(key))!.body)).toBe('x');
  });

  it('an empty file is a file', async () => {
    const { store, owner } = setup();
    const id = await owner();
    const key = `e/${id}`;
    await store.put({ key, ownerId: id, contentType: 'text/plain', bytes: Buffer.alloc(0) });
    const file = await store.get(key);
    expect(file?.size).toBe(0);
    expect((await buffer(file!.body)).length).toBe(0);
  });
}
