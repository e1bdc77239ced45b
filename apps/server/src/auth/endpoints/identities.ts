/**
 * Manual identity linking (supabase/auth `identity.go`), offered when AUTH_MANUAL_LINKING is on:
 * `GET /user/identities/authorize` starts a Google flow whose callback links the Google identity
 * to the signed-in user (the client's `linkIdentity`), `DELETE /user/identities/:id` removes one
 * (`unlinkIdentity`), never the last. Off, both answer 404 `manual_linking_disabled` — after
 * authentication, as supabase/auth's middleware order has it.
 */
import type { Config } from '../../config.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import { unlinkIdentity } from '../oauth/linked-identities.js';
import { isUuid } from '../../identity/uuid.js';
import { startGoogleFlow } from './oauth.js';
import { writeTransaction } from '../../db/write-transaction.js';

export function assertManualLinking(config: Config): void {
  if (!config.auth.manualLinking) {
    throw authErrors.manualLinkingDisabled();
  }
}

export const linkIdentityAuthorize: AuthHandler = async (context) => {
  assertManualLinking(context.services.config);
  const url = (await startGoogleFlow(context, context.auth!.user.id)).toString();
  // The client fetches this with its token and navigates itself: it asks for the URL as JSON.
  const query = (context.request.query ?? {}) as Record<string, unknown>;
  if (query.skip_http_redirect === 'true') return { url };
  return context.reply.redirect(url, 302);
};

export const unlinkIdentityById: AuthHandler = async ({ services, request, auth }) => {
  assertManualLinking(services.config);
  const { id } = (request.params ?? {}) as { id?: string };
  if (!isUuid(id)) throw authErrors.invalidUuid('identity_id');
  await writeTransaction(services.database, ({ db: trx }) =>
    unlinkIdentity(trx, auth!.user, id.toLowerCase(), requestOrigin(request).ip),
  );
  return {};
};
