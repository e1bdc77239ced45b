/**
 * The parts of the protocol this service does not offer, answered exactly as supabase/auth answers
 * them when they are switched off, so clients show their own "not enabled" errors instead of
 * stumbling on a bare 404: SAML single sign-on (`requireSAMLEnabled`), web3 sign-in (`Web3Grant`)
 * and passkeys (`requirePasskeyEnabled`, which runs before authentication).
 */
import { authErrors } from '../http/auth-errors.js';
import type { AuthHandler } from '../http/handler.js';
import { userFromParams } from './admin.js';

export const samlDisabled: AuthHandler = () => {
  throw authErrors.samlProviderDisabled();
};

export const web3Disabled: AuthHandler = () => {
  throw authErrors.web3ProviderDisabled();
};

export const passkeysDisabled: AuthHandler = () => {
  throw authErrors.passkeyDisabled();
};

/** `GET /admin/users/:id/passkeys`: nobody can register one here, so the list is always empty. */
export const adminListPasskeys: AuthHandler = async (context) => {
  await userFromParams(context);
  return [];
};

/** `DELETE /admin/users/:id/passkeys/:passkey_id`: there is none to delete. */
export const adminDeletePasskey: AuthHandler = async (context) => {
  await userFromParams(context);
  throw authErrors.passkeyNotFound();
};
