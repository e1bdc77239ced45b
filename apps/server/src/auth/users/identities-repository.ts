/** Queries on the `identities` table: the ways a user signs in (e-mail, Google, …). */
import type { Db } from '../../db/database.js';
import { sharedQuery } from '../../db/prepared-query.js';
import type { IdentityRow, UserRow } from '../../db/schema.js';
import { nowIso } from '../../time/now-iso.js';

// Compiled once per dialect: this runs on every sign-in, refresh and authenticated request.
const identitiesByUser = sharedQuery(['userId'], (db, p) =>
  db.selectFrom('identities').selectAll().where('user_id', '=', p.userId).orderBy('created_at'),
);

/** The user's identities, oldest first. */
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

/** The identity a provider's subject (`sub`) signs in as, whichever user holds it. */
export function findIdentityOfSubject(
  db: Db,
  provider: string,
  subject: string,
): Promise<IdentityRow | undefined> {
  return db
    .selectFrom('identities')
    .selectAll()
    .where('provider', '=', provider)
    .where('provider_id', '=', subject)
    .executeTakeFirst();
}

/** The providers of the user's identities, oldest identity first (a provider may repeat). */
export async function identityProvidersOf(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('identities')
    .select('provider')
    .where('user_id', '=', userId)
    .orderBy('created_at')
    .execute();
  return rows.map((row) => row.provider);
}

export async function insertIdentity(db: Db, identity: IdentityRow): Promise<void> {
  await db.insertInto('identities').values(identity).execute();
}

export async function updateIdentity(
  db: Db,
  identityId: string,
  changes: Partial<Omit<IdentityRow, 'id'>>,
): Promise<void> {
  await db.updateTable('identities').set(changes).where('id', '=', identityId).execute();
}

export async function deleteIdentity(db: Db, identityId: string): Promise<void> {
  await db.deleteFrom('identities').where('id', '=', identityId).execute();
}

/** Keeps the email identity's `email_verified` in step with the user's confirmation. */
export async function markEmailVerified(db: Db, user: UserRow): Promise<void> {
  const identity = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', user.id)
    .where('provider', '=', 'email')
    .executeTakeFirst();
  if (!identity) return;
  const data = JSON.parse(identity.identity_data) as Record<string, unknown>;
  await updateIdentity(db, identity.id, {
    identity_data: JSON.stringify({ ...data, email: user.email, email_verified: true }),
    email: user.email,
    updated_at: nowIso(),
  });
}
