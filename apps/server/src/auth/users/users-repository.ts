/** Queries on the `users` table. */
import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { IdentityRow, UserRow } from '../../db/schema.js';
import { newestFirstPage } from '../../db/newest-first-page.js';
import { sharedQuery } from '../../db/prepared-query.js';
import { held } from '../../db/row-locks.js';
import type { WriteContext } from '../../db/write-transaction.js';
import { insertIdentity, markEmailVerified } from './identities-repository.js';
import { nowIso } from '../../time/now-iso.js';

// Compiled once per dialect: this runs on every sign-in, refresh and authenticated request.
const userById = sharedQuery(['id'], (db, p) =>
  db.selectFrom('users').selectAll().where('id', '=', p.id),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await userById(db, { id }))[0];
}

/**
 * The user's row, held until the transaction ends (PostgreSQL), or nothing if the user is gone. A
 * grant that read the user before its transaction (or without a lock) re-reads it this way first:
 * a deletion committed meanwhile is then seen here rather than as a broken foreign key (a 500) at
 * the grant's first insert, and a deletion that comes later waits for the grant to commit.
 */
export function findHeldUser(
  { db, lockRows }: WriteContext,
  id: string,
): Promise<UserRow | undefined> {
  return held(db.selectFrom('users').selectAll().where('id', '=', id), lockRows).executeTakeFirst();
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export interface NewEmailUser {
  id?: string;
  email: string;
  passwordHash: string | null;
  userMetadata: Record<string, unknown>;
  appMetadata?: Record<string, unknown>;
  role?: string;
  confirmedAt: string | null;
  locale: string;
  bannedUntil?: string | null;
}

/** The rows of a new user and its 'email' identity, as `insertEmailUser` stores them. */
export function newEmailUserRows(
  input: NewEmailUser,
  now = nowIso(),
): { user: UserRow; identity: IdentityRow } {
  const id = input.id ?? randomUUID();
  const user: UserRow = {
    id,
    aud: 'authenticated',
    role: input.role ?? 'authenticated',
    email: input.email,
    phone: null,
    encrypted_password: input.passwordHash,
    email_confirmed_at: input.confirmedAt,
    phone_confirmed_at: null,
    confirmation_sent_at: null,
    recovery_sent_at: null,
    email_change: null,
    email_change_sent_at: null,
    email_change_confirmed: 0,
    last_sign_in_at: null,
    invited_at: null,
    banned_until: input.bannedUntil ?? null,
    app_metadata: JSON.stringify({
      ...input.appMetadata,
      provider: 'email',
      providers: ['email'],
    }),
    user_metadata: JSON.stringify(input.userMetadata),
    is_anonymous: 0,
    locale: input.locale,
    created_at: now,
    updated_at: now,
    signup_conflict: 0,
  };
  const identity: IdentityRow = {
    id: randomUUID(),
    provider_id: id,
    provider: 'email',
    user_id: id,
    identity_data: JSON.stringify({
      sub: id,
      email: input.email,
      email_verified: input.confirmedAt !== null,
      phone_verified: false,
    }),
    email: input.email,
    last_sign_in_at: null,
    created_at: now,
    updated_at: now,
  };
  return { user, identity };
}

/** A new user's row; the counters and flags keep their column defaults. */
export type NewUserRow = Omit<
  UserRow,
  'email_change_confirmed' | 'is_anonymous' | 'signup_conflict'
>;

export async function insertUserRow(db: Db, user: NewUserRow): Promise<void> {
  await db.insertInto('users').values(user).execute();
}

/** Inserts a user with its 'email' identity, in the caller's transaction. */
export async function insertEmailUser(db: Db, input: NewEmailUser): Promise<UserRow> {
  const { user, identity } = newEmailUserRows(input);
  const {
    email_change_confirmed: _confirmed,
    is_anonymous: _anonymous,
    signup_conflict: _conflict,
    ...userValues
  } = user;
  await insertUserRow(db, userValues);
  await insertIdentity(db, identity);
  return (await findUserById(db, user.id))!;
}

/** Confirms the user's e-mail address (once: a confirmed user is returned as it is). */
export async function confirmEmail(db: Db, user: UserRow, now: string): Promise<UserRow> {
  if (user.email_confirmed_at) return user;
  await updateUserRow(db, user.id, { email_confirmed_at: now, updated_at: now });
  const confirmed = { ...user, email_confirmed_at: now, updated_at: now };
  await markEmailVerified(db, confirmed);
  return confirmed;
}

const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`);

/** One page of users, newest first, with the count of all that match (the admin's list). */
export async function usersPage(
  db: Db,
  { emailContains, limit, offset }: { emailContains?: string; limit: number; offset: number },
): Promise<{ total: number; users: UserRow[] }> {
  let base = db.selectFrom('users');
  if (emailContains) {
    const pattern = `%${escapeLike(emailContains)}%`;
    base = base.where(sql<boolean>`email like ${pattern} escape '\\'`);
  }
  const { total, rows } = await newestFirstPage(base, { limit, offset });
  return { total, users: rows };
}

/** Columns to change on a user's row (never its id). */
export type UserChanges = Partial<Omit<UserRow, 'id'>>;

export async function updateUserRow(db: Db, userId: string, changes: UserChanges): Promise<void> {
  await db.updateTable('users').set(changes).where('id', '=', userId).execute();
}

/**
 * The user's stored `user_metadata`, to merge a change into. In a write transaction that holds
 * rows (`lockRows`, PostgreSQL), the row stays locked until commit.
 */
export async function userMetadataForMerge(
  db: Db,
  userId: string,
  lockRows: boolean,
): Promise<string | undefined> {
  const query = db.selectFrom('users').select('user_metadata').where('id', '=', userId);
  return (await (lockRows ? query.forUpdate() : query).executeTakeFirst())?.user_metadata;
}

/** Whether another user than `userId` holds this address. */
export async function emailTakenByAnother(db: Db, email: string, userId: string): Promise<boolean> {
  const taken = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', email)
    .where('id', '!=', userId)
    .executeTakeFirst();
  return taken !== undefined;
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now.toISOString();
}
