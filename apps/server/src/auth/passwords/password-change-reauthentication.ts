/**
 * When a password change must prove more than the access token (supabase/auth `UpdatePassword`
 * with `update_password_require_reauthentication`, `AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH`): a
 * stolen token alone must not be enough to lock the owner out.
 *
 * A session signed in within the last 24 hours passes, as upstream: a recovery link opens a new
 * session, so a password reset always does. An older session needs the `nonce` mailed by
 * GET /reauthenticate (checked and spent in the update's transaction), or, our addition, the
 * correct current password: whoever knows it could sign in afresh and pass the 24-hour rule anyway.
 */
import type { SessionRow } from '../../db/schema.js';
import { authErrors } from '../http/auth-errors.js';

/** supabase/auth: `session.CreatedAt.Add(24 * time.Hour)`. */
const RECENT_SIGN_IN_SECONDS = 24 * 60 * 60;

function isRecentSignIn(session: SessionRow | undefined, now = new Date()): boolean {
  if (!session) return false;
  const signedInAt = Date.parse(session.created_at);
  return now.getTime() - signedInAt <= RECENT_SIGN_IN_SECONDS * 1000;
}

export interface PasswordChangeProof {
  session: SessionRow | undefined;
  nonce: string | undefined;
  currentPasswordVerified: boolean;
}

export function assertReauthenticatedForPasswordChange(
  required: boolean,
  { session, nonce, currentPasswordVerified }: PasswordChangeProof,
  now = new Date(),
): void {
  if (!required || currentPasswordVerified || nonce !== undefined) return;
  if (isRecentSignIn(session, now)) return;
  throw authErrors.reauthenticationNeeded();
}
