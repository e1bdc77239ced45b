/** `POST /signup`: e-mail and password sign-up, with or without e-mail confirmation. */
import { z } from 'zod';
import { lookalikeUser } from '../users/lookalike-user.js';
import { writeAudit } from '../audit/audit-log.js';
import { AuthError, validationFailed } from '../http/auth-error.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import {
  metadataObject,
  optionalString,
  parseCodeChallenge,
  parseWith,
  validEmail,
} from '../http/parse-request.js';
import { createFlowState } from '../flow-states/flow-states.js';
import { pickLocale } from '../mails/auth-mail-templates.js';
import { prepareMail, type PlannedMail } from '../mails/send-one-time-mail.js';
import { assertStrongPassword, hashPassword } from '../passwords/passwords.js';
import { setSessionHeaders, signIn, tokenResponse } from '../sessions/sessions.js';
import { userJson } from '../users/user-json.js';
import { mergeMetadata } from '../users/metadata.js';
import {
  findUserByEmail,
  identitiesOf,
  insertEmailUser,
  confirmEmail,
  type Db,
} from '../users/users-repository.js';
import { nowIso, parseJsonObject } from '../util.js';

const signupBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalString.pipe(z.string().max(1024).optional()),
  data: metadataObject,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export const signup: AuthHandler = async ({ services, request, reply }) => {
  const body = parseWith(signupBody, request.body);
  const { config } = services;
  if (body.email === undefined && body.phone === undefined) {
    throw new AuthError(422, 'anonymous_provider_disabled', 'Anonymous sign-ins are disabled');
  }
  if (body.email !== undefined && body.phone !== undefined) {
    throw validationFailed('Only an email address or phone number should be provided on signup.');
  }
  if (body.phone !== undefined) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone signups are disabled');
  }
  const email = validEmail(body.email!);
  if (body.password === undefined) throw validationFailed('Signup requires a valid password');
  assertStrongPassword(body.password, config.auth.passwordMinLength);
  const challenge = parseCodeChallenge(body.code_challenge, body.code_challenge_method);
  const data = mergeMetadata({}, body.data ?? {});
  const locale = pickLocale(
    typeof data.locale === 'string' ? data.locale : undefined,
    typeof data.language === 'string' ? data.language : undefined,
    request.headers['accept-language'],
  );

  // Hashed before looking the address up, so a duplicate costs the same time as a new account.
  const passwordHash = await hashPassword(body.password);
  if (!config.auth.autoconfirm) {
    // Before the look-up: a registered, an unconfirmed and a new address meet the same 429s.
    await services.limiter.cooldown('confirmation', email);
    await services.limiter.assertRoom('email_sent', 'server');
  }
  const existing = await findUserByEmail(services.db, email);
  if (existing?.email_confirmed_at) {
    if (config.auth.autoconfirm) {
      throw new AuthError(422, 'user_already_exists', 'User already registered');
    }
    return lookalikeUser(email, data, locale);
  }

  const origin = requestOrigin(request);
  if (config.auth.autoconfirm) {
    const issued = await services.db.transaction().execute(async (trx) => {
      const now = nowIso();
      const user = existing
        ? await confirmEmail(
            trx,
            await refreshUnconfirmedUser(trx, existing.id, passwordHash, data, now),
            now,
          )
        : await insertEmailUser(trx, {
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
      await writeAudit(trx, {
        action: 'user_signedup',
        userId: user.id,
        actorId: user.id,
        ip: origin.ip,
        traits: { provider: 'email' },
      });
      return signedIn;
    });
    setSessionHeaders(reply, issued.user.id, issued.session.id);
    return tokenResponse(services, issued);
  }

  const planned: PlannedMail = { kind: 'signup', tokenType: 'confirmation', to: email };

  const { user, mail } = await services.db.transaction().execute(async (trx) => {
    const now = nowIso();
    const user = existing
      ? await refreshUnconfirmedUser(trx, existing.id, passwordHash, data, now)
      : await insertEmailUser(trx, {
          email,
          passwordHash,
          userMetadata: data,
          confirmedAt: null,
          locale,
        });
    const flowStateId = challenge
      ? await createFlowState(trx, {
          userId: user.id,
          challenge,
          providerType: 'email',
          authenticationMethod: 'email/signup',
        })
      : null;
    const mail = await prepareMail(services, trx, request, user, planned, flowStateId);
    await trx
      .updateTable('users')
      .set({ confirmation_sent_at: now, updated_at: now })
      .where('id', '=', user.id)
      .execute();
    await writeAudit(trx, {
      action: 'user_confirmation_requested',
      userId: user.id,
      actorId: user.id,
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

/** A repeated sign-up of an unconfirmed address: the newest password and data win. */
async function refreshUnconfirmedUser(
  db: Db,
  id: string,
  passwordHash: string,
  data: Record<string, unknown>,
  now: string,
) {
  const current = await db
    .selectFrom('users')
    .select('user_metadata')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  await db
    .updateTable('users')
    .set({
      encrypted_password: passwordHash,
      user_metadata: JSON.stringify(mergeMetadata(parseJsonObject(current.user_metadata), data)),
      updated_at: now,
    })
    .where('id', '=', id)
    .execute();
  return (await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst())!;
}
