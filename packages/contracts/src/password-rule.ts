/**
 * The password rule, shared by the server (which enforces it with `AUTH_PASSWORD_MIN_LENGTH`) and
 * the web app (which checks it before sending, with the minimum the server publishes in its
 * runtime configuration). No zod here: the landing page's first download reads the default.
 */

/** The protocol's default and lowest minimum; 72 is the most bcrypt-compatible hashes hold. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 6;
export const LOWEST_PASSWORD_MIN_LENGTH = 6;
export const HIGHEST_PASSWORD_MIN_LENGTH = 72;

/** Length in characters (code points), as the server counts it: an emoji is one character. */
export function passwordLength(password: string): number {
  return [...password].length;
}

/** Reasons in the auth protocol's words (`length`, `characters`, `pwned`); none when it passes. */
export function weakPasswordReasons(password: string, minLength: number): 'length'[] {
  return passwordLength(password) < minLength ? ['length'] : [];
}
