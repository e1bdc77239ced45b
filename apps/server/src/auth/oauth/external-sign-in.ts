/**
 * The find-link-or-create rule of external-identity.ts as every external sign-in uses it (the
 * redirect flow's callback and the ID-token grant): a sign-in that would create an account while
 * sign-ups are closed is refused, and the caller's transaction rolls the new user back.
 */
import type { Config } from '../../config.js';
import { signupDisabled } from '../users/closed-signups.js';
import type { Db } from '../../db/database.js';
import { signInExternalIdentity, type ExternalProfile } from './external-identity.js';

export async function signInWithExternalProfile(
  db: Db,
  config: Config,
  profile: ExternalProfile,
  ip: string | null,
) {
  const outcome = await signInExternalIdentity(db, profile, ip);
  if (outcome.kind === 'created' && config.auth.disableSignup) throw signupDisabled();
  return outcome;
}
