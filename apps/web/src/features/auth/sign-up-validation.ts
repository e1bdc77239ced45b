/** Minimum password length (spec §9); the server enforces the same. */
export const MIN_PASSWORD_LENGTH = 6;

export type PasswordProblem = 'passwordMismatch' | 'passwordTooShort';

/** Sign-up and new-password checks, in the spec's order: the match before the length. */
export function checkNewPassword(password: string, confirmation: string): PasswordProblem | null {
  if (password !== confirmation) return 'passwordMismatch';
  if (password.length < MIN_PASSWORD_LENGTH) return 'passwordTooShort';
  return null;
}
