/**
 * Account actions that the auth service performs (GoTrue protocol through the shared auth-js
 * client): change e-mail or password, two-factor, sign-out of every device, session refresh.
 * Each resolves to null, or on failure to the auth error's code for the page to put into words.
 */
import type { PasswordChangeProof } from '@ascend/contracts';
import type { Factor } from '@supabase/auth-js';
import { loadAuthClient } from '@/lib/auth/auth-client';
import { authFailureOf, type AuthFailure } from '@/lib/auth/auth-failure';

type Result = AuthFailure | null;

export async function changeEmail(email: string): Promise<Result> {
  const client = await loadAuthClient();
  const { error } = await client.updateUser(
    { email },
    { emailRedirectTo: `${window.location.origin}/dashboard/account` },
  );
  return authFailureOf(error);
}

export async function changePassword({
  password,
  proof,
}: {
  password: string;
  proof: PasswordChangeProof;
}): Promise<Result> {
  const client = await loadAuthClient();
  const { error } = await client.updateUser(
    'nonce' in proof
      ? { password, nonce: proof.nonce }
      : { password, current_password: proof.currentPassword },
  );
  return authFailureOf(error);
}

/** Mails the signed-in user a code (`GET /reauthenticate`) that `changePassword` takes as nonce. */
export async function requestReauthenticationCode(): Promise<Result> {
  const client = await loadAuthClient();
  const { error } = await client.reauthenticate();
  return authFailureOf(error);
}

/** Picks up changes the server made to the user (a new avatar): a new token with the new user. */
export async function refreshUser(): Promise<void> {
  const client = await loadAuthClient();
  const { error } = await client.refreshSession();
  if (error) console.warn('Could not refresh the session', error);
}

export async function signOutEverywhere(): Promise<Result> {
  const client = await loadAuthClient();
  const { error } = await client.signOut({ scope: 'global' });
  return authFailureOf(error);
}

export async function verifiedTotpFactor(): Promise<Factor | null> {
  const client = await loadAuthClient();
  const { data, error } = await client.mfa.listFactors();
  if (error) throw error;
  return data.totp.find((factor) => factor.status === 'verified') ?? null;
}

export interface Enrollment {
  factorId: string;
  /** An SVG data URL of the QR code. */
  qrCode: string;
  secret: string;
}

const SVG_PREFIX = /^data:image\/svg\+xml;(?:utf-8|charset=utf-8),/i;

/**
 * auth-js hands the QR code over as `data:image/svg+xml;utf-8,<svg…>` with the markup unencoded;
 * a `#` in it (a colour) would end the URL there, so the markup is percent-encoded again.
 */
export function qrCodeImageSource(qrCode: string): string {
  if (!SVG_PREFIX.test(qrCode)) {
    return qrCode.trimStart().startsWith('<svg')
      ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrCode)}`
      : qrCode;
  }
  const markup = qrCode.replace(SVG_PREFIX, '');
  // Already encoded markup starts with %3C, raw markup with <.
  return markup.startsWith('<')
    ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(markup)}`
    : qrCode;
}

export async function enrollTotp(): Promise<Enrollment | AuthFailure> {
  const client = await loadAuthClient();
  // An unfinished enrolment from before would block a new one with the same name.
  const existing = await client.mfa.listFactors();
  for (const factor of existing.data?.all ?? []) {
    if (factor.factor_type === 'totp' && factor.status === 'unverified') {
      await client.mfa.unenroll({ factorId: factor.id });
    }
  }
  const { data, error } = await client.mfa.enroll({
    factorType: 'totp',
    friendlyName: `Ascend ${new Date().toISOString()}`,
  });
  if (error) return authFailureOf(error);
  return {
    factorId: data.id,
    qrCode: qrCodeImageSource(data.totp.qr_code),
    secret: data.totp.secret,
  };
}

export async function verifyTotp(factorId: string, code: string): Promise<Result> {
  const client = await loadAuthClient();
  const { error } = await client.mfa.challengeAndVerify({ factorId, code });
  return authFailureOf(error);
}

/** Turning two-factor off needs a fresh code: step up to aal2, then remove the factor. */
export async function disableTotp(factorId: string, code: string): Promise<Result> {
  const client = await loadAuthClient();
  const verified = await client.mfa.challengeAndVerify({ factorId, code });
  if (verified.error) return authFailureOf(verified.error);
  const { error } = await client.mfa.unenroll({ factorId });
  if (error) return authFailureOf(error);
  await client.refreshSession();
  return null;
}
