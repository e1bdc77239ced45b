/**
 * The rules of the account page's password form, apart from its markup: what is checked before
 * sending, and which message an error of the auth service becomes (keys of
 * `account:security.password.errors`).
 */
import { weakPasswordReasons } from '@ascend/contracts';

/** How the person proves it is them: the current password, or a code mailed on request. */
export type PasswordProofKind = 'password' | 'code';

/** The sign-up rules (spec §5): the confirmation must match first, then the length counts. */
function passwordProblem(
  password: string,
  confirmation: string,
  /** The server's `AUTH_PASSWORD_MIN_LENGTH`, from the runtime configuration. */
  minLength: number,
): 'mismatch' | 'short' | null {
  if (password !== confirmation) return 'mismatch';
  if (weakPasswordReasons(password, minLength).length > 0) return 'short';
  return null;
}

/**
 * What is missing before the form may be sent. An empty proof is never sent: the server would
 * take it as no proof at all.
 */
export function passwordFormProblem(values: {
  proof: PasswordProofKind;
  current: string;
  code: string;
  password: string;
  confirmation: string;
  minLength: number;
}): 'currentMissing' | 'codeMissing' | 'mismatch' | 'short' | null {
  if (values.proof === 'password' && values.current === '') return 'currentMissing';
  if (values.proof === 'code' && values.code.trim() === '') return 'codeMissing';
  return passwordProblem(values.password, values.confirmation, values.minLength);
}

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
