/**
 * What a sign-up of an already registered address answers while e-mail confirmation is on: a user
 * built exactly as a new sign-up's (same fields, an 'email' identity, `confirmation_sent_at`) but
 * never stored, with fresh ids. supabase/auth answers a sanitized user with `identities: []`
 * instead, which tells a caller that the address is taken; this one does not.
 */
import { nowIso } from '../../time/now-iso.js';
import { userJson, type UserJson } from './user-json.js';
import { newEmailUserRows } from './users-repository.js';

export function lookalikeUser(
  email: string,
  userMetadata: Record<string, unknown>,
  locale: string,
): UserJson {
  const now = nowIso();
  const { user, identity } = newEmailUserRows(
    { email, passwordHash: null, userMetadata, confirmedAt: null, locale },
    now,
  );
  return userJson({ ...user, confirmation_sent_at: now }, [identity]);
}
