/**
 * The users table's password column, for a caller outside the auth service (the product API's
 * re-entered password before deleting an account); the auth service reads it with the whole user
 * row (auth/users/users-repository.ts).
 */
import type { Db } from '../db/database.js';

/** The user's stored password hash; null for a user without a password, or no such user. */
export async function storedPasswordHash(db: Db, userId: string): Promise<string | null> {
  const row = await db
    .selectFrom('users')
    .select('encrypted_password')
    .where('id', '=', userId)
    .executeTakeFirst();
  return row?.encrypted_password ?? null;
}
