/**
 * Manual identity linking (supabase/auth `linkIdentityToUser`, `DeleteIdentity`): a signed-in user
 * adds a provider's identity to their account, or removes one. Unlike the automatic rule of
 * external-identity.ts no e-mail has to match: the user proved both sides by signing in to each.
 */
import type { IdentityRow, UserRow } from '../../db/schema.js';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import type { Db } from '../../db/database.js';
import {
  findHeldUser,
  findUserByEmail,
  findUserById,
  updateUserRow,
} from '../users/users-repository.js';
import type { WriteContext } from '../../db/write-transaction.js';
import { normalizeEmail } from '../users/email-address.js';
import { nowIso } from '../../time/now-iso.js';
import { parseJsonObject } from '../../json/parse-json-object.js';
import {
  deleteIdentity,
  findIdentityOfSubject,
  identitiesOf,
  insertIdentity,
} from '../users/identities-repository.js';
import { syncProviders } from './app-metadata-providers.js';
import { identityOfProfile, type ExternalProfile } from './external-identity.js';

export async function linkIdentity(
  context: WriteContext,
  userId: string,
  profile: ExternalProfile,
  ip: string | null,
): Promise<UserRow> {
  const { db } = context;
  // Held before the identity is written: a user deleted meanwhile is gone here, not a broken
  // foreign key (a 500) at the insert.
  const user = await findHeldUser(context, userId);
  if (!user) throw authErrors.userNotFound();
  const existing = await findIdentityOfSubject(db, profile.provider, profile.subject);
  if (existing) {
    throw authErrors.identityAlreadyExists(
      existing.user_id === user.id
        ? 'Identity is already linked'
        : 'Identity is already linked to another user',
    );
  }
  const now = nowIso();
  const identity = identityOfProfile(user.id, profile, normalizeEmail(profile.email), now);
  await insertIdentity(db, identity);
  await syncProviders(db, user, now, 'while-linked');
  await writeOwnAudit(db, user.id, {
    action: 'identity_linked',
    ip,
    traits: { provider: profile.provider, identity_id: identity.id, manual: true },
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
  await updateUserRow(db, user.id, {
    email: best.email,
    email_confirmed_at: emailVerified(best) ? (user.email_confirmed_at ?? now) : null,
    updated_at: now,
  });
}

export async function unlinkIdentity(
  db: Db,
  user: UserRow,
  identityId: string,
  ip: string | null,
): Promise<void> {
  const identities = await identitiesOf(db, user.id);
  if (identities.length <= 1) {
    throw authErrors.singleIdentityNotDeletable();
  }
  const doomed = identities.find((identity) => identity.id === identityId);
  if (!doomed) throw authErrors.identityNotFound();
  const now = nowIso();
  await deleteIdentity(db, doomed.id);
  await keepEmailOnAnIdentity(
    db,
    user,
    identities.filter((identity) => identity !== doomed),
    now,
  );
  await syncProviders(db, (await findUserById(db, user.id))!, now, 'while-linked');
  await writeOwnAudit(db, user.id, {
    action: 'identity_unlinked',
    ip,
    traits: { provider: doomed.provider, identity_id: doomed.id },
  });
}
