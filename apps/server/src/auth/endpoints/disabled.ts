/**
 * The parts of the protocol this service does not offer, answered exactly as supabase/auth answers
 * them when they are switched off, so clients show their own "not enabled" errors instead of
 * stumbling on a bare 404: SAML single sign-on (`requireSAMLEnabled`), web3 sign-in (`Web3Grant`)
 * and passkeys (`requirePasskeyEnabled`, which runs before authentication).
 */
import { AuthError } from '../http/auth-error.js';
import type { AuthHandler } from '../http/handler.js';
import { userFromParams } from './admin.js';

export const samlDisabled: AuthHandler = () => {
  throw new AuthError(404, 'saml_provider_disabled', 'SAML 2.0 is disabled');
};

export const web3Disabled: AuthHandler = () => {
  throw new AuthError(422, 'web3_provider_disabled', 'Web3 provider is disabled');
};

export const passkeysDisabled: AuthHandler = () => {
  throw new AuthError(404, 'passkey_disabled', 'Passkeys are disabled');
};

/** `GET /admin/users/:id/passkeys`: nobody can register one here, so the list is always empty. */
export const adminListPasskeys: AuthHandler = async (context) => {
  await userFromParams(context);
  return [];
};

/** `DELETE /admin/users/:id/passkeys/:passkey_id`: there is none to delete. */
export const adminDeletePasskey: AuthHandler = async (context) => {
  await userFromParams(context);
  throw new AuthError(404, 'validation_failed', 'Passkey not found');
};
