/**
 * `AUTH_DISABLE_SIGNUP` (supabase/auth `DISABLE_SIGNUP`): no account is created by the public
 * endpoints — `/signup`, `/otp` for a new address, a first Google sign-in — while admin-created
 * and invited users still are.
 */
import type { Config } from '../../config.js';
import { authErrors } from '../http/auth-errors.js';
import type { AuthHandler } from '../http/handler.js';

export const signupDisabled = () => authErrors.signupDisabled();

export function assertSignupsOpen(config: Config): void {
  if (config.auth.disableSignup) throw signupDisabled();
}

const given = (value: unknown) => typeof value === 'string' && value !== '';

/**
 * For `/signup`: refuses before any other check of the body, as supabase/auth's `Signup` does,
 * except for a body with neither e-mail nor phone, which asks for an anonymous sign-in and keeps
 * that answer (`anonymous_provider_disabled` is checked first there).
 */
export const closedToSignups =
  (handler: AuthHandler): AuthHandler =>
  (context) => {
    const body = (context.request.body ?? {}) as Record<string, unknown>;
    if (given(body.email) || given(body.phone)) assertSignupsOpen(context.services.config);
    return handler(context);
  };
