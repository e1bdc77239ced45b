/**
 * Admin-only ways to let someone in without the usual public flow: `POST /invite` (creates the user
 * and mails an invitation) and `POST /admin/generate_link` (returns the link and code instead of
 * mailing them, for operators and tests).
 */
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import { writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import { referer, requestedRedirect, requestOrigin, type AuthHandler } from '../http/handler.js';
import {
  metadataObject,
  optionalPassword,
  optionalString,
  parseWith,
  validEmail,
} from '../http/parse-request.js';
import { verifyLink } from '../mails/auth-mails.js';
import { checkMailAllowed, prepareMail } from '../mails/send-one-time-mail.js';
import { hashPassword } from '../../passwords/password-hashing.js';
import { assertStrongPassword } from '../passwords/password-policy.js';
import { resolveRedirect } from '../redirects/redirect-url.js';
import {
  issueOneTimeToken,
  type OneTimeTokenType,
  deleteEmailChangeTokens,
} from '../tokens/one-time-tokens.js';
import { mergeMetadata } from '../users/metadata.js';
import { userJson } from '../users/user-json.js';
import type { Db } from '../../db/database.js';
import {
  findUserByEmail,
  findUserById,
  insertEmailUser,
  updateUserRow,
} from '../users/users-repository.js';
import { identitiesOf } from '../users/identities-repository.js';
import { nowIso } from '../../time/now-iso.js';
import { writeTransaction } from '../../db/write-transaction.js';

const emailExists = () => authErrors.emailExists();

/** An existing unconfirmed user, or a new invited one; a confirmed address cannot be invited. */
async function invitedUser(db: Db, email: string, data: Record<string, unknown>): Promise<UserRow> {
  const existing = await findUserByEmail(db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  const user =
    existing ??
    (await insertEmailUser(db, {
      email,
      passwordHash: null,
      userMetadata: data,
      confirmedAt: null,
      locale: typeof data.locale === 'string' && data.locale.startsWith('es') ? 'es' : 'en',
    }));
  const now = nowIso();
  await updateUserRow(db, user.id, { invited_at: now, updated_at: now });
  return { ...user, invited_at: now, updated_at: now };
}

const inviteBody = z.object({ email: optionalString, data: metadataObject });

export const invite: AuthHandler = async ({ services, request, admin, passDeferredLimits }) => {
  const body = parseWith(inviteBody, request.body);
  if (body.email === undefined) throw authErrors.validationFailed('Invite requires an email');
  const email = validEmail(body.email);
  const existing = await findUserByEmail(services.db, email);
  if (existing?.email_confirmed_at) throw emailExists();
  if (existing) {
    await checkMailAllowed(services, existing, [
      { kind: 'invite', tokenType: 'confirmation', to: email },
    ]);
  }
  // Room in the server-wide mail budget (routes.ts); an admin needs no enumeration defence.
  await passDeferredLimits();
  const { user, mail } = await writeTransaction(services.database, async ({ db: trx }) => {
    const user = await invitedUser(trx, email, mergeMetadata({}, body.data ?? {}));
    const mail = await prepareMail(services, trx, request, user, {
      kind: 'invite',
      tokenType: 'confirmation',
      to: email,
    });
    await writeAudit(trx, {
      action: 'user_invited',
      userId: user.id,
      actorId: typeof admin?.sub === 'string' ? admin.sub : (admin?.role ?? null),
      ip: requestOrigin(request).ip,
    });
    return { user, mail };
  });
  await mail.send();
  return userJson(user, await identitiesOf(services.db, user.id));
};

const generateLinkBody = z.object({
  type: optionalString,
  email: optionalString,
  new_email: optionalString,
  password: optionalPassword,
  data: metadataObject,
});

const LINK_TOKEN_TYPES: Record<string, OneTimeTokenType> = {
  signup: 'confirmation',
  invite: 'confirmation',
  magiclink: 'magiclink',
  recovery: 'recovery',
  email_change_current: 'email_change_current',
  email_change_new: 'email_change_new',
};

const isEmailChange = (type: string): type is 'email_change_current' | 'email_change_new' =>
  type === 'email_change_current' || type === 'email_change_new';

/**
 * One leg of a double-confirmed e-mail change (supabase/auth's secure change): the link for the
 * current address or for the new one, each a token of its own; the change happens when both are
 * used, as after `PUT /user`. A pending change to another address is replaced, both legs with it.
 */
async function emailChangeLeg(
  db: Db,
  user: UserRow,
  leg: 'email_change_current' | 'email_change_new',
  newEmail: string,
) {
  const taken = await findUserByEmail(db, newEmail);
  if (taken && taken.id !== user.id) throw emailExists();
  const now = nowIso();
  if (user.email_change !== newEmail) await deleteEmailChangeTokens(db, user.id);
  await updateUserRow(db, user.id, {
    email_change: newEmail,
    email_change_sent_at: now,
    updated_at: now,
  });
  return issueOneTimeToken(db, {
    userId: user.id,
    type: leg,
    email: leg === 'email_change_current' ? user.email! : newEmail,
  });
}

export const generateLink: AuthHandler = async ({ services, request }) => {
  const body = parseWith(generateLinkBody, request.body);
  const type = body.type ?? '';
  // An own key only: `in` would accept `constructor` or `__proto__`.
  if (!Object.hasOwn(LINK_TOKEN_TYPES, type)) {
    throw authErrors.validationFailed(
      'Invalid link type: use signup, invite, magiclink, recovery, email_change_current or email_change_new',
    );
  }
  if (body.email === undefined)
    throw authErrors.validationFailed('Generating a link requires an email');
  const email = validEmail(body.email);
  let newEmail: string | undefined;
  if (isEmailChange(type)) {
    if (body.new_email === undefined)
      throw authErrors.validationFailed('An email address is required');
    newEmail = validEmail(body.new_email);
  }
  const data = mergeMetadata({}, body.data ?? {});
  let passwordHash: string | undefined;
  if (type === 'signup') {
    if (body.password === undefined)
      throw authErrors.validationFailed('Signup requires a valid password');
    assertStrongPassword(body.password, services.config.auth.passwordMinLength);
    passwordHash = await hashPassword(body.password);
  }
  const redirectTo = resolveRedirect(services.config, requestedRedirect(request), referer(request));

  const { user, issued, verificationType } = await writeTransaction(
    services.database,
    async ({ db: trx }) => {
      let user = await findUserByEmail(trx, email);
      let tokenType = LINK_TOKEN_TYPES[type]!;
      let verificationType = type;
      if (type === 'signup') {
        if (user?.email_confirmed_at) throw emailExists();
        user ??= await insertEmailUser(trx, {
          email,
          passwordHash: passwordHash!,
          userMetadata: data,
          confirmedAt: null,
          locale: 'en',
        });
      } else if (type === 'invite') {
        user = await invitedUser(trx, email, data);
      } else if (!user) {
        throw authErrors.userNotFound();
      } else if (isEmailChange(type)) {
        const issued = await emailChangeLeg(trx, user, type, newEmail!);
        return { user: (await findUserById(trx, user.id))!, issued, verificationType };
      } else if (type === 'magiclink' && !user.email_confirmed_at) {
        // An unconfirmed address signs in by confirming it, as /otp does.
        tokenType = 'confirmation';
        verificationType = 'signup';
      }
      const issued = await issueOneTimeToken(trx, { userId: user.id, type: tokenType, email });
      return { user, issued, verificationType };
    },
  );
  return {
    ...userJson(user, await identitiesOf(services.db, user.id)),
    // Both legs' links say `type=email_change`, as supabase/auth's do.
    action_link: verifyLink(
      services.config.siteUrl,
      issued.linkToken,
      isEmailChange(verificationType)
        ? 'email_change'
        : (verificationType as 'signup' | 'invite' | 'magiclink' | 'recovery'),
      redirectTo,
    ),
    email_otp: issued.otp,
    hashed_token: issued.linkToken,
    redirect_to: redirectTo,
    verification_type: verificationType,
  };
};
