/**
 * At-rest encryption of TOTP secrets. A key is always available here (loadSigningKeys guarantees a
 * signing key: AUTH_JWT_KEYS, the generated ES256 key in DATA_DIR, or the HS256 secret), so every
 * secret written is encrypted: AES-256-GCM with a key derived by HKDF-SHA256 from the current
 * signing key's private material, the factor id as associated data (a ciphertext copied to another
 * row does not decrypt). The stored form names the key it was made with, so secrets written before a
 * key rotation still open while that key is listed; a value without the prefix is read as plaintext
 * (rows written by another server).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { SigningKey, SigningKeys } from '../keys/signing-keys.js';

const PREFIX = 'enc:v1';
const HKDF_INFO = 'ascend/auth/mfa-totp-secret/v1';
const HS256_KEY_ID = '~hs256';

const keyIdOf = (key: SigningKey) => key.kid ?? HS256_KEY_ID;

function deriveKey(key: SigningKey): Buffer {
  return Buffer.from(hkdfSync('sha256', key.secretMaterial, new Uint8Array(0), HKDF_INFO, 32));
}

export function sealSecret(keys: SigningKeys, factorId: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', deriveKey(keys.current), iv);
  cipher.setAAD(Buffer.from(factorId));
  const sealed = Buffer.concat([
    cipher.update(secret, 'utf8'),
    cipher.final(),
    cipher.getAuthTag(),
  ]);
  const keyId = Buffer.from(keyIdOf(keys.current)).toString('base64url');
  return [PREFIX, keyId, iv.toString('base64url'), sealed.toString('base64url')].join(':');
}

class SecretUnavailableError extends Error {
  override name = 'SecretUnavailableError';
}

export function openSecret(keys: SigningKeys, factorId: string, stored: string): string {
  if (!stored.startsWith(`${PREFIX}:`)) return stored;
  const [, , keyIdPart, ivPart, sealedPart] = stored.split(':');
  const keyId = Buffer.from(keyIdPart ?? '', 'base64url').toString();
  const key = keys.all.find((candidate) => keyIdOf(candidate) === keyId);
  if (!key || !ivPart || !sealedPart) {
    throw new SecretUnavailableError('the key that sealed this factor secret is not configured');
  }
  const sealed = Buffer.from(sealedPart, 'base64url');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    deriveKey(key),
    Buffer.from(ivPart, 'base64url'),
  );
  decipher.setAAD(Buffer.from(factorId));
  decipher.setAuthTag(sealed.subarray(sealed.length - 16));
  return Buffer.concat([
    decipher.update(sealed.subarray(0, sealed.length - 16)),
    decipher.final(),
  ]).toString('utf8');
}
