/**
 * `POST /resend`: sends the sign-up confirmation or the e-mail-change mails again. Answers `{}`
 * when there is nothing to resend, and sends a confirmation after answering, so neither the answer
 * nor its time reveals which addresses exist.
 */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { afterAnswer } from '../http/after-answer.js';
import { authErrors } from '../http/auth-errors.js';
import type { AuthHandler } from '../http/handler.js';
import { optionalString, parseWith, validEmail } from '../http/parse-request.js';
import { checkMailAllowed, prepareMail, type PlannedMail } from '../mails/send-one-time-mail.js';
import { pendingEmailChangeLegs } from '../tokens/one-time-tokens.js';
import { findHeldUser, findUserByEmail, updateUserRow } from '../users/users-repository.js';
import { nowIso } from '../../time/now-iso.js';
import { writeTransaction } from '../../db/write-transaction.js';

const resendBody = z.object({
  type: optionalString,
  email: optionalString,
  phone: optionalString,
});

export const resend: AuthHandler = async ({ services, request, reply, passDeferredLimits }) => {
  const body = parseWith(resendBody, request.body);
  if (body.type === 'sms' || body.type === 'phone_change' || body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled();
  }
  if (body.type !== 'signup' && body.type !== 'email_change') {
    throw authErrors.validationFailed(
      'Missing one of these types: signup, email_change, sms, phone_change',
    );
  }
  if (body.email === undefined) throw authErrors.validationFailed('Resend requires an email');
  const email = validEmail(body.email);
  // As on sign-up: a confirmation's limits (routes.ts) come before the look-up, so every address
  // meets the same 429s.
  await passDeferredLimits();
  const user = await findUserByEmail(services.db, email);
  if (!user) return {};

  if (body.type === 'signup') {
    if (user.email_confirmed_at) return {};
    // Made and sent after the answer: an unconfirmed address must not answer later than an unknown
    // or a confirmed one, which do nothing here.
    afterAnswer(reply, 'confirmation mail', () =>
      sendMails(services, request, user, [
        { kind: 'signup', tokenType: 'confirmation', to: email },
      ]),
    );
    return {};
  }
  if (!user.email_change) return {};
  const pending = await pendingEmailChangeLegs(services.db, user.id);
  // A change towards another account's address (users/email-change-plan.ts) mails its owner nothing.
  const newAddressTaken = (await findUserByEmail(services.db, user.email_change)) !== undefined;
  const resendable = pending.filter((leg) => !(newAddressTaken && leg === 'email_change_new'));
  const planned: PlannedMail[] = resendable.map((leg) =>
    leg === 'email_change_current'
      ? {
          kind: 'email_change',
          tokenType: 'email_change_current',
          to: email,
          newEmail: user.email_change!,
        }
      : {
          kind: 'email_change',
          tokenType: 'email_change_new',
          to: user.email_change!,
          newEmail: user.email_change!,
        },
  );
  if (planned.length === 0) return {};
  await checkMailAllowed(services, user, planned);
  await sendMails(services, request, user, planned);
  return {};
};

/** Issues the mails' tokens with the user's timestamp in one transaction, then sends them. */
async function sendMails(
  services: AuthServices,
  request: FastifyRequest,
  user: UserRow,
  planned: PlannedMail[],
): Promise<void> {
  const signup = planned.some((mail) => mail.tokenType === 'confirmation');
  const mails = await writeTransaction(services.database, async (write) => {
    // Read again, held: an account deleted since the look-up gets nothing (and breaks no key).
    if (!(await findHeldUser(write, user.id))) return [];
    const trx = write.db;
    const now = nowIso();
    const prepared = [];
    for (const mail of planned)
      prepared.push(await prepareMail(services, trx, request, user, mail));
    await updateUserRow(
      trx,
      user.id,
      signup
        ? { confirmation_sent_at: now, updated_at: now }
        : { email_change_sent_at: now, updated_at: now },
    );
    return prepared;
  });
  for (const mail of mails) await mail.send();
}
