/**
 * Who a provider's identity signs in as (supabase/auth `createAccountFromExternalIdentity`): the user
 * already holding that identity; else the account with the same e-mail when the provider has
 * verified it (the identity is linked to it; an account whose e-mail was never confirmed is first
 * cleared of its password and metadata, which whoever signed it up chose); else a new user.
 */
import { randomUUID } from 'node:crypto';
import type { IdentityRow, UserRow } from '../../db/schema.js';
import { writeAudit, writeOwnAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import { claimUnconfirmedAccount } from '../users/contested-signup.js';
import {
  findIdentityOfSubject,
  insertIdentity,
  updateIdentity,
} from '../users/identities-repository.js';
import { mergeMetadata } from '../users/metadata.js';
import { syncProviders } from './app-metadata-providers.js';
import type { Db } from '../../db/database.js';
import type { WriteContext } from '../../db/write-transaction.js';
import {
  findHeldUser,
  findUserByEmail,
  findUserById,
  isBanned,
  insertUserRow,
  updateUserRow,
} from '../users/users-repository.js';
import { normalizeEmail } from '../users/email-address.js';
import { nowIso } from '../../time/now-iso.js';
import { parseJsonObject } from '../../json/parse-json-object.js';

export interface ExternalProfile {
  provider: string;
  /** The provider's subject (`sub`). */
  subject: string;
  email: string;
  emailVerified: boolean;
  /** The identity data as supabase/auth stores it (its `Claims` struct). */
  identityData: Record<string, unknown>;
}

export type SignInKind = 'existing' | 'linked' | 'created';

const needsVerification = (provider: string) => authErrors.providerEmailNeedsVerification(provider);

async function updateProfile(db: Db, user: UserRow, profile: ExternalProfile, now: string) {
  // supabase/auth copies the provider's claims into user_metadata on every sign-in.
  const metadata = mergeMetadata(parseJsonObject(user.user_metadata), profile.identityData);
  await updateUserRow(db, user.id, { user_metadata: JSON.stringify(metadata), updated_at: now });
  await syncProviders(db, user, now, 'stored');
}

/** The identity row of a provider's profile, signed in with now. */
export function identityOfProfile(
  userId: string,
  profile: ExternalProfile,
  email: string,
  now: string,
): IdentityRow {
  return {
    id: randomUUID(),
    provider_id: profile.subject,
    provider: profile.provider,
    user_id: userId,
    identity_data: JSON.stringify(profile.identityData),
    email,
    last_sign_in_at: now,
    created_at: now,
    updated_at: now,
  };
}

/** Finds, links or creates the user, in the caller's transaction, with the audit events. */
export async function signInExternalIdentity(
  context: WriteContext,
  profile: ExternalProfile,
  ip: string | null,
): Promise<{ user: UserRow; kind: SignInKind }> {
  const { db } = context;
  const now = nowIso();
  const email = normalizeEmail(profile.email);
  const identity = await findIdentityOfSubject(db, profile.provider, profile.subject);
  // The identity's and the address's users are held before anything is written for them: a user
  // deleted meanwhile (their identities with them) is then not found, and the sign-in goes on as
  // one arriving just after the deletion, rather than failing on a broken foreign key (a 500).
  const owner = identity ? await findHeldUser(context, identity.user_id) : undefined;

  let user: UserRow | undefined;
  let kind: SignInKind;
  if (identity && owner) {
    user = owner;
    await updateIdentity(db, identity.id, {
      identity_data: JSON.stringify(profile.identityData),
      email,
      last_sign_in_at: now,
      updated_at: now,
    });
    kind = 'existing';
  } else {
    const byEmail = await findUserByEmail(db, email);
    const sameEmail = byEmail && (await findHeldUser(context, byEmail.id));
    if (sameEmail) {
      if (!profile.emailVerified) throw needsVerification(profile.provider);
      // The provider has verified the mailbox: an unconfirmed account is its owner's, and whatever
      // its sign-up set (a password, metadata, mailed links) goes, so whoever signed it up keeps
      // no way in (supabase/auth `RemoveUnconfirmedIdentities`).
      user = sameEmail.email_confirmed_at
        ? sameEmail
        : await claimUnconfirmedAccount(db, sameEmail, profile.identityData, now);
      await insertIdentity(db, identityOfProfile(user.id, profile, profile.email, now));
      kind = 'linked';
      await writeOwnAudit(db, user.id, {
        action: 'identity_linked',
        ip,
        traits: { provider: profile.provider },
      });
    } else {
      // An unverified address is not proof of ownership; no mail goes out from here to confirm it.
      if (!profile.emailVerified) throw needsVerification(profile.provider);
      const id = randomUUID();
      await insertUserRow(db, {
        id,
        aud: 'authenticated',
        role: 'authenticated',
        email,
        phone: null,
        encrypted_password: null,
        email_confirmed_at: now,
        phone_confirmed_at: null,
        confirmation_sent_at: null,
        recovery_sent_at: null,
        email_change: null,
        email_change_sent_at: null,
        last_sign_in_at: null,
        invited_at: null,
        banned_until: null,
        app_metadata: JSON.stringify({
          provider: profile.provider,
          providers: [profile.provider],
        }),
        user_metadata: JSON.stringify(profile.identityData),
        locale: 'en',
        created_at: now,
        updated_at: now,
      });
      await insertIdentity(db, identityOfProfile(id, profile, profile.email, now));
      user = (await findUserById(db, id))!;
      kind = 'created';
      await writeAudit(db, {
        action: 'user_signedup',
        userId: id,
        actorId: id,
        ip,
        traits: { provider: profile.provider },
      });
    }
  }
  if (isBanned(user)) throw authErrors.userBanned();
  if (kind !== 'created') await updateProfile(db, user, profile, now);
  await writeOwnAudit(db, user.id, {
    action: 'login',
    ip,
    traits: { provider: profile.provider },
  });
  return { user: (await findUserById(db, user.id))!, kind };
}
