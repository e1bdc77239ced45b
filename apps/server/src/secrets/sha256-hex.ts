/**
 * The digest under which a secret (a refresh token, a mailed link, an auth code) or a private key
 * (a rate limit's e-mail address) is stored: the database never holds the value itself.
 */
import { createHash } from 'node:crypto';

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');
