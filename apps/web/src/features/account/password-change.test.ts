import { describe, expect, it } from 'vitest';
import { passwordChangeMessage } from './password-change';

describe('the password form messages', () => {
  it('words the auth errors of a password change, and anything else as the fallback', () => {
    expect(passwordChangeMessage('reauthentication_needed')).toBe('reauthenticationNeeded');
    expect(passwordChangeMessage('reauthentication_not_valid')).toBe('codeInvalid');
    expect(passwordChangeMessage('current_password_mismatch')).toBe('currentPasswordWrong');
    expect(passwordChangeMessage('current_password_invalid')).toBe('currentPasswordWrong');
    expect(passwordChangeMessage('over_email_send_rate_limit')).toBe('codeRateLimited');
    expect(passwordChangeMessage('unexpected_failure')).toBe('unexpected');
    expect(passwordChangeMessage('toString')).toBe('unexpected');
    expect(passwordChangeMessage('unexpected_failure', 'codeNotSent')).toBe('codeNotSent');
  });
});
