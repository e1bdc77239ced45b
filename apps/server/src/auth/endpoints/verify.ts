/**
 * `GET /verify` (the link in auth mails: answers with a 303 to the redirect URL) and `POST /verify`
 * (a token hash, or an e-mail and the 6-digit code: answers with a session).
 */
import { z } from 'zod';
import type { UserRow } from '../../db/schema.js';
import type { AuthServices } from '../auth-services.js';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { issueAuthCode, markFlowAsRecovery, deleteFlowState } from '../flow-states/flow-states.js';
import { AuthError } from '../http/auth-error.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, requestedRedirect, type AuthHandler } from '../http/handler.js';
import { optionalString, parseWith, validEmail } from '../http/parse-request.js';
import { resolveRedirect } from '../redirects/redirect-url.js';
import {
  sessionFragment,
  setSessionHeaders,
  signIn,
  tokenResponse,
  type IssuedSession,
  type SessionOrigin,
  type TokenResponse,
} from '../sessions/sessions.js';
import {
  accountsAwaitingCode,
  consumeOneTimeToken,
  findByEmailOtp,
  findByTokenHash,
  pendingEmailChangeLegs,
  PKCE_PREFIX,
  type OneTimeTokenType,
} from '../tokens/one-time-tokens.js';
import { confirmMailedAddress } from '../users/contested-signup.js';
import type { Db } from '../../db/database.js';
import { findHeldUser, isBanned, emailTakenByAnother } from '../users/users-repository.js';
import { applyConfirmedEmail } from '../users/confirmed-email-change.js';
import { nowIso } from '../../time/now-iso.js';
import type { OneTimeTokenRow } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';

const TOKEN_TYPES: Record<string, OneTimeTokenType[]> = {
  signup: ['confirmation'],
  invite: ['confirmation'],
  recovery: ['recovery'],
  magiclink: ['magiclink', 'confirmation'],
  email: ['confirmation', 'magiclink'],
  email_change: ['email_change_current', 'email_change_new'],
};

/** The token types a verification type redeems; an own key only (`__proto__` is not a type). */
function tokenTypesOf(type: string | undefined): OneTimeTokenType[] | undefined {
  return type !== undefined && Object.hasOwn(TOKEN_TYPES, type) ? TOKEN_TYPES[type] : undefined;
}

const EMAIL_CHANGE_PENDING =
  'Confirmation link accepted. Please proceed to confirm link sent to the other email';

const postBody = z.object({
  type: optionalString,
  token: optionalString,
  token_hash: optionalString,
  email: optionalString,
  phone: optionalString,
});

const getQuery = z.object({
  token: optionalString,
  type: optionalString,
  redirect_to: optionalString,
});

type Outcome =
  | { kind: 'session'; response: TokenResponse; sessionId: string; mustSetPassword: boolean }
  | { kind: 'code'; authCode: string }
  | { kind: 'pending' };

/** Applies one leg of an e-mail change; the change happens when no leg is left. */
async function applyEmailChange(
  db: Db,
  user: UserRow,
  at: { now: string; ip: string | null },
): Promise<UserRow | undefined> {
  if ((await pendingEmailChangeLegs(db, user.id)).length > 0) return undefined;
  if (!user.email_change) throw authErrors.otpExpired();
  if (await emailTakenByAnother(db, user.email_change, user.id)) throw authErrors.emailExists();
  return applyConfirmedEmail(
    db,
    user,
    { email: user.email_change, email_change: null, email_change_sent_at: null },
    at,
  );
}

async function redeem(
  services: AuthServices,
  row: OneTimeTokenRow,
  origin: SessionOrigin,
  withCode: boolean,
): Promise<Outcome> {
  type Redeemed =
    | Exclude<Outcome, { kind: 'session' }>
    | { kind: 'session'; issued: IssuedSession; mustSetPassword: boolean };
  const redeemed = await writeTransaction(services.database, async (write): Promise<Redeemed> => {
    const trx = write.db;
    // The user's row first, as a deletion takes it (and then the user's tokens): the
    // other order could deadlock with one, and a user deleted meanwhile is seen here.
    let user = await findHeldUser(write, row.user_id);
    if (!user) throw authErrors.otpExpired();
    // Deleting before anything is written makes the token single-use under concurrent clicks.
    if (!(await consumeOneTimeToken(trx, row.id))) throw authErrors.otpExpired();
    if (isBanned(user)) throw authErrors.userBanned();
    const now = nowIso();
    let mustSetPassword = false;
    if (row.token_type === 'email_change_current' || row.token_type === 'email_change_new') {
      const changed = await applyEmailChange(trx, user, { now, ip: origin.ip });
      if (!changed) return { kind: 'pending' };
      user = changed;
    } else {
      ({ user, mustSetPassword } = await confirmMailedAddress(trx, user, now));
      await writeOwnAudit(trx, user.id, {
        action: row.token_type === 'confirmation' ? 'user_signedup' : 'login',
        ip: origin.ip,
        traits: { provider: 'email', via: row.token_type },
      });
    }
    if (withCode && row.flow_state_id) {
      // The exchange signs in as a recovery does, so the app asks for a password.
      if (mustSetPassword) await markFlowAsRecovery(trx, row.flow_state_id);
      return { kind: 'code', authCode: await issueAuthCode(trx, row.flow_state_id) };
    }
    if (row.flow_state_id) await deleteFlowState(trx, row.flow_state_id);
    const method = mustSetPassword ? 'recovery' : 'otp';
    const issued = await signIn(trx, user, { aal: 'aal1', method, origin });
    return { kind: 'session', issued, mustSetPassword };
  });
  if (redeemed.kind !== 'session') return redeemed;
  const { issued } = redeemed;
  return {
    kind: 'session',
    response: await tokenResponse(services, issued),
    sessionId: issued.session.id,
    mustSetPassword: redeemed.mustSetPassword,
  };
}

/**
 * A typed code counts against each account waiting for a code at this address, under the
 * `verify_email` limit the router also applies per address: an account's guesses run out at the same
 * count whatever the IP, and whichever of its addresses (both legs of an e-mail change) they name.
 */
async function countCodeGuess(services: AuthServices, email: string): Promise<void> {
  for (const userId of await accountsAwaitingCode(services.db, email)) {
    await services.limiter.hit('verify_email', `account:${userId}`);
  }
}

export const verifyPost: AuthHandler = async ({ services, request, reply }) => {
  const body = parseWith(postBody, request.body);
  const types = tokenTypesOf(body.type);
  if (!types) {
    if (body.type === 'sms' || body.type === 'phone_change') {
      throw authErrors.phoneProviderDisabled();
    }
    throw authErrors.validationFailed(`Verify requires a verification type`);
  }
  let row: OneTimeTokenRow | undefined;
  if (body.token_hash !== undefined) {
    if (body.email !== undefined || body.phone !== undefined || body.token !== undefined) {
      throw authErrors.validationFailed('Only the token_hash and type should be provided');
    }
    row = await findByTokenHash(services.db, body.token_hash, types);
  } else {
    if (body.email === undefined || body.token === undefined) {
      throw authErrors.validationFailed('Verify requires either a token or a token hash');
    }
    const email = validEmail(body.email);
    await countCodeGuess(services, email);
    row = await findByEmailOtp(services.db, email, body.token.trim(), types);
  }
  if (!row) throw authErrors.otpExpired();
  const outcome = await redeem(services, row, requestOrigin(request), false);
  if (outcome.kind === 'pending') return { msg: EMAIL_CHANGE_PENDING, code: 200 };
  if (outcome.kind !== 'session') throw authErrors.otpExpired();
  setSessionHeaders(reply, outcome.response.user.id, outcome.sessionId);
  return outcome.response;
};

function withParams(url: string, query: URLSearchParams | null, fragment: URLSearchParams | null) {
  const target = new URL(url);
  if (query) for (const [key, value] of query) target.searchParams.set(key, value);
  if (fragment) target.hash = fragment.toString();
  return target.toString();
}

const OAUTH_ERRORS: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized_client',
  403: 'access_denied',
  500: 'server_error',
  503: 'temporarily_unavailable',
};

export const verifyGet: AuthHandler = async ({ services, request, reply }) => {
  const query = parseWith(getQuery, request.query);
  const redirectTo = resolveRedirect(services.config, requestedRedirect(request));
  const isPkce = query.token?.startsWith(PKCE_PREFIX) ?? false;
  try {
    const types = tokenTypesOf(query.type);
    if (!types || query.type === 'email')
      throw authErrors.validationFailed('Unsupported verification type');
    const row = query.token ? await findByTokenHash(services.db, query.token, types) : undefined;
    if (!row) throw authErrors.otpExpired('Email link is invalid or has expired');
    const outcome = await redeem(services, row, requestOrigin(request), true);
    if (outcome.kind === 'pending') {
      const message = new URLSearchParams({ message: EMAIL_CHANGE_PENDING, sb: '' });
      return reply.redirect(withParams(redirectTo, null, message), 303);
    }
    if (outcome.kind === 'code') {
      return reply.redirect(
        withParams(redirectTo, new URLSearchParams({ code: outcome.authCode }), null),
        303,
      );
    }
    setSessionHeaders(reply, outcome.response.user.id, outcome.sessionId);
    // A confirmation that kept no password lands as a recovery: the app asks for a new one.
    const type = outcome.mustSetPassword ? 'recovery' : query.type!;
    const fragment = new URLSearchParams(sessionFragment(outcome.response, type));
    return reply.redirect(withParams(redirectTo, null, fragment), 303);
  } catch (error) {
    if (!(error instanceof AuthError) || error.status >= 500) throw error;
    const params = new URLSearchParams({
      error: OAUTH_ERRORS[error.status] ?? 'invalid_request',
      error_code: error.code,
      error_description: error.message,
      sb: '',
    });
    return reply.redirect(withParams(redirectTo, isPkce ? params : null, params), 303);
  }
};
