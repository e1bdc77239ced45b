/**
 * The auth service's password policy: the strength rule a new password must pass (the contracts'
 * rule, so the web app checks the same way), and the unknowable password of an account created
 * without one.
 */
import { weakPasswordReasons } from '@ascend/contracts';
import { randomToken } from '../../secrets/random-token.js';
import { authErrors } from '../http/auth-errors.js';

// The rule is the contracts' one, so the web app checks new passwords the same way.
export { weakPasswordReasons };

export function assertStrongPassword(password: string, minLength: number): void {
  const reasons = weakPasswordReasons(password, minLength);
  if (reasons.length > 0) {
    throw authErrors.weakPassword(`Password should be at least ${minLength} characters.`, reasons);
  }
}

/** A password nobody knows, for accounts created without one (admin create, magic link). */
export const randomPassword = () => randomToken(32);
