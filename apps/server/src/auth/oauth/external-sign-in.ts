/**
 * The find-link-or-create rule of external-identity.ts as every external sign-in uses it (the
 * redirect flow's callback and the ID-token grant): a sign-in that would create an account while
 * sign-ups are closed is refused, and the caller's transaction rolls the new user back.
 */
import type { Config } from '../../config.js';
import { signupDisabled } from '../users/closed-signups.js';
import type { WriteContext } from '../../db/write-transaction.js';
import { signInExternalIdentity, type ExternalProfile } from './external-identity.js';

export async function signInWithExternalProfile(
  context: WriteContext,
  config: Config,
  profile: ExternalProfile,
  ip: string | null,
) {
  const outcome = await signInExternalIdentity(context, profile, ip);
  if (outcome.kind === 'created' && config.auth.disableSignup) throw signupDisabled();
  return outcome;
}
