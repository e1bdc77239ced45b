import bcrypt from 'bcryptjs';
import { describe, expect, it } from 'vitest';
import {
  hashPassword,
  matchesStoredPassword,
  needsRehash,
  verifyPassword,
} from './password-hashing.js';

describe('passwords', () => {
  it('hashes new passwords with argon2id and verifies them', async () => {
    const stored = await hashPassword('correct horse');
    expect(stored.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(stored, 'correct horse')).toBe(true);
    expect(await verifyPassword(stored, 'wrong horse')).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('verifies imported bcrypt hashes and marks them for upgrade', async () => {
    const stored = bcrypt.hashSync('imported-secret', 4);
    expect(await verifyPassword(stored, 'imported-secret')).toBe(true);
    expect(await verifyPassword(stored, 'nope')).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('treats a corrupt or unknown stored hash as a mismatch', async () => {
    expect(await verifyPassword('$argon2id$garbage', 'x')).toBe(false);
    expect(await verifyPassword('plaintext', 'plaintext')).toBe(false);
  });

  it('matches a stored password, and nothing when none is stored', async () => {
    const stored = await hashPassword('correct horse');
    expect(await matchesStoredPassword(stored, 'correct horse')).toBe(true);
    expect(await matchesStoredPassword(stored, 'wrong horse')).toBe(false);
    expect(await matchesStoredPassword(null, 'anything')).toBe(false);
    expect(await matchesStoredPassword(undefined, '')).toBe(false);
  });
});
