import { describe, expect, it } from 'vitest';
import { passwordChangeMessage, passwordFormProblem } from './password-change';

const filled = {
  proof: 'password' as const,
  current: 'old-secret',
  code: '',
  password: 'a-new-secret',
  confirmation: 'a-new-secret',
  minLength: 6,
};

describe('the password form rules', () => {
  it('never sends an empty proof, then checks the new password', () => {
    expect(passwordFormProblem(filled)).toBeNull();
    expect(passwordFormProblem({ ...filled, current: '' })).toBe('currentMissing');
    expect(passwordFormProblem({ ...filled, proof: 'code', code: '  ' })).toBe('codeMissing');
    expect(passwordFormProblem({ ...filled, proof: 'code', current: '', code: '123456' })).toBe(
      null,
    );
    expect(passwordFormProblem({ ...filled, confirmation: 'other' })).toBe('mismatch');
    // The server's minimum, not a number of the web app's own.
    expect(passwordFormProblem({ ...filled, minLength: 13 })).toBe('short');
  });

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
