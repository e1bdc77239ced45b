/**
 * TOTP two-factor (supabase/auth `mfa.go`): `POST /factors` enrolls, `POST /factors/:id/challenge`
 * opens a 300 s challenge, `POST /factors/:id/verify` checks a code and raises the session to aal2,
 * `DELETE /factors/:id` unenrolls. Only TOTP is offered; phone and WebAuthn answer "disabled".
 */
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import type { MfaChallengeRow, MfaFactorRow, SessionRow } from '../../db/schema.js';
import { writeOwnAudit } from '../../audit/audit-log.js';
import { authErrors } from '../http/auth-errors.js';
import type { AuthenticatedUser } from '../http/authenticate.js';
import { requestOrigin, type AuthHandler, type HandlerContext } from '../http/handler.js';
import { optionalString, parseWith } from '../http/parse-request.js';
import {
  deleteChallenge,
  findChallengeOfFactor,
  insertChallenge,
  markChallengeVerified,
} from '../mfa/challenges-repository.js';
import {
  acceptTotpStep,
  deleteFactors,
  deleteUnverifiedTotpFactorsExcept,
  factorsOf,
  findFactorOfUser,
  hasVerifiedFactor,
  insertFactor,
  markFactorChallenged,
} from '../mfa/factors-repository.js';
import { removeFactor } from '../mfa/remove-factor.js';
import { openSecret, sealSecret } from '../mfa/secret-box.js';
import { stepUpSession } from '../mfa/step-up-session.js';
import { acceptTotpCode, newTotpEnrollment } from '../mfa/totp.js';
import { issuedSession, setSessionHeaders, tokenResponse } from '../sessions/sessions.js';
import { findUserById } from '../users/users-repository.js';
import { isUuid } from '../../identity/uuid.js';
import { nowIso } from '../../time/now-iso.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { holdUser } from '../../db/row-locks.js';
import { holdSession } from '../sessions/sessions-repository.js';

/** supabase/auth defaults: `MFA_CHALLENGE_EXPIRY_DURATION`, `MFA_MAX_ENROLLED_FACTORS`, `MFA_MAX_VERIFIED_FACTORS`. */
const CHALLENGE_TTL_SECONDS = 300;
const MAX_ENROLLED_FACTORS = 10;
const MAX_VERIFIED_FACTORS = 10;

/**
 * The issuer is written twice, percent-encoded, into the otpauth URI that the QR code carries: past
 * this size (or with a lone surrogate, which cannot be encoded) the QR code cannot be made.
 */
const MAX_ISSUER_BYTES = 128;
const fitsInQrCode = (issuer: string) =>
  Buffer.byteLength(issuer) <= MAX_ISSUER_BYTES && Buffer.from(issuer).toString() === issuer;

const enrollBody = z.object({
  factor_type: optionalString,
  friendly_name: optionalString.pipe(z.string().max(255).optional()),
  issuer: optionalString.pipe(
    z
      .string()
      .refine(fitsInQrCode, `issuer: at most ${MAX_ISSUER_BYTES} bytes of well-formed text`)
      .optional(),
  ),
});

const verifyBody = z.object({
  challenge_id: optionalString,
  code: optionalString.pipe(z.string().max(64).optional()),
});

const tooMany = () => authErrors.tooManyEnrolledMfaFactors();

/** The caller's user and session; factors belong to a session, and never to anonymous users. */
function requireSession(context: HandlerContext): AuthenticatedUser & { session: SessionRow } {
  const auth = context.auth!;
  if (auth.user.is_anonymous === 1) {
    throw authErrors.anonymousUserNotAllowed();
  }
  if (!auth.session) {
    throw authErrors.factorSessionRequired();
  }
  return { ...auth, session: auth.session };
}

/** The user's factor named by a path parameter: 400 when not a UUID, 404 when not theirs. */
export async function factorOfUser(
  db: Db,
  userId: string,
  factorId: string | undefined,
): Promise<MfaFactorRow> {
  if (!isUuid(factorId)) throw authErrors.invalidUuid('factor_id');
  const factor = await findFactorOfUser(db, userId, factorId.toLowerCase());
  if (!factor) throw authErrors.mfaFactorNotFound();
  return factor;
}

function ownedFactor(context: HandlerContext, userId: string): Promise<MfaFactorRow> {
  const { id } = (context.request.params ?? {}) as { id?: string };
  return factorOfUser(context.services.db, userId, id);
}

function assertTotp(factorType: string | undefined): void {
  if (factorType === 'totp') return;
  if (factorType === 'phone') {
    throw authErrors.mfaPhoneEnrollNotEnabled();
  }
  if (factorType === 'webauthn') {
    throw authErrors.mfaWebauthnEnrollNotEnabled();
  }
  throw authErrors.validationFailed('factor_type needs to be totp, phone, or webauthn');
}

export const enrollFactor: AuthHandler = async (context) => {
  const { services, request } = context;
  const { user, session } = requireSession(context);
  const body = parseWith(enrollBody, request.body);
  assertTotp(body.factor_type);
  const friendlyName = body.friendly_name ?? null;
  const issuer = body.issuer ?? new URL(services.config.siteUrl).host;
  const enrollment = await newTotpEnrollment(issuer, user.email || user.phone || user.id);

  const factorId = randomUUID();
  const origin = requestOrigin(request);
  await writeTransaction(services.database, async ({ db: trx }) => {
    const factors = await factorsOf(trx, user.id);
    const sameName = factors.filter((factor) => factor.friendly_name === friendlyName);
    if (sameName.some((factor) => factor.status === 'verified')) {
      throw authErrors.mfaFactorNameConflict(friendlyName ?? '');
    }
    // An unfinished enrollment of the same name is replaced (a retried setup, a lost QR code).
    if (sameName.length > 0) {
      await deleteFactors(
        trx,
        sameName.map((factor) => factor.id),
      );
    }
    const remaining = factors.filter((factor) => !sameName.includes(factor));
    if (remaining.length >= MAX_ENROLLED_FACTORS) throw tooMany();
    if (remaining.filter((factor) => factor.status === 'verified').length >= MAX_VERIFIED_FACTORS) {
      throw tooMany();
    }
    if (hasVerifiedFactor(remaining) && session.aal !== 'aal2') {
      throw authErrors.insufficientAalToEnroll();
    }
    const now = nowIso();
    await insertFactor(trx, {
      id: factorId,
      user_id: user.id,
      friendly_name: friendlyName,
      factor_type: 'totp',
      status: 'unverified',
      secret: sealSecret(services.keys, factorId, enrollment.secret),
      phone: null,
      last_challenged_at: null,
      last_totp_step: null,
      created_at: now,
      updated_at: now,
    });
    await writeOwnAudit(trx, user.id, {
      action: 'factor_in_progress',
      ip: origin.ip,
      traits: { factor_id: factorId, factor_type: 'totp' },
    });
  });
  return {
    id: factorId,
    type: 'totp',
    friendly_name: friendlyName ?? '',
    totp: { qr_code: enrollment.qrCode, secret: enrollment.secret, uri: enrollment.uri },
  };
};

export const challengeFactor: AuthHandler = async (context) => {
  const { services, request } = context;
  const { user } = requireSession(context);
  const factor = await ownedFactor(context, user.id);
  if (factor.factor_type !== 'totp') {
    throw authErrors.validationFailed('factor_type needs to be totp, phone, or webauthn');
  }
  const origin = requestOrigin(request);
  const challenge: MfaChallengeRow = {
    id: randomUUID(),
    factor_id: factor.id,
    user_id: user.id,
    ip_address: origin.ip ?? '',
    verified_at: null,
    created_at: nowIso(),
  };
  await writeTransaction(services.database, async ({ db: trx }) => {
    // The factor's row first: unenrolled since it was read, it is refused before a challenge
    // refers to it (inserted first, the challenge broke its foreign key: a 500).
    if (!(await markFactorChallenged(trx, factor.id, challenge.created_at))) {
      throw authErrors.mfaFactorNotFound();
    }
    await insertChallenge(trx, challenge);
    await writeOwnAudit(trx, user.id, {
      action: 'challenge_created',
      ip: origin.ip,
      traits: { factor_id: factor.id, factor_status: factor.status },
    });
  });
  return {
    id: challenge.id,
    type: factor.factor_type,
    expires_at: Math.floor(new Date(challenge.created_at).getTime() / 1000) + CHALLENGE_TTL_SECONDS,
  };
};

const verificationFailed = () => authErrors.mfaVerificationFailed();

export const verifyFactor: AuthHandler = async (context) => {
  const { services, request, reply } = context;
  const { user, session } = requireSession(context);
  const factor = await ownedFactor(context, user.id);
  const body = parseWith(verifyBody, request.body);
  if (body.code === undefined) throw authErrors.validationFailed('Code needs to be non-empty');
  if (!isUuid(body.challenge_id)) throw authErrors.validationFailed('challenge_id must be an UUID');
  const origin = requestOrigin(request);

  const challenge = await findChallengeOfFactor(
    services.db,
    body.challenge_id.toLowerCase(),
    factor.id,
  );
  if (!challenge) {
    throw authErrors.mfaChallengeFactorNotFound();
  }
  if (challenge.verified_at !== null || challenge.ip_address !== (origin.ip ?? '')) {
    throw authErrors.mfaIpAddressMismatch();
  }
  const now = new Date();
  if (now.getTime() - new Date(challenge.created_at).getTime() > CHALLENGE_TTL_SECONDS * 1000) {
    await deleteChallenge(services.db, challenge.id);
    throw authErrors.mfaChallengeExpired(challenge.id);
  }

  const secret = openSecret(services.keys, factor.id, factor.secret ?? '');
  const step = await acceptTotpCode(secret, body.code.trim(), factor.last_totp_step, now);
  if (step === undefined) throw verificationFailed();

  const issued = await writeTransaction(services.database, async (write) => {
    const { db: trx } = write;
    // The user, then the session, before anything else: the step-up ends the user's other aal1
    // sessions, and a sign-out or a deletion of the user takes the same rows in the same order. A
    // session ended since its token was checked is refused as the token's would be, with nothing
    // written (it was a foreign-key failure, a 500, when the new refresh token was inserted).
    await holdUser(write, user.id);
    if (!(await holdSession(write, session.id))) throw authErrors.sessionNotFound();
    const at = nowIso(now);
    // Conditional on the step: of two requests racing with one code, only one passes.
    if (!(await acceptTotpStep(trx, factor.id, step, at))) throw verificationFailed();
    if (!(await markChallengeVerified(trx, challenge.id, at))) {
      throw authErrors.mfaIpAddressMismatch();
    }
    // A proven factor ends the other unfinished TOTP enrollments (supabase/auth does the same).
    await deleteUnverifiedTotpFactorsExcept(trx, user.id, factor.id);
    await writeOwnAudit(trx, user.id, {
      action: 'verification_attempted',
      ip: origin.ip,
      traits: { factor_id: factor.id, challenge_id: challenge.id, factor_type: 'totp' },
    });
    const raised = await stepUpSession(trx, session, factor, 'totp', now);
    const current = (await findUserById(trx, user.id))!;
    return issuedSession(trx, current, raised.session, raised.refreshToken);
  });
  setSessionHeaders(reply, user.id, session.id);
  return tokenResponse(services, issued);
};

export const unenrollFactor: AuthHandler = async (context) => {
  const { services, request } = context;
  const { user, session } = requireSession(context);
  const factor = await ownedFactor(context, user.id);
  if (factor.status === 'verified' && session.aal !== 'aal2') {
    throw authErrors.insufficientAalToUnenroll();
  }
  const origin = requestOrigin(request);
  await writeTransaction(services.database, async ({ db: trx }) => {
    await removeFactor(trx, factor);
    await writeOwnAudit(trx, user.id, {
      action: 'factor_unenrolled',
      ip: origin.ip,
      traits: { factor_id: factor.id, factor_status: factor.status, session_id: session.id },
    });
  });
  return { id: factor.id };
};
