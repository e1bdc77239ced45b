/**
 * What a failed call to the auth service becomes on screen. The service words its errors in
 * English only (the protocol's messages, which clients match on), so the web app keeps the
 * protocol's code and words it from the `authErrors` translations, in the visitor's language.
 */
import type { AuthError } from '@supabase/auth-js';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** A protocol error code (`mfa_verification_failed`…), or one of the client's own below. */
export type AuthFailure = string;

/** The service could not be reached, or answered with a server or gateway error. */
const NETWORK: AuthFailure = 'network';
const UNEXPECTED: AuthFailure = 'unexpected_failure';

/**
 * The code of an auth-js error; null for no error. auth-js tells its own failures by class name
 * (the class itself lives in the lazily loaded client, so it is not imported here).
 */
type ClientError = Pick<AuthError, 'name' | 'code'>;

export function authFailureOf(error: ClientError): AuthFailure;
export function authFailureOf(error: ClientError | null | undefined): AuthFailure | null;
export function authFailureOf(error: ClientError | null | undefined): AuthFailure | null {
  if (!error) return null;
  if (error.name === 'AuthRetryableFetchError') return NETWORK;
  // auth-js turns the protocol's `session_not_found` into this error, without its code.
  if (error.name === 'AuthSessionMissingError') return 'session_not_found';
  return error.code ?? UNEXPECTED;
}

/** Protocol codes are snake_case words; anything else is no key of ours. */
const CODE_SHAPE = /^[a-z0-9_]+$/;

/**
 * Words an auth failure in the language shown now: the code's own text when there is one, else
 * `fallback` (a text of the caller's: what could not be done), else a generic "try again".
 */
export function useAuthFailureMessage(): (failure: AuthFailure, fallback?: string) => string {
  const { t, i18n } = useTranslation('authErrors');
  return useCallback(
    (failure: AuthFailure, fallback?: string) => {
      if (failure === NETWORK) return t('network');
      const key = `codes.${failure}`;
      if (CODE_SHAPE.test(failure) && i18n.exists(key, { ns: 'authErrors' })) return t(key);
      return fallback ?? t('unexpected');
    },
    [t, i18n],
  );
}
