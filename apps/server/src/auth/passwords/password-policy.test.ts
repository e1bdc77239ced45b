import { describe, expect, it } from 'vitest';
import { assertStrongPassword } from './password-policy.js';
import { AuthError } from '../http/auth-error.js';

describe('passwords', () => {
  it('rejects short passwords with the protocol reasons', () => {
    expect(() => assertStrongPassword('12345', 6)).toThrow(AuthError);
    try {
      assertStrongPassword('12345', 6);
    } catch (error) {
      expect((error as AuthError).code).toBe('weak_password');
      expect((error as AuthError).message).toBe('Password should be at least 6 characters.');
      expect((error as AuthError).extra).toEqual({ weak_password: { reasons: ['length'] } });
    }
    expect(() => assertStrongPassword('123456', 6)).not.toThrow();
  });
});
