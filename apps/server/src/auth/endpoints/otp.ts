/**
 * `POST /otp` and `POST /magiclink`: passwordless e-mail sign-in. One mail carries both a magic link
 * and a 6-digit code; a new or unconfirmed address gets the confirmation mail instead (its link
 * signs in as well). Every address gets the same answer at the same speed: with `create_user:
 * false` an unknown address is answered `{}` like a registered one (supabase/auth answers 422
 * `otp_disabled`, which tells which addresses have accounts), and the mail is made and sent after
 * the answer.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { emailFlowState } from '../flow-states/flow-states.js';
import { afterAnswer } from '../http/after-answer.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import {
  metadataObject,
  optionalBoolean,
  optionalString,
  parseCodeChallenge,
  parseWith,
  validEmail,
} from '../http/parse-request.js';
import { pickLocale } from '../mails/auth-mail-templates.js';
import { prepareMail, type PlannedMail } from '../mails/send-one-time-mail.js';
import { markSignupContested } from '../users/contested-signup.js';
import { mergeMetadata } from '../users/metadata.js';
import {
  findHeldUser,
  findUserByEmail,
  insertEmailUser,
  updateUserRow,
} from '../users/users-repository.js';
import { nowIso } from '../../time/now-iso.js';
import { assertSignupsOpen } from '../users/closed-signups.js';
import { writeTransaction } from '../../db/write-transaction.js';

const otpBody = z.object({
  email: optionalString,
  phone: optionalString,
  data: metadataObject,
  create_user: optionalBoolean,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

interface SignInMailRequest {
  email: string;
  existing: UserRow | undefined;
  data: Record<string, unknown>;
  challenge: ReturnType<typeof parseCodeChallenge>;
}

export const otp: AuthHandler = async ({ services, request, reply, passDeferredLimits }) => {
  const body = parseWith(otpBody, request.body);
  if (body.email === undefined && body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled();
  }
  if (body.email === undefined)
    throw authErrors.validationFailed('An email address or phone number is required');
  const email = validEmail(body.email);
  const challenge = parseCodeChallenge(body.code_challenge, body.code_challenge_method);
  const data = mergeMetadata({}, body.data ?? {});
  // Before the look-up: a registered and an unknown address meet the same 429s (routes.ts: the
  // 60 s rule per address, shared with sign-up and resend, and the server-wide mail budget).
  await passDeferredLimits();
  const existing = await findUserByEmail(services.db, email);
  const signsUp =
    !existing?.email_confirmed_at && (existing !== undefined || body.create_user !== false);
  // With sign-ups closed, a new or never-confirmed address would be signed up: refused, as
  // supabase/auth's magic link does. (A closed instance thereby tells which addresses are confirmed
  // accounts; with sign-ups open the answer is the same for every address.)
  if (signsUp) assertSignupsOpen(services.config);
  if (existing || body.create_user !== false) {
    const mailRequest = { email, existing, data, challenge };
    afterAnswer(reply, 'sign-in mail', () => mailSignInLink(services, request, mailRequest));
  }
  return {};
};

async function mailSignInLink(
  services: AuthServices,
  request: FastifyRequest,
  { email, existing, data, challenge }: SignInMailRequest,
): Promise<void> {
  const origin = requestOrigin(request);
  const mail = await writeTransaction(services.database, async (write) => {
    const trx = write.db;
    const now = nowIso();
    // An account found before the answer is read again, held: one deleted since gets no mail.
    const held = existing && (await findHeldUser(write, existing.id));
    if (existing && !held) return undefined;
    const user =
      held ??
      (await insertEmailUser(trx, {
        email,
        passwordHash: null,
        userMetadata: data,
        confirmedAt: null,
        locale: pickLocale(
          typeof data.locale === 'string' ? data.locale : undefined,
          typeof data.language === 'string' ? data.language : undefined,
          request.headers['accept-language'],
        ),
      }));
    const confirmed = Boolean(user.email_confirmed_at);
    const planned: PlannedMail = confirmed
      ? { kind: 'magiclink', tokenType: 'magiclink', to: email }
      : { kind: 'signup', tokenType: 'confirmation', to: email };
    const flowStateId = await emailFlowState(
      trx,
      user.id,
      challenge,
      confirmed ? 'magiclink' : 'email/signup',
    );
    const prepared = await prepareMail(services, trx, request, user, planned, flowStateId);
    if (!confirmed) {
      // A magic link for an unconfirmed account with a password: the password may be a stranger's.
      if (user.encrypted_password) await markSignupContested(trx, user.id, now);
      await updateUserRow(trx, user.id, { confirmation_sent_at: now, updated_at: now });
    }
    await writeOwnAudit(trx, user.id, {
      action: confirmed ? 'user_recovery_requested' : 'user_confirmation_requested',
      ip: origin.ip,
      traits: { via: 'otp' },
    });
    return prepared;
  });
  await mail?.send();
}
