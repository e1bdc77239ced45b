/**
 * Who may keep what an unconfirmed account holds. Anyone can sign up any address, so until the
 * mailbox owner confirms it, its password and metadata are only a claim. When more than one party
 * asked for the address (a repeated sign-up with another password, a magic link or a recovery for
 * an account that has a password), the confirmation keeps neither: the owner signs in and sets a
 * password, as after a recovery. A verified Google address proves the mailbox too, and takes the
 * account over the same way (supabase/auth `RemoveUnconfirmedIdentities`).
 */
import type { UserRow } from '../../db/schema.js';
import type { Db } from '../../db/database.js';
import { deleteOneTimeTokensOf } from '../tokens/one-time-tokens.js';
import { confirmEmail, findUserById, updateUserRow } from './users-repository.js';

/** Marks an unconfirmed account as asked for by a party that may not have set its password. */
export async function markSignupContested(db: Db, userId: string, now: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ signup_conflict: 1, updated_at: now })
    .where('id', '=', userId)
    .where('email_confirmed_at', 'is', null)
    .execute();
}

/** Forgets the password and metadata an unverified party may have chosen. */
async function forgetUnverifiedClaims(
  db: Db,
  userId: string,
  metadata: Record<string, unknown>,
  now: string,
): Promise<void> {
  await updateUserRow(db, userId, {
    encrypted_password: null,
    user_metadata: JSON.stringify(metadata),
    signup_conflict: 0,
    updated_at: now,
  });
}

export interface ConfirmedAddress {
  user: UserRow;
  /** The confirmation kept no password: the session must lead to choosing one. */
  mustSetPassword: boolean;
}

/** Confirms the address by a mailed token; a contested account comes out with no password. */
export async function confirmMailedAddress(
  db: Db,
  user: UserRow,
  now: string,
): Promise<ConfirmedAddress> {
  const contested = !user.email_confirmed_at && user.signup_conflict === 1;
  if (contested) await forgetUnverifiedClaims(db, user.id, {}, now);
  const current = contested ? (await findUserById(db, user.id))! : user;
  return { user: await confirmEmail(db, current, now), mustSetPassword: contested };
}

/**
 * An unconfirmed account whose address a provider has verified: the provider's user owns it. What
 * the account held (password, metadata, mailed links) came from whoever signed the address up.
 */
export async function claimUnconfirmedAccount(
  db: Db,
  user: UserRow,
  identityData: Record<string, unknown>,
  now: string,
): Promise<UserRow> {
  await forgetUnverifiedClaims(db, user.id, identityData, now);
  await deleteOneTimeTokensOf(db, user.id);
  return confirmEmail(db, (await findUserById(db, user.id))!, now);
}
