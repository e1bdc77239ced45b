/** The user object of the protocol (supabase/auth `models.User`), built from our rows. */
import type { IdentityRow, MfaFactorRow, UserRow } from '../../db/schema.js';
import { factorJson } from '../mfa/factors-repository.js';
import { parseJsonObject } from '../../json/parse-json-object.js';

interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email?: string;
}

export type UserJson = Record<string, unknown> & { id: string };

function identityJson(row: IdentityRow): IdentityJson {
  return {
    identity_id: row.id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: parseJsonObject(row.identity_data),
    provider: row.provider,
    ...(row.last_sign_in_at ? { last_sign_in_at: row.last_sign_in_at } : {}),
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(row.email ? { email: row.email } : {}),
  };
}

function earliest(...values: (string | null)[]): string | undefined {
  const present = values.filter((value): value is string => value !== null);
  return present.sort()[0];
}

/**
 * Optional fields appear only when set, as Go's `omitempty` does; so do `factors` (verified and
 * unverified: the client's listFactors and getAuthenticatorAssuranceLevel read them from here).
 */
export function userJson(
  user: UserRow,
  identities: readonly IdentityRow[],
  factors: readonly MfaFactorRow[] = [],
): UserJson {
  const optional: Record<string, string | null> = {
    email_confirmed_at: user.email_confirmed_at,
    phone_confirmed_at: user.phone_confirmed_at,
    confirmation_sent_at: user.confirmation_sent_at,
    confirmed_at: earliest(user.email_confirmed_at, user.phone_confirmed_at) ?? null,
    recovery_sent_at: user.recovery_sent_at,
    new_email: user.email_change,
    email_change_sent_at: user.email_change_sent_at,
    last_sign_in_at: user.last_sign_in_at,
    invited_at: user.invited_at,
    banned_until: user.banned_until,
  };
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email ?? '',
    phone: user.phone ?? '',
    ...Object.fromEntries(Object.entries(optional).filter(([, value]) => value)),
    app_metadata: parseJsonObject(user.app_metadata),
    user_metadata: parseJsonObject(user.user_metadata),
    identities: identities.map(identityJson),
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: user.created_at,
    updated_at: user.updated_at,
    is_anonymous: user.is_anonymous === 1,
  };
}
