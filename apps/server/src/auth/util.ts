/** Small helpers shared by the auth modules: clocks, hashes and random tokens. */
import { createHash, randomBytes } from 'node:crypto';

export const nowIso = (now = new Date()) => now.toISOString();

export const sha256Hex = (value: string) => createHash('sha256').update(value).digest('hex');

/** A url-safe random string carrying `bytes` bytes of entropy. */
export const randomToken = (bytes = 24) => randomBytes(bytes).toString('base64url');

// Kept beside the other helpers the auth modules take from here; defined once, for both services.
export { isUuid } from '../identity/uuid.js';

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

/** The part after the last `@` of an address, normalised; undefined when there is none. */
export function emailDomain(email: string): string | undefined {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf('@');
  return at > 0 && at < normalized.length - 1 ? normalized.slice(at + 1) : undefined;
}

export function parseJsonObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}
