/**
 * The refresh token a rotation issues is derived from the token it replaces: HMAC-SHA256 of the
 * parent under a key derived by HKDF from the signing key's private material. A replay of the parent
 * inside the grace window can so be answered with the very child the first rotation issued, while
 * only hashes of refresh tokens are stored (supabase/auth keeps tokens in clear and returns the
 * active child; we re-derive it). Without the server's key a stolen parent does not give its child:
 * the thief has to present the parent, and after the window that revokes the whole family.
 */
import { createHmac, hkdfSync } from 'node:crypto';
import type { SigningKey, SigningKeys } from '../keys/signing-keys.js';

const HKDF_INFO = 'ascend/auth/refresh-token-child/v1';

/** The same entropy as a freshly drawn token (`randomToken(24)`), and the same length. */
const TOKEN_BYTES = 24;

const derivedKeys = new WeakMap<SigningKey, Buffer>();

function lineageKey(key: SigningKey): Buffer {
  let derived = derivedKeys.get(key);
  if (!derived) {
    derived = Buffer.from(hkdfSync('sha256', key.secretMaterial, new Uint8Array(0), HKDF_INFO, 32));
    derivedKeys.set(key, derived);
  }
  return derived;
}

function childUnder(key: SigningKey, parent: string): string {
  return createHmac('sha256', lineageKey(key))
    .update(parent)
    .digest()
    .subarray(0, TOKEN_BYTES)
    .toString('base64url');
}

/** The child a rotation of `parent` issues now. */
export function childRefreshToken(keys: SigningKeys, parent: string): string {
  return childUnder(keys.current, parent);
}

/**
 * The child `parent` may have been given, under each configured key: the signing key can have
 * changed between the rotation and its replay.
 */
export function possibleChildRefreshTokens(keys: SigningKeys, parent: string): string[] {
  return [...new Set(keys.all.map((key) => childUnder(key, parent)))];
}
