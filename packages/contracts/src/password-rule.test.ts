import { describe, expect, it } from 'vitest';
import { newPasswordSchema, signUpSchema } from './auth-forms.js';
import { passwordLength, weakPasswordReasons } from './password-rule.js';

describe('the password rule', () => {
  it('counts characters, not UTF-16 units, against the configured minimum', () => {
    expect(passwordLength('😀😀😀')).toBe(3);
    expect(weakPasswordReasons('😀😀😀', 6)).toEqual(['length']);
    expect(weakPasswordReasons('123456', 6)).toEqual([]);
    expect(weakPasswordReasons('123456', 8)).toEqual(['length']);
  });
});

describe('a new password typed twice', () => {
  const problems = (minLength: number, password: string, confirmPassword: string) =>
    newPasswordSchema(minLength)
      .safeParse({ password, confirmPassword })
      .error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];

  it('reports a mismatch before the length, one problem at a time', () => {
    expect(problems(6, '123', '124')).toEqual([['confirmPassword', 'passwordMismatch']]);
    expect(problems(6, '123', '123')).toEqual([['password', 'passwordTooShort']]);
    expect(problems(6, '123456', '123456')).toEqual([]);
  });

  it('follows the minimum it is given', () => {
    expect(problems(10, '123456789', '123456789')).toEqual([['password', 'passwordTooShort']]);
    expect(problems(10, '1234567890', '1234567890')).toEqual([]);
  });
});

describe('the sign-up form', () => {
  it('trims the e-mail and applies the new-password rules', () => {
    expect(
      signUpSchema(6).parse({
        email: ' ana@example.com ',
        password: 'secret',
        confirmPassword: 'secret',
      }),
    ).toEqual({ email: 'ana@example.com', password: 'secret', confirmPassword: 'secret' });
    expect(
      signUpSchema(6).safeParse({ email: 'a@b.c', password: 'abc', confirmPassword: 'abd' }).error
        ?.issues[0]?.message,
    ).toBe('passwordMismatch');
  });
});
