import { randomBytes } from 'node:crypto';

/** A url-safe random string carrying `bytes` bytes of entropy. */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');
