import { z } from 'zod';
import { weakPasswordReasons } from './password-rule.js';

/** What a form that sets a password checks before sending: the sign-up rules (spec §5). */
export type NewPasswordProblem = 'passwordMismatch' | 'passwordTooShort';

/**
 * A new password typed twice. One problem at a time, the match before the length (spec §5); each
 * issue's message is its `NewPasswordProblem`, which the web app translates.
 */
export function newPasswordSchema(minLength: number) {
  return z
    .object({ password: z.string(), confirmPassword: z.string() })
    .superRefine(({ password, confirmPassword }, context) => {
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
    });
}
export type NewPassword = z.infer<ReturnType<typeof newPasswordSchema>>;
