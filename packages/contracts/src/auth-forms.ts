/**
 * What the web app's auth forms check before they send anything to the auth service; the service
 * checks the same again (the password minimum is its `AUTH_PASSWORD_MIN_LENGTH`). Messages of
 * the web-only rules are problem codes that the web app translates.
 */
import { z } from 'zod';
import { weakPasswordReasons } from './password-rule.js';

/** What a form that sets a password checks before sending: the sign-up rules (spec §5). */
export type NewPasswordProblem = 'passwordMismatch' | 'passwordTooShort';

const email = z.string().trim();

/** One problem at a time, the match before the length (spec §5). */
function checkNewPassword(minLength: number) {
  return (
    { password, confirmPassword }: { password: string; confirmPassword: string },
    context: z.RefinementCtx,
  ) => {
    if (password !== confirmPassword) {
      context.addIssue({
        code: 'custom',
        path: ['confirmPassword'],
        message: 'passwordMismatch' satisfies NewPasswordProblem,
      });
    } else if (weakPasswordReasons(password, minLength).length > 0) {
      context.addIssue({
        code: 'custom',
        path: ['password'],
        message: 'passwordTooShort' satisfies NewPasswordProblem,
        params: { minimum: minLength },
      });
    }
  };
}

/** A new password typed twice (password reset, change). */
export function newPasswordSchema(minLength: number) {
  return z
    .object({ password: z.string(), confirmPassword: z.string() })
    .superRefine(checkNewPassword(minLength));
}
export type NewPassword = z.infer<ReturnType<typeof newPasswordSchema>>;

export const signInSchema = z.object({ email, password: z.string() });
export type SignIn = z.infer<typeof signInSchema>;

export function signUpSchema(minLength: number) {
  return z
    .object({ email, password: z.string(), confirmPassword: z.string() })
    .superRefine(checkNewPassword(minLength));
}

/** "Forgot password?": where to send the recovery link. */
export const recoverySchema = z.object({ email });

/** A TOTP code as authenticator apps show it. */
export const totpCodeSchema = z.object({ code: z.string().regex(/^\d{6}$/) });

/** Changing the password on the account page: the current one, then the new one twice. */
export function changePasswordSchema(minLength: number) {
  return z
    .object({ currentPassword: z.string(), password: z.string(), confirmPassword: z.string() })
    .superRefine(checkNewPassword(minLength));
}
