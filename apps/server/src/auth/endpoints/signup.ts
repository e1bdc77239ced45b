/** `POST /signup`: e-mail and password sign-up, with or without e-mail confirmation. */
import { z } from 'zod';
import { lookalikeUser } from '../users/lookalike-user.js';
import { writeOwnAudit } from '../../audit/audit-log.js';
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
import { emailFlowState } from '../flow-states/flow-states.js';
import { pickLocale } from '../mails/auth-mail-templates.js';
import { prepareMail, type PlannedMail } from '../mails/send-one-time-mail.js';
import { hashPassword, matchesStoredPassword } from '../../passwords/password-hashing.js';
import { assertStrongPassword } from '../passwords/password-policy.js';
import { setSessionHeaders, signIn, tokenResponse } from '../sessions/sessions.js';
import { userJson } from '../users/user-json.js';
import { mergeMetadata } from '../users/metadata.js';
import { markSignupContested } from '../users/contested-signup.js';
import { findUserByEmail, insertEmailUser, updateUserRow } from '../users/users-repository.js';
import { identitiesOf } from '../users/identities-repository.js';
import { nowIso } from '../../time/now-iso.js';
import { writeTransaction } from '../../db/write-transaction.js';

const signupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalPassword,
  data: metadataObject,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export const signup: AuthHandler = async ({ services, request, reply, passDeferredLimits }) => {
  const body = parseWith(signupBody, request.body);
  const { config } = services;
  if (body.email === undefined && body.phone === undefined) {
    throw authErrors.anonymousProviderDisabled();
  }
  if (body.email !== undefined && body.phone !== undefined) {
    throw authErrors.validationFailed(
      'Only an email address or phone number should be provided on signup.',
    );
  }
  if (body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled('Phone signups are disabled');
  }
  const email = validEmail(body.email!);
  if (body.password === undefined)
    throw authErrors.validationFailed('Signup requires a valid password');
  assertStrongPassword(body.password, config.auth.passwordMinLength);
  const challenge = parseCodeChallenge(body.code_challenge, body.code_challenge_method);
  const data = mergeMetadata({}, body.data ?? {});
  const locale = pickLocale(
    typeof data.locale === 'string' ? data.locale : undefined,
    typeof data.language === 'string' ? data.language : undefined,
    request.headers['accept-language'],
  );

  // Before the look-up (routes.ts: the mail limits, when sign-up confirms by mail), so a
  // registered, an unconfirmed and a new address meet the same 429s.
  await passDeferredLimits();
  const existing = await findUserByEmail(services.db, email);
  if (existing && (existing.email_confirmed_at || config.auth.autoconfirm)) {
    // The same password work as a new account, so a duplicate takes as long.
    await hashPassword(body.password);
    if (config.auth.autoconfirm) {
      throw authErrors.userAlreadyExists();
    }
    return lookalikeUser(email, data, locale);
  }
  // A repeated sign-up of an unconfirmed address stores nothing of its own: the password and data
  // stay the first sign-up's, and a different password marks the address contested. Comparing
  // costs one argon2 run, as hashing a new account's password does.
  const contested = existing
    ? !(await matchesStoredPassword(existing.encrypted_password, body.password))
    : false;
  const passwordHash = existing ? null : await hashPassword(body.password);

  const origin = requestOrigin(request);
  if (config.auth.autoconfirm) {
    const issued = await writeTransaction(services.database, async ({ db: trx }) => {
      const user = await insertEmailUser(trx, {
        email,
        passwordHash,
        userMetadata: data,
        confirmedAt: nowIso(),
        locale,
      });
      const signedIn = await signIn(trx, user, {
        aal: 'aal1',
        method: 'password',
        origin,
      });
      await writeOwnAudit(trx, user.id, {
        action: 'user_signedup',
        ip: origin.ip,
        traits: { provider: 'email' },
      });
      return signedIn;
    });
    setSessionHeaders(reply, issued.user.id, issued.session.id);
    return tokenResponse(services, issued);
  }

  const planned: PlannedMail = { kind: 'signup', tokenType: 'confirmation', to: email };

  const { user, mail } = await writeTransaction(services.database, async ({ db: trx }) => {
    const now = nowIso();
    const user =
      existing ??
      (await insertEmailUser(trx, {
        email,
        passwordHash,
        userMetadata: data,
        confirmedAt: null,
        locale,
      }));
    if (contested) await markSignupContested(trx, user.id, now);
    const flowStateId = await emailFlowState(trx, user.id, challenge, 'email/signup');
    const mail = await prepareMail(services, trx, request, user, planned, flowStateId);
    await updateUserRow(trx, user.id, { confirmation_sent_at: now, updated_at: now });
    await writeOwnAudit(trx, user.id, {
      action: 'user_confirmation_requested',
      ip: origin.ip,
      traits: { provider: 'email' },
    });
    return {
      user: { ...user, confirmation_sent_at: now, updated_at: now },
      mail,
    };
  });
  await mail.send();
  // A repeated sign-up of an unconfirmed address answers like a first one (fresh id, created now),
  // as a registered address does: were it to answer the stored user, two sign-ups a minute apart
  // would tell a registered address (two ids) from a new one (the same id twice).
  if (existing) return lookalikeUser(email, data, locale);
  return userJson(user, await identitiesOf(services.db, user.id));
};
