/**
 * The project's API keys, as Supabase issues them: long-lived JWTs whose `role` is `anon` (public, sent
 * by the web app as `apikey`) or `service_role` (secret, unlocks the admin API).
 */
import { SignJWT } from 'jose';
import type { SigningKeys } from '../keys/signing-keys.js';

export type ApiKeyRole = 'anon' | 'service_role';

const TEN_YEARS_SECONDS = 10 * 365 * 24 * 60 * 60;

export async function mintApiKey(
  keys: SigningKeys,
  role: ApiKeyRole,
  issuer: string,
  now = new Date(),
): Promise<string> {
  const { current } = keys;
  const iat = Math.floor(now.getTime() / 1000);
  return new SignJWT({ role, iss: issuer })
    .setProtectedHeader({
      alg: current.alg,
      typ: 'JWT',
      ...(current.kid ? { kid: current.kid } : {}),
    })
    .setIssuedAt(iat)
    .setExpirationTime(iat + TEN_YEARS_SECONDS)
    .sign(current.key);
}

/** The issuer claim of every token this server mints: its auth URL, as Supabase does. */
export function authIssuer(siteUrl: string): string {
  return `${siteUrl}/auth/v1`;
}
