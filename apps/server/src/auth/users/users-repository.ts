/** Queries on users and identities shared by the endpoint modules. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import type { IdentityRow, UserRow } from '../../db/schema.js';
import { sharedQuery } from '../../db/prepared-query.js';
import { nowIso } from '../../time/now-iso.js';

// Compiled once per dialect: these run on every sign-in, refresh and authenticated request.
const userById = sharedQuery(['id'], (db, p) =>
  db.selectFrom('users').selectAll().where('id', '=', p.id),
);
const identitiesByUser = sharedQuery(['userId'], (db, p) =>
  db.selectFrom('identities').selectAll().where('user_id', '=', p.userId).orderBy('created_at'),
);

export async function findUserById(db: Db, id: string): Promise<UserRow | undefined> {
  return (await userById(db, { id }))[0];
}

export function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export function identitiesOf(db: Db, userId: string): Promise<IdentityRow[]> {
  return identitiesByUser(db, { userId });
}

export async function identitiesOfMany(
  db: Db,
  userIds: string[],
): Promise<Map<string, IdentityRow[]>> {
  const byUser = new Map<string, IdentityRow[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return byUser;
  const rows = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', 'in', userIds)
    .orderBy('created_at')
    .execute();
  for (const row of rows) byUser.get(row.user_id)?.push(row);
  return byUser;
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

/** Inserts a user with its 'email' identity, in the caller's transaction. */
export async function insertEmailUser(db: Db, input: NewEmailUser): Promise<UserRow> {
  const { user, identity } = newEmailUserRows(input);
  // The counters and flags keep their column defaults.
  const {
    email_change_confirmed: _confirmed,
    is_anonymous: _anonymous,
    signup_conflict: _conflict,
    ...userValues
  } = user;
  await db.insertInto('users').values(userValues).execute();
  await db.insertInto('identities').values(identity).execute();
  return (await findUserById(db, user.id))!;
}

/** Keeps the email identity's `email_verified` in step with the user's confirmation. */
/** Confirms the user's e-mail address (once: a confirmed user is returned as it is). */
export async function confirmEmail(db: Db, user: UserRow, now: string): Promise<UserRow> {
  if (user.email_confirmed_at) return user;
  await db
    .updateTable('users')
    .set({ email_confirmed_at: now, updated_at: now })
    .where('id', '=', user.id)
    .execute();
  const confirmed = { ...user, email_confirmed_at: now, updated_at: now };
  await markEmailVerified(db, confirmed);
  return confirmed;
}

export async function markEmailVerified(db: Db, user: UserRow): Promise<void> {
  const identity = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('provider', '=', 'email')
    .executeTakeFirst();
  if (!identity) return;
  const data = JSON.parse(identity.identity_data) as Record<string, unknown>;
  await db
    .updateTable('identities')
    .set({
      identity_data: JSON.stringify({ ...data, email: user.email, email_verified: true }),
      email: user.email,
      updated_at: nowIso(),
    })
    .where('id', '=', identity.id)
    .execute();
}

export function isBanned(user: UserRow, now = new Date()): boolean {
  return user.banned_until !== null && user.banned_until > now.toISOString();
}
