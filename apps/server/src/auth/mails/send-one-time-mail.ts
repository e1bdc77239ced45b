/**
 * The common path of every mail that carries a one-time token: frequency check, server-wide mail
 * limit, token issue and user timestamps inside the caller's transaction, then delivery after it.
 * The server-wide budget is checked before anything changes and spent only at delivery, so it
 * counts mails that really go out (see rate-limits.ts).
 */
import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { authErrors } from '../http/auth-errors.js';
import { referer, requestedRedirect } from '../http/handler.js';
import { assertEmailFrequency } from '../rate-limits/rate-limits.js';
import { resolveRedirect } from '../redirects/redirect-url.js';
import {
  issueOneTimeToken,
  lastIssuedAt,
  type OneTimeTokenType,
} from '../tokens/one-time-tokens.js';
import type { Db } from '../../db/database.js';
import type { AuthMailKind } from './auth-mail-templates.js';
import { sendAuthMail } from './auth-mails.js';

export interface PlannedMail {
  kind: AuthMailKind;
  tokenType: OneTimeTokenType;
  to: string;
  newEmail?: string;
}

/** Checks the limits before anything changes, so a refused request changes nothing. */
export async function checkMailAllowed(
  services: AuthServices,
  user: UserRow,
  mails: PlannedMail[],
): Promise<void> {
  for (const mail of mails) {
    assertEmailFrequency(
      services.limiter,
      await lastIssuedAt(services.db, user.id, mail.tokenType),
    );
  }
  await services.limiter.assertRoom('email_sent', 'server', mails.length);
}

/** Spends one mail of the server-wide budget; call it just before a mail goes out. */
export function spendMailBudget(services: AuthServices): Promise<void> {
  return services.limiter.hit('email_sent', 'server');
}

export interface PreparedMail {
  send(): Promise<void>;
}

/** Issues the token in `db` (the caller's transaction); `send()` delivers after commit. */
export async function prepareMail(
  services: AuthServices,
  db: Db,
  request: FastifyRequest,
  user: UserRow,
  mail: PlannedMail,
  flowStateId: string | null = null,
): Promise<PreparedMail> {
  const issued = await issueOneTimeToken(db, {
    userId: user.id,
    type: mail.tokenType,
    email: mail.to,
    flowStateId,
  });
  const redirectTo = resolveRedirect(services.config, requestedRedirect(request), referer(request));
  return {
    send: async () => {
      await spendMailBudget(services);
      try {
        await sendAuthMail(services, {
          kind: mail.kind,
          to: mail.to,
          locale: user.locale,
          otp: issued.otp,
          linkToken: issued.linkToken,
          redirectTo,
          ...(mail.newEmail ? { newEmail: mail.newEmail } : {}),
        });
      } catch (error) {
        request.log.error({ err: error }, 'auth mail could not be sent');
        throw authErrors.unexpectedFailure(`Error sending ${mail.kind} email`);
      }
    },
  };
}
