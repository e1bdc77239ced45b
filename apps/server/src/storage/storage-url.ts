/**
 * STORAGE_URL: where uploaded files go when not in the database.
 * - `s3://bucket[/prefix]`: AWS S3; region and credentials from the SDK's usual sources
 *   (AWS_REGION, AWS_ACCESS_KEY_ID…, an instance role), or `?region=` here.
 * - `http(s)://[key:secret@]host[:port]/bucket[/prefix][?region=…]`: an S3-compatible server
 *   (MinIO, Ceph, Garage…) at that endpoint, addressed path-style.
 */
export interface S3Storage {
  kind: 's3';
  bucket: string;
  /** Put before every key, '' or ending in '/'. */
  prefix: string;
  endpoint: string | undefined;
  region: string | undefined;
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
}

export function parseStorageUrl(value: string): S3Storage {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error('must be an s3://bucket or http(s)://host/bucket URL');
  }
  const isAws = url.protocol === 's3:';
  if (!isAws && url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('must be an s3://bucket or http(s)://host/bucket URL');
  }
  const parts = url.pathname
    .split('/')
    .filter((part) => part.length > 0)
    .map(decodeURIComponent);
  const [bucket, ...prefix] = isAws ? [url.hostname, ...parts] : parts;
  if (!bucket) throw new Error('names no bucket');
  const hasCredentials = url.username !== '' || url.password !== '';
  if (hasCredentials && (url.username === '' || url.password === '')) {
    throw new Error('must give both the access key and the secret (KEY:SECRET@host)');
  }
  return {
    kind: 's3',
    bucket,
    prefix: prefix.length > 0 ? `${prefix.join('/')}/` : '',
    endpoint: isAws ? undefined : `${url.protocol}//${url.host}`,
    region: url.searchParams.get('region') ?? (isAws ? undefined : 'us-east-1'),
    credentials: hasCredentials
      ? {
          accessKeyId: decodeURIComponent(url.username),
          secretAccessKey: decodeURIComponent(url.password),
        }
      : undefined,
  };
}

/** The URL as an error message may show it: the secret of `key:secret@` left out. */
export const storageUrlWithoutSecret = (value: string | undefined): string | undefined =>
  value?.replace(/\/\/([^/:@]*):[^/@]*@/, '//$1:…@');
