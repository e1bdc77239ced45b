/**
 * Password hashing, for both services (the auth service's sign-in and password changes, the product
 * API's re-entered password before deleting an account): argon2id for every new hash (on libuv's
 * thread pool, never on the event loop); bcrypt hashes imported from a Supabase project still
 * verify and are upgraded on the next sign-in.
 */
import os from 'node:os';
import { hash as argon2Hash, verify as argon2Verify } from '@node-rs/argon2';
import bcrypt from 'bcryptjs';
import { randomToken } from '../secrets/random-token.js';

/**
 * argon2 runs on libuv's thread pool; unbounded, a burst of sign-ins would take every core and
 * starve the event loop (every other request). At most cores - 1 hashes run at once; the rest queue.
 */
const MAX_CONCURRENT_HASHES = Math.max(1, os.availableParallelism() - 1);
let running = 0;
const waiting: (() => void)[] = [];

async function limited<T>(work: () => Promise<T>): Promise<T> {
  // A finishing task hands its slot straight to the next waiter.
  if (running >= MAX_CONCURRENT_HASHES) await new Promise<void>((resolve) => waiting.push(resolve));
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    if (next) next();
    else running -= 1;
  }
}

const hash = (password: string) => limited(() => argon2Hash(password));
const verify = (stored: string, password: string) => limited(() => argon2Verify(stored, password));

const BCRYPT_PREFIX = /^\$2[aby]\$\d{2}\$/;
const ARGON2_PREFIX = /^\$argon2(id|i|d)\$/;

/** @node-rs/argon2 defaults to argon2id (m=19456 KiB, t=2, p=1): OWASP's baseline. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export function isSupportedHash(value: string): boolean {
  return BCRYPT_PREFIX.test(value) || ARGON2_PREFIX.test(value);
}

export function needsRehash(stored: string): boolean {
  return !stored.startsWith('$argon2id$');
}

export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    if (BCRYPT_PREFIX.test(stored)) return await bcrypt.compare(password, stored);
    if (ARGON2_PREFIX.test(stored)) return await verify(stored, password);
  } catch {
    // A corrupt stored hash is a failed comparison, not a server error.
  }
  return false;
}

/**
 * Whether `password` is the stored one. With nothing stored (no such user, or one who signs in
 * without a password) it costs a dummy comparison and is false, so the two cases take the same time.
 */
export function matchesStoredPassword(
  stored: string | null | undefined,
  password: string,
): Promise<boolean> {
  return stored ? verifyPassword(stored, password) : verifyAgainstDummy(password);
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real comparison when there is no user or no password, so a wrong
 * password and an unknown e-mail take the same time.
 */
async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hashPassword(randomToken());
  await verify(await dummyHash, password).catch(() => false);
  return false;
}
