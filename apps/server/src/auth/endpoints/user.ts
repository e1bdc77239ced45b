/** `GET /user` and `PUT /user` (metadata, password, e-mail change) for the signed-in user. */
import { z } from 'zod';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { emailFlowState } from '../flow-states/flow-states.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import {
  metadataObject,
  optionalPassword,
  optionalString,
  parseCodeChallenge,
  parseWith,
  validEmail,
} from '../http/parse-request.js';
import { afterAnswer } from '../http/after-answer.js';
import { unchanging } from '../../http/unchanging-payload.js';
import { prepareMail, type PreparedMail } from '../mails/send-one-time-mail.js';
import { assertReauthenticatedForPasswordChange } from '../passwords/password-change-reauthentication.js';
import { hashPassword, verifyPassword } from '../../passwords/password-hashing.js';
import { assertStrongPassword } from '../passwords/password-policy.js';
import { factorsOf, hasVerifiedFactor } from '../mfa/factors-repository.js';
import { mergeMetadata } from '../users/metadata.js';
import { consumeReauthenticationNonce } from './reauthenticate.js';
import { userJson } from '../users/user-json.js';
import { planEmailChange, type EmailChangePlan } from '../users/email-change-plan.js';
import { deleteSessionsOfUser } from '../sessions/sessions-repository.js';
import { deleteEmailChangeTokens } from '../tokens/one-time-tokens.js';
import { findUserById, updateUserRow, userMetadataForMerge } from '../users/users-repository.js';
import { identitiesOf } from '../users/identities-repository.js';
import { applyConfirmedEmail } from '../users/confirmed-email-change.js';
import { nowIso } from '../../time/now-iso.js';
import { parseJsonObject } from '../../json/parse-json-object.js';

export const getUser: AuthHandler = async ({ services, auth }) => {
  const userId = auth!.user.id;
  const sessionId = auth!.session?.id;
  // The same for every request until the user's rows change, so it is built and turned into JSON
  // once. Its parts come from the read cache too, under the key authenticate.ts just filled:
  // reading them again inside this load means a change in between keeps the JSON out of the cache.
  const json = await services.database.readCache.read(
    userId,
    'user-json',
    async () => {
      const { user, identities } = await services.users.load(userId, sessionId);
      if (!user) throw authErrors.tokenUserNotFound();
      return userJson(user, identities, await services.users.factors(userId));
      // The JSON's own sources: a write to the user's sessions or other rows keeps it.
    },
    { tables: ['users', 'identities', 'mfa_factors'] },
  );
  return unchanging(json);
};

const updateBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalPassword,
  current_password: optionalPassword,
  data: metadataObject,
  app_metadata: z.unknown().optional(),
  nonce: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export const updateUser: AuthHandler = async ({ services, request, reply, auth }) => {
  const body = parseWith(updateBody, request.body);
  const { user, session } = auth!;
  const { config } = services;
  if (body.app_metadata !== undefined && body.app_metadata !== null) {
    throw authErrors.notAdmin('Updating app_metadata requires admin privileges');
  }
  if (body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled();
  }
  const challenge = parseCodeChallenge(body.code_challenge, body.code_challenge_method);
  const factors = await factorsOf(services.db, user.id);
  if (
    (body.email !== undefined || body.password !== undefined) &&
    hasVerifiedFactor(factors) &&
    session?.aal !== 'aal2'
  ) {
    // A stolen password alone must not be enough to take over an account protected by MFA.
    throw authErrors.insufficientAalToUpdateUser();
  }

  let newPasswordHash: string | undefined;
  if (body.password !== undefined) {
    assertStrongPassword(body.password, config.auth.passwordMinLength);
    // When the client proves the current password (the account page always does), it must match.
    const currentPasswordVerified =
      body.current_password !== undefined && user.encrypted_password
        ? await verifyPassword(user.encrypted_password, body.current_password)
        : undefined;
    if (currentPasswordVerified === false) {
      throw authErrors.currentPasswordMismatch();
    }
    assertReauthenticatedForPasswordChange(config.auth.passwordChangeRequiresReauth, {
      session,
      nonce: body.nonce,
      currentPasswordVerified: currentPasswordVerified === true,
    });
    if (user.encrypted_password && (await verifyPassword(user.encrypted_password, body.password))) {
      throw authErrors.samePassword();
    }
    newPasswordHash = await hashPassword(body.password);
  }

  let newEmail: string | undefined;
  let emailChange: EmailChangePlan = { mails: [], delivers: () => true };
  if (body.email !== undefined) {
    const candidate = validEmail(body.email);
    if (candidate !== user.email) {
      newEmail = candidate;
      emailChange = await planEmailChange(services, user, candidate);
    }
  }

  const origin = requestOrigin(request);
  // A write transaction holding the user's row: the metadata merged below is read inside it, so a
  // concurrent change (an avatar upload writing `avatar_url`) is merged rather than overwritten.
  const mails = await writeTransaction(services.database, async ({ db: trx, lockRows }) => {
    const now = nowIso();
    const prepared: PreparedMail[] = [];
    // A nonce, when given, must be a live code from GET /reauthenticate; it is used up here.
    if (body.nonce !== undefined) await consumeReauthenticationNonce(trx, user, body.nonce);
    if (body.data) {
      const stored = await userMetadataForMerge(trx, user.id, lockRows);
      if (stored === undefined) throw authErrors.userNotFound();
      const merged = mergeMetadata(parseJsonObject(stored), body.data);
      await updateUserRow(trx, user.id, { user_metadata: JSON.stringify(merged), updated_at: now });
    }
    if (newPasswordHash) {
      await updateUserRow(trx, user.id, { encrypted_password: newPasswordHash, updated_at: now });
      // A new password signs out every other device.
      await deleteSessionsOfUser(trx, user.id, session ? { except: session.id } : {});
      await writeOwnAudit(trx, user.id, {
        action: 'user_updated_password',
        ip: origin.ip,
      });
    }
    if (newEmail && config.auth.autoconfirm) {
      await applyConfirmedEmail(trx, user, { email: newEmail }, { now, ip: origin.ip });
    } else if (newEmail) {
      await deleteEmailChangeTokens(trx, user.id);
      const flowStateId = await emailFlowState(trx, user.id, challenge, 'email_change');
      for (const mail of emailChange.mails) {
        const ready = await prepareMail(services, trx, request, user, mail, flowStateId);
        if (emailChange.delivers(mail)) prepared.push(ready);
      }
      await updateUserRow(trx, user.id, {
        email_change: newEmail,
        email_change_sent_at: now,
        updated_at: now,
      });
      await writeOwnAudit(trx, user.id, {
        action: 'user_email_change_requested',
        ip: origin.ip,
      });
    } else if (body.data) {
      await writeOwnAudit(trx, user.id, {
        action: 'user_modified',
        ip: origin.ip,
        traits: { change: 'user_metadata' },
      });
    }
    return prepared;
  });
  // After the answer: a taken new address is sent nothing, and must not answer sooner.
  afterAnswer(reply, 'e-mail change mails', async () => {
    for (const mail of mails) await mail.send();
  });
  const updated = (await findUserById(services.db, user.id))!;
  return userJson(updated, await identitiesOf(services.db, user.id), factors);
};
