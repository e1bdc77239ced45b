import { describe, expect, it } from 'vitest';
import { changePasswordSchema, totpCodeSchema } from './auth-forms.js';

describe('the password change form', () => {
  const filled = {
    proof: 'password' as const,
    currentPassword: 'old-secret',
    code: '',
    password: 'a-new-secret',
    confirmPassword: 'a-new-secret',
  };
  const problems = (values: typeof filled | Record<string, unknown>, minLength = 6) =>
    changePasswordSchema(minLength)
      .safeParse(values)
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('never sends an empty proof, then checks the new password, one problem at a time', () => {
    expect(problems(filled)).toEqual([]);
    expect(problems({ ...filled, currentPassword: '', confirmPassword: 'other' })).toEqual([
      ['currentPassword', 'currentPasswordMissing'],
    ]);
    expect(problems({ ...filled, proof: 'code', code: '  ' })).toEqual([['code', 'codeMissing']]);
    expect(problems({ ...filled, proof: 'code', currentPassword: '', code: '123456' })).toEqual([]);
    expect(problems({ ...filled, confirmPassword: 'other' })).toEqual([
      ['confirmPassword', 'passwordMismatch'],
    ]);
    // The server's minimum, not a number of the web app's own.
    expect(problems(filled, 13)).toEqual([['password', 'passwordTooShort']]);
  });

  it('parses to the new password and the chosen proof alone, the code trimmed', () => {
    expect(changePasswordSchema(6).parse(filled)).toEqual({
      password: 'a-new-secret',
      proof: { currentPassword: 'old-secret' },
    });
    expect(changePasswordSchema(6).parse({ ...filled, proof: 'code', code: ' 123456 ' })).toEqual({
      password: 'a-new-secret',
      proof: { nonce: '123456' },
    });
  });
});

describe('a TOTP code', () => {
  it('is six digits, and anything else is reported as such', () => {
    expect(totpCodeSchema.parse({ code: '012345' })).toEqual({ code: '012345' });
    for (const code of ['12345', '1234567', '12a456', ' 123456', '']) {
      expect(totpCodeSchema.safeParse({ code }).error?.issues[0]?.message, code).toBe(
        'totpCodeInvalid',
      );
    }
  });
});
