import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';
import { storedPasswordHash } from './stored-passwords.js';

const NOW = '2026-01-01T00:00:00.000Z';

describe.each(testDatabaseKinds())('storedPasswordHash on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  async function insertUser(encryptedPassword: string | null): Promise<string> {
    const id = randomUUID();
    await database.db
      .insertInto('users')
      .values({
        id,
        aud: 'authenticated',
        role: 'authenticated',
        email: `${id}@example.com`,
        encrypted_password: encryptedPassword,
        app_metadata: '{}',
        user_metadata: '{}',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();
    return id;
  }

  it("answers that user's hash, and null without a password or a user", async () => {
    const ana = await insertUser('$argon2id$ana');
    const ben = await insertUser('$argon2id$ben');
    const withoutPassword = await insertUser(null);
    expect(await storedPasswordHash(database.db, ana)).toBe('$argon2id$ana');
    expect(await storedPasswordHash(database.db, ben)).toBe('$argon2id$ben');
    expect(await storedPasswordHash(database.db, withoutPassword)).toBeNull();
    expect(await storedPasswordHash(database.db, randomUUID())).toBeNull();
  });
});
