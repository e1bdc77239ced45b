import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { SigningKey, SigningKeys } from '../keys/signing-keys.js';
import { randomToken } from '../../secrets/random-token.js';
import { childRefreshToken, possibleChildRefreshTokens } from './refresh-token-lineage.js';

/** Only the private material matters to the lineage. */
const signingKey = (kid: string) =>
  ({ kid, alg: 'ES256', secretMaterial: randomBytes(32) }) as unknown as SigningKey;
const keyring = (current: SigningKey, ...others: SigningKey[]): SigningKeys => ({
  current,
  all: [current, ...others],
  jwks: { keys: [] },
});

describe('refresh-token lineage', () => {
  const older = signingKey('older');
  const newer = signingKey('newer');

  it('derives one child per parent, shaped like a drawn token', () => {
    const keys = keyring(older);
    const parent = randomToken(24);
    const child = childRefreshToken(keys, parent);
    expect(childRefreshToken(keys, parent)).toBe(child);
    expect(child).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(childRefreshToken(keys, randomToken(24))).not.toBe(child);
  });

  it('finds a child issued before the signing key changed, while the old key is configured', () => {
    const parent = randomToken(24);
    const issuedBefore = childRefreshToken(keyring(older), parent);
    expect(childRefreshToken(keyring(newer, older), parent)).not.toBe(issuedBefore);
    expect(possibleChildRefreshTokens(keyring(newer, older), parent)).toContain(issuedBefore);
    expect(possibleChildRefreshTokens(keyring(newer), parent)).not.toContain(issuedBefore);
  });
});
