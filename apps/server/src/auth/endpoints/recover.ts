/** `POST /recover`: mails a password-recovery link; answers `{}` whether or not the user exists. */
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { emailFlowState } from '../flow-states/flow-states.js';
import { authErrors } from '../http/auth-errors.js';
import { afterAnswer } from '../http/after-answer.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import {
  optionalString,
  parseCodeChallenge,
  parseWith,
  validEmail,
} from '../http/parse-request.js';
import { prepareMail, type PlannedMail } from '../mails/send-one-time-mail.js';
import { markSignupContested } from '../users/contested-signup.js';
import { findHeldUser, findUserByEmail, updateUserRow } from '../users/users-repository.js';
import { nowIso } from '../../time/now-iso.js';
import { writeTransaction } from '../../db/write-transaction.js';

const recoverBody = z.object({
  email: optionalString,
  code_challenge: optionalString,
  code_challenge_method: optionalString,
});

export const recover: AuthHandler = async ({ services, request, reply, passDeferredLimits }) => {
  const body = parseWith(recoverBody, request.body);
  if (body.email === undefined)
    throw authErrors.validationFailed('Password recovery requires an email');
  const email = validEmail(body.email);
  const challenge = parseCodeChallenge(body.code_challenge, body.code_challenge_method);
  // Before the look-up (routes.ts: the per-address 60 s rule and the server-wide mail budget), so
  // a registered and an unknown address meet the same 429s.
  await passDeferredLimits();
  const user = await findUserByEmail(services.db, email);
  if (!user) return {};
  // The link is made and mailed once the answer has left: a registered address must not answer
  // later than an unknown one (the time would tell which addresses have accounts; SMTP alone takes
  // tens of milliseconds, and on SQLite even the link's transaction would run before the answer).
  const origin = requestOrigin(request);
  afterAnswer(reply, 'recovery mail', () =>
    mailRecoveryLink(services, request, user, email, challenge, origin),
  );
  return {};
};

async function mailRecoveryLink(
  services: AuthServices,
  request: FastifyRequest,
  found: UserRow,
  email: string,
  challenge: ReturnType<typeof parseCodeChallenge>,
  origin: ReturnType<typeof requestOrigin>,
): Promise<void> {
  const planned: PlannedMail = { kind: 'recovery', tokenType: 'recovery', to: email };
  const mail = await writeTransaction(services.database, async (write) => {
    // Read again, held: an account deleted since the answer gets no mail (nothing to recover).
    const user = await findHeldUser(write, found.id);
    if (!user) return undefined;
    const trx = write.db;
    const now = nowIso();
    const flowStateId = await emailFlowState(trx, user.id, challenge, 'recovery');
    const prepared = await prepareMail(services, trx, request, user, planned, flowStateId);
    // Recovering an unconfirmed account: its password may be a stranger's, so it does not survive.
    if (!user.email_confirmed_at && user.encrypted_password) {
      await markSignupContested(trx, user.id, now);
    }
    await updateUserRow(trx, user.id, { recovery_sent_at: now, updated_at: now });
    await writeOwnAudit(trx, user.id, {
      action: 'user_recovery_requested',
      ip: origin.ip,
    });
    return prepared;
  });
  await mail?.send();
}
