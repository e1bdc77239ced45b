/**
 * Manual identity linking (supabase/auth `linkIdentityToUser`, `DeleteIdentity`): a signed-in user
 * adds a provider's identity to their account, or removes one. Unlike the automatic rule of
 * external-identity.ts no e-mail has to match: the user proved both sides by signing in to each.
 */
import { randomUUID } from 'node:crypto';
import type { IdentityRow, UserRow } from '../../db/schema.js';
import { writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import type { Db } from '../../db/database.js';
import { findUserByEmail, findUserById } from '../users/users-repository.js';
import { normalizeEmail } from '../users/email-address.js';
import { nowIso } from '../../time/now-iso.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import type { ExternalProfile } from './external-identity.js';

/** `app_metadata.providers` from the identities left; `provider` kept while still one of them. */
async function refreshProviders(db: Db, user: UserRow, now: string): Promise<void> {
  const rows = await db
    .selectFrom('identities')
    .select('provider')
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .execute();
  const providers = [...new Set(rows.map((row) => row.provider))];
  const appMetadata = parseJsonObject(user.app_metadata);
  const provider =
    typeof appMetadata.provider === 'string' && providers.includes(appMetadata.provider)
      ? appMetadata.provider
      : providers[0];
  await db
    .updateTable('users')
    .set({
      app_metadata: JSON.stringify({ ...appMetadata, provider, providers }),
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute();
}

export async function linkIdentity(
  db: Db,
  userId: string,
  profile: ExternalProfile,
  ip: string | null,
): Promise<UserRow> {
  const user = await findUserById(db, userId);
  if (!user) throw authErrors.userNotFound();
  const existing = await db
    .selectFrom('identities')
    .select('user_id')
    .where('provider', '=', profile.provider)
    .where('provider_id', '=', profile.subject)
    .executeTakeFirst();
  if (existing) {
    throw authErrors.identityAlreadyExists(
      existing.user_id === user.id
        ? 'Identity is already linked'
        : 'Identity is already linked to another user',
    );
  }
  const now = nowIso();
  const identityId = randomUUID();
  await db
    .insertInto('identities')
    .values({
      id: identityId,
      provider_id: profile.subject,
      provider: profile.provider,
      user_id: user.id,
      identity_data: JSON.stringify(profile.identityData),
      email: normalizeEmail(profile.email),
      last_sign_in_at: now,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await refreshProviders(db, user, now);
  await writeAudit(db, {
    action: 'identity_linked',
    userId: user.id,
    actorId: user.id,
    ip,
    traits: { provider: profile.provider, identity_id: identityId, manual: true },
  });
  return (await findUserById(db, user.id))!;
}

const emailVerified = (identity: IdentityRow) =>
  parseJsonObject(identity.identity_data).email_verified === true;

/**
 * When no identity left carries the user's e-mail, the user takes the address of the best one
 * left (verified first, then oldest), as supabase/auth's `UpdateUserEmailFromIdentities` does.
 */
async function keepEmailOnAnIdentity(db: Db, user: UserRow, remaining: IdentityRow[], now: string) {
  if (remaining.some((identity) => identity.email === user.email)) return;
  const [best] = remaining
    .filter((identity) => identity.email)
    .sort((a, b) => Number(emailVerified(b)) - Number(emailVerified(a)));
  if (!best?.email) return;
  const holder = await findUserByEmail(db, best.email);
  if (holder && holder.id !== user.id) {
    throw authErrors.emailConflictIdentityNotDeletable();
  }
  await db
    .updateTable('users')
    .set({
      email: best.email,
      email_confirmed_at: emailVerified(best) ? (user.email_confirmed_at ?? now) : null,
      updated_at: now,
    })
    .where('id', '=', user.id)
    .execute();
}

export async function unlinkIdentity(
  db: Db,
  user: UserRow,
  identityId: string,
  ip: string | null,
): Promise<void> {
  const identities = await db
    .selectFrom('identities')
    .selectAll()
    .where('user_id', '=', user.id)
    .orderBy('created_at')
    .execute();
  if (identities.length <= 1) {
    throw authErrors.singleIdentityNotDeletable();
  }
  const doomed = identities.find((identity) => identity.id === identityId);
  if (!doomed) throw authErrors.identityNotFound();
  const now = nowIso();
  await db.deleteFrom('identities').where('id', '=', doomed.id).execute();
  await keepEmailOnAnIdentity(
    db,
    user,
    identities.filter((identity) => identity !== doomed),
    now,
  );
  await refreshProviders(db, (await findUserById(db, user.id))!, now);
  await writeAudit(db, {
    action: 'identity_unlinked',
    userId: user.id,
    actorId: user.id,
    ip,
    traits: { provider: doomed.provider, identity_id: doomed.id },
  });
}
