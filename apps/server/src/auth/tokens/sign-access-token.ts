/** Mints access tokens with the current signing key (ES256 by default, HS256 with only a secret). */
import { SignJWT } from 'jose';
import type { SigningKeys } from '../keys/signing-keys.js';
import type { AccessTokenClaims } from '../../identity/access-token-claims.js';

export async function signAccessToken(
  keys: SigningKeys,
  claims: AccessTokenClaims & { sub: string; exp: number; iat: number },
): Promise<string> {
  const { current } = keys;
  return new SignJWT(claims)
    .setProtectedHeader({
      alg: current.alg,
      typ: 'JWT',
      ...(current.kid ? { kid: current.kid } : {}),
    })
    .sign(current.key);
}
