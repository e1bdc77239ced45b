/**
 * What the web app's auth forms check before they send anything to the auth service; the service
 * checks the same again (the password minimum is its `AUTH_PASSWORD_MIN_LENGTH`). Messages of
 * the web-only rules are problem codes that the web app translates.
 */
import { z } from 'zod';
import { weakPasswordReasons } from './password-rule.js';

/** What a form that sets a password checks before sending: the sign-up rules (spec §5). */
type NewPasswordProblem = 'passwordMismatch' | 'passwordTooShort';

/** A password change whose proof of who is asking was left empty. */
type PasswordProofProblem = 'currentPasswordMissing' | 'codeMissing';

/** Every problem an auth form reports by code; the web app words each one. */
export type AuthFormProblem = NewPasswordProblem | PasswordProofProblem | 'totpCodeInvalid';

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
export const totpCodeSchema = z.object({
  code: z.string().regex(/^\d{6}$/, 'totpCodeInvalid' satisfies AuthFormProblem),
});

/**
 * How a password change proves who is asking: the current password, or a code the auth service
 * mails on request (its `nonce`), as the server may demand either for an older session.
 */
export type PasswordChangeProof = { currentPassword: string } | { nonce: string };

/**
 * Changing the password on the account page: the chosen proof, then the new one twice; one problem
 * at a time, the proof first. An empty proof is never sent: the server would take it as no proof
 * at all. Parses to what the auth service takes: the new password and the proof chosen.
 */
export function changePasswordSchema(minLength: number) {
  const checkPasswords = checkNewPassword(minLength);
  return z
    .object({
      proof: z.enum(['password', 'code']),
      currentPassword: z.string(),
      code: z.string().trim(),
      password: z.string(),
      confirmPassword: z.string(),
    })
    .superRefine((values, context) => {
      if (values.proof === 'password' && values.currentPassword === '') {
        context.addIssue({
          code: 'custom',
          path: ['currentPassword'],
          message: 'currentPasswordMissing' satisfies AuthFormProblem,
        });
      } else if (values.proof === 'code' && values.code === '') {
        context.addIssue({
          code: 'custom',
          path: ['code'],
          message: 'codeMissing' satisfies AuthFormProblem,
        });
      } else {
        checkPasswords(values, context);
      }
    })
    .transform(
      ({
        proof,
        currentPassword,
        code,
        password,
      }): { password: string; proof: PasswordChangeProof } => ({
        password,
        proof: proof === 'code' ? { nonce: code } : { currentPassword },
      }),
    );
}
