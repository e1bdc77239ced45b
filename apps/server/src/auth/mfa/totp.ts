/**
 * TOTP as supabase/auth configures it (RFC 6238: SHA1, 6 digits, 30 s period, one step of skew
 * either way), with otplib; the QR code of the otpauth URI as raw SVG markup, as the protocol sends it.
 */
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

const PERIOD_SECONDS = 30;
const DIGITS = 6;
const CODE = /^\d{6}$/;

export interface TotpEnrollment {
  secret: string;
  uri: string;
  qrCode: string;
}

export async function newTotpEnrollment(
  issuer: string,
  accountName: string,
): Promise<TotpEnrollment> {
  // 20 random bytes (160 bits), the RFC 4226 recommendation, base32-encoded for authenticator apps.
  const secret = generateSecret({ length: 20 });
  const uri = generateURI({
    issuer,
    label: accountName,
    secret,
    algorithm: 'sha1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
  });
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'H', margin: 1 });
  return { secret, uri, qrCode };
}

/**
 * The time step the code belongs to when it is valid now (±1 step) and newer than `lastStep`
 * (a code, once accepted, cannot be replayed within its window); otherwise undefined.
 */
export async function acceptTotpCode(
  secret: string,
  code: string,
  lastStep: number | null,
  now = new Date(),
): Promise<number | undefined> {
  if (!CODE.test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    algorithm: 'sha1',
    digits: DIGITS,
    period: PERIOD_SECONDS,
    epoch: Math.floor(now.getTime() / 1000),
    // Seconds either side of now: with a 30 s period this admits the previous and the next step.
    epochTolerance: PERIOD_SECONDS,
    ...(lastStep !== null ? { afterTimeStep: lastStep } : {}),
  });
  // otplib's result type is shared with HOTP; a TOTP verification always carries its time step.
  return result.valid && 'timeStep' in result ? result.timeStep : undefined;
}
