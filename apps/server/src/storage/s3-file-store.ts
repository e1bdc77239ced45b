/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, Garage…) through the AWS SDK's S3 client,
 * when STORAGE_URL is set. The ETag served is the SHA-256 kept in the object's metadata, so it is
 * the same whichever store wrote the file (S3's own ETag is an MD5, or not even that for multipart).
 * Nothing cascades here: the product removes a user's files when it deletes the user.
 */
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Storage } from './storage-url.js';
import { etagOf, type FileStore, type FileToStore, type StoredFileHead } from './file-store.js';

const statusOf = (error: unknown) =>
  error instanceof S3ServiceException ? error.$metadata.httpStatusCode : undefined;

/** `undefined` for a missing object (404), the error itself otherwise. */
function missing(error: unknown): undefined {
  if (statusOf(error) === 404) return undefined;
  throw error;
}

interface ObjectHead {
  ContentType?: string;
  ContentLength?: number;
  ETag?: string;
  Metadata?: Record<string, string>;
}

const headOf = (object: ObjectHead): StoredFileHead => ({
  contentType: object.ContentType ?? 'application/octet-stream',
  size: object.ContentLength ?? 0,
  etag: object.Metadata?.sha256 ?? (object.ETag ?? '').replaceAll('"', ''),
});

export function s3FileStore(settings: S3Storage): FileStore {
  const client = new S3Client({
    ...(settings.region ? { region: settings.region } : {}),
    ...(settings.endpoint ? { endpoint: settings.endpoint, forcePathStyle: true } : {}),
    ...(settings.credentials ? { credentials: settings.credentials } : {}),
  });
  const Bucket = settings.bucket;
  const objectKey = (key: string) => `${settings.prefix}${key}`;
  const putCommand = (file: FileToStore, etag: string, ifAbsent: boolean) =>
    new PutObjectCommand({
      Bucket,
      Key: objectKey(file.key),
      Body: file.bytes,
      ContentType: file.contentType,
      ContentLength: file.bytes.length,
      Metadata: { sha256: etag, owner: file.ownerId },
      // S3's conditional write: refused with 412 when the key exists.
      ...(ifAbsent ? { IfNoneMatch: '*' } : {}),
    });

  const head = (key: string) =>
    client.send(new HeadObjectCommand({ Bucket, Key: objectKey(key) })).then(headOf, missing);

  return {
    async put(file) {
      const etag = etagOf(file.bytes);
      await client.send(putCommand(file, etag, false));
      return { contentType: file.contentType, size: file.bytes.length, etag };
    },

    async putIfAbsent(file) {
      // The conditional write settles a race on servers that implement it (AWS S3 since 2024,
      // MinIO); the look first keeps the file on those that ignore If-None-Match.
      if (await head(file.key)) return false;
      try {
        await client.send(putCommand(file, etagOf(file.bytes), true));
        return true;
      } catch (error) {
        if (statusOf(error) === 412) return false;
        throw error;
      }
    },

    head,

    async get(key) {
      const object = await client
        .send(new GetObjectCommand({ Bucket, Key: objectKey(key) }))
        .catch(missing);
      if (!object) return undefined;
      // In Node.js the SDK's body is an http.IncomingMessage, a Readable.
      return { ...headOf(object), body: object.Body as Readable };
    },

    async remove(key) {
      // S3 deletes a missing key without complaint; the head tells whether there was one.
      if (!(await head(key))) return false;
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(key) }));
      return true;
    },

    close: () => client.destroy(),
  };
}
