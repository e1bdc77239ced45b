/**
 * Which message an error of the auth service becomes on the account page's password form (keys of
 * `account:security.password.errors`): its own words for a password change, more precise than the
 * general ones of `lib/auth/auth-failure`. What is checked before sending is the contracts'
 * `changePasswordSchema`.
 */
const MESSAGE_OF_CODE = {
  reauthentication_needed: 'reauthenticationNeeded',
  reauthentication_not_valid: 'codeInvalid',
  current_password_mismatch: 'currentPasswordWrong',
  current_password_invalid: 'currentPasswordWrong',
  same_password: 'samePassword',
  weak_password: 'weak',
  insufficient_aal: 'insufficientAal',
  over_request_rate_limit: 'rateLimited',
  over_email_send_rate_limit: 'codeRateLimited',
} as const;

export type PasswordChangeMessage =
  (typeof MESSAGE_OF_CODE)[keyof typeof MESSAGE_OF_CODE] | 'unexpected' | 'codeNotSent';

/** The message for an auth error code; `fallback` for codes the form has no words for. */
export function passwordChangeMessage(
  code: string,
  fallback: 'unexpected' | 'codeNotSent' = 'unexpected',
): PasswordChangeMessage {
  return Object.hasOwn(MESSAGE_OF_CODE, code)
    ? MESSAGE_OF_CODE[code as keyof typeof MESSAGE_OF_CODE]
    : fallback;
}
