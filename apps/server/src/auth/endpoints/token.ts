/** `POST /token?grant_type=password|refresh_token|pkce|id_token` (web3 answers "disabled"). */
import { z } from 'zod';
import { writeAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import { requestOrigin, type AuthHandler } from '../http/handler.js';
import { optionalPassword, optionalString, parseWith } from '../http/parse-request.js';
import {
  findFlowStateByAuthCode,
  isFlowStateExpired,
  verifyCodeVerifier,
  deleteFlowState,
} from '../flow-states/flow-states.js';
import {
  hashPassword,
  matchesStoredPassword,
  needsRehash,
} from '../../passwords/password-hashing.js';
import { weakPasswordReasons } from '../passwords/password-policy.js';
import { refreshTokenGrant } from '../sessions/refresh-grant.js';
import { setSessionHeaders, signIn, tokenResponse } from '../sessions/sessions.js';
import {
  findUserByEmail,
  findHeldUser,
  isBanned,
  updateUserRow,
} from '../users/users-repository.js';
import { normalizeEmail } from '../users/email-address.js';
import { nowIso } from '../../time/now-iso.js';
import { web3Disabled } from './disabled.js';
import { idTokenGrant } from './id-token.js';
import { writeTransaction } from '../../db/write-transaction.js';

const tokenQuery = z.object({ grant_type: z.string().optional() });

const passwordBody = z.object({
  email: optionalString,
  phone: optionalString,
  password: optionalPassword,
});

const refreshBody = z.object({ refresh_token: optionalString });

const pkceBody = z.object({ auth_code: optionalString, code_verifier: optionalString });

const passwordGrant: AuthHandler = async ({ services, request, reply }) => {
  const body = parseWith(passwordBody, request.body);
  if (body.email === undefined && body.phone !== undefined) {
    throw authErrors.phoneProviderDisabled('Phone logins are disabled');
  }
  const password = body.password ?? '';
  const user = body.email
    ? await findUserByEmail(services.db, normalizeEmail(body.email))
    : undefined;
  // Unknown address and wrong password: the same work, the same answer.
  const matches = await matchesStoredPassword(user?.encrypted_password, password);
  if (!user || !matches) throw authErrors.invalidCredentials();
  if (isBanned(user)) throw authErrors.userBannedAtGrant();
  if (!user.email_confirmed_at) throw authErrors.emailNotConfirmed();

  const upgradedHash = needsRehash(user.encrypted_password!) ? await hashPassword(password) : null;
  const origin = requestOrigin(request);
  const issued = await writeTransaction(services.database, async (write) => {
    const trx = write.db;
    // Deleted since it was read: as an unknown address would be.
    if (!(await findHeldUser(write, user.id))) throw authErrors.invalidCredentials();
    if (upgradedHash) await updateUserRow(trx, user.id, { encrypted_password: upgradedHash });
    await writeAudit(trx, {
      action: 'login',
      userId: user.id,
      actorId: user.id,
      ip: origin.ip,
      traits: { provider: 'email' },
    });
    return signIn(trx, user, { aal: 'aal1', method: 'password', origin });
  });
  const response = await tokenResponse(services, issued);
  setSessionHeaders(reply, user.id, issued.session.id);
  const reasons = weakPasswordReasons(password, services.config.auth.passwordMinLength);
  return reasons.length > 0 ? { ...response, weak_password: { reasons } } : response;
};

const refreshGrant: AuthHandler = async ({ services, request, reply }) => {
  const { refresh_token: token } = parseWith(refreshBody, request.body);
  if (token === undefined || token.length < 12 || token.length > 256) {
    throw authErrors.validationFailed('Refresh token is not valid');
  }
  const { response, sessionId } = await refreshTokenGrant(services, token, requestOrigin(request));
  setSessionHeaders(reply, response.user.id, sessionId);
  return response;
};

const pkceGrant: AuthHandler = async ({ services, request, reply }) => {
  const body = parseWith(pkceBody, request.body);
  if (body.auth_code === undefined || body.code_verifier === undefined) {
    throw authErrors.validationFailed(
      'invalid request: both auth code and code verifier should be non-empty',
    );
  }
  const { auth_code: authCode, code_verifier: verifier } = body;
  const origin = requestOrigin(request);
  const outcome = await writeTransaction(services.database, async (write) => {
    const trx = write.db;
    const flow = await findFlowStateByAuthCode(trx, authCode);
    if (!flow) {
      throw authErrors.flowStateNotFound();
    }
    if (isFlowStateExpired(flow)) {
      await deleteFlowState(trx, flow.id);
      return 'expired' as const;
    }
    if (!verifyCodeVerifier(flow, verifier)) {
      throw authErrors.badCodeVerifier();
    }
    if (!flow.user_id) throw authErrors.flowStateNotFound();
    // The user's row before the flow's, as a deletion takes them (the other order could deadlock
    // with one); a user deleted meanwhile took the flow with them, as a later exchange would find.
    const user = await findHeldUser(write, flow.user_id);
    // One use only: the row goes in the same transaction that issues the session.
    if (!user || !(await deleteFlowState(trx, flow.id))) throw authErrors.flowStateNotFound();
    if (isBanned(user)) throw authErrors.userBannedAtGrant();
    await writeAudit(trx, {
      action: 'login',
      userId: user.id,
      actorId: user.id,
      ip: origin.ip,
      traits: { provider: flow.provider_type, method: flow.authentication_method, at: nowIso() },
    });
    // A recovery (or a confirmation that kept no password) says so in amr, as supabase/auth's
    // flow-state authentication method does: the app then asks for a new password.
    const method =
      flow.provider_type !== 'email'
        ? 'oauth'
        : flow.authentication_method === 'recovery'
          ? 'recovery'
          : 'otp';
    return signIn(trx, user, {
      aal: 'aal1',
      method,
      ...(method === 'oauth' ? { provider: flow.provider_type } : {}),
      origin,
    });
  });
  if (outcome === 'expired') {
    throw authErrors.flowStateExpired();
  }
  setSessionHeaders(reply, outcome.user.id, outcome.session.id);
  return tokenResponse(services, outcome);
};

/** The grant dispatcher. */
export const token: AuthHandler = (context) => {
  const { grant_type: grantType } = parseWith(tokenQuery, context.request.query);
  switch (grantType) {
    case 'password':
      return passwordGrant(context);
    case 'refresh_token':
      return refreshGrant(context);
    case 'pkce':
      return pkceGrant(context);
    case 'id_token':
      return idTokenGrant(context);
    case 'web3':
      return web3Disabled(context);
    default:
      throw authErrors.invalidCredentials('unsupported_grant_type');
  }
};
