/**
 * `GET /reauthenticate`: mails the signed-in user a 6-digit code, the `nonce` that `PUT /user`
 * then accepts as proof that the person changing the password still holds the mailbox.
 */
import { authErrors } from '../http/auth-errors.js';
import type { AuthHandler } from '../http/handler.js';
import { renderReauthenticationMail } from '../mails/auth-mail-templates.js';
import { checkMailAllowed, spendMailBudget } from '../mails/send-one-time-mail.js';
import {
  findByEmailOtp,
  issueOneTimeToken,
  consumeOneTimeToken,
} from '../tokens/one-time-tokens.js';
import type { Db } from '../../db/database.js';
import type { UserRow } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';

export const reauthenticate: AuthHandler = async ({ services, request, auth }) => {
  const { user } = auth!;
  if (!user.email) throw authErrors.emailAddressInvalid();
  await checkMailAllowed(services, user, [
    { kind: 'signup', tokenType: 'reauthentication', to: user.email },
  ]);
  const issued = await writeTransaction(services.database, ({ db: trx }) =>
    issueOneTimeToken(trx, { userId: user.id, type: 'reauthentication', email: user.email! }),
  );
  await spendMailBudget(services);
  try {
    await services.mail.sendMail({
      to: user.email,
      ...renderReauthenticationMail(user.locale === 'es' ? 'es' : 'en', issued.otp),
    });
  } catch (error) {
    request.log.error({ err: error }, 'reauthentication mail could not be sent');
    throw authErrors.unexpectedFailure('Error sending reauthentication email');
  }
  return {};
};

/** Consumes a reauthentication code in the caller's transaction, or refuses the request. */
export async function consumeReauthenticationNonce(db: Db, user: UserRow, nonce: string) {
  const row = user.email
    ? await findByEmailOtp(db, user.email, nonce.trim(), ['reauthentication'])
    : undefined;
  if (!row || row.user_id !== user.id) {
    throw authErrors.reauthenticationNotValid();
  }
  await consumeOneTimeToken(db, row.id);
}
