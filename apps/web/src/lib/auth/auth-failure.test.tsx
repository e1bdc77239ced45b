import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createTestI18n } from '@/test-support/signed-in';
import { authFailureOf, useAuthFailureMessage } from './auth-failure';

function wordingIn(language: string) {
  const i18n = createTestI18n(language);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(() => useAuthFailureMessage(), { wrapper }).result.current;
}

describe('an auth failure', () => {
  it("is the protocol's code, or what auth-js says of a failure of its own", () => {
    expect(authFailureOf(null)).toBeNull();
    expect(authFailureOf({ name: 'AuthApiError', code: 'email_exists' })).toBe('email_exists');
    expect(authFailureOf({ name: 'AuthRetryableFetchError', code: undefined })).toBe('network');
    expect(authFailureOf({ name: 'AuthSessionMissingError', code: undefined })).toBe(
      'session_not_found',
    );
    expect(authFailureOf({ name: 'AuthUnknownError', code: undefined })).toBe('unexpected_failure');
  });

  it("is worded in the visitor's language, the caller's fallback or a generic one otherwise", () => {
    const english = wordingIn('en');
    expect(english('mfa_verification_failed')).toMatch(/^That code is not correct/);
    expect(english('network')).toMatch(/^Could not reach the service/);
    expect(english('unexpected_failure')).toBe('Something went wrong. Try again.');
    expect(english('unexpected_failure', 'Could not do it.')).toBe('Could not do it.');
    const spanish = wordingIn('es');
    expect(spanish('email_exists')).toBe('Otra cuenta ya usa esta dirección de correo.');
    expect(spanish('a_code_from_a_newer_server')).toBe('Algo salió mal. Inténtalo de nuevo.');
  });

  it('never takes a code for a path into the translations', () => {
    const english = wordingIn('en');
    for (const code of ['toString', '__proto__', 'codes', '', 'network.x', '../unexpected']) {
      expect(english(code), code).toBe('Something went wrong. Try again.');
    }
  });
});
