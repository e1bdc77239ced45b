/**
 * Verifies bearer tokens: the auth service's own access tokens and API keys minted with any of the
 * configured keys (asymmetric by `kid`, else the HS256 secret). Reusable by the product API.
 *
 * An ES256 verification costs more than the rest of a typical request, so tokens already verified
 * are kept in a bounded cache; a cached token is still refused once its `exp` passes. The cache
 * only remembers that a signature was valid: callers still check that the session exists. An entry
 * is kept for a short while only (a busy client re-verifies once in that time, which costs
 * nothing), so memory follows the tokens in use, not the ones refreshed away an hour ago.
 */
import { decodeProtectedHeader, jwtVerify, type JWTPayload } from 'jose';
import type { SigningKey, SigningKeys } from '../keys/signing-keys.js';
import type { AccessTokenClaims } from '../../identity/access-token-claims.js';

export type AccessTokenErrorReason = 'malformed' | 'bad_signature' | 'expired' | 'unknown_key';

export class AccessTokenError extends Error {
  override name = 'AccessTokenError';
  constructor(
    readonly reason: AccessTokenErrorReason,
    message: string,
  ) {
    super(message);
  }
}

export interface AccessTokenVerifier {
  /** Resolves to the token's claims, or rejects with an AccessTokenError. */
  verify(token: string): Promise<AccessTokenClaims>;
  /** How many verified tokens are remembered now (for tests and diagnostics). */
  readonly rememberedTokens: number;
}

export interface VerifierOptions {
  /** Most tokens remembered; the oldest entry is dropped first. */
  cacheSize?: number;
  /** How long a verified token is remembered, in ms. */
  rememberMs?: number;
  /** Clock for tests. */
  now?: () => number;
}

interface CacheEntry {
  claims: AccessTokenClaims;
  /** ms since epoch; Infinity for tokens without `exp` (service keys may lack it). */
  expiresAt: number;
  /** ms since epoch: when the signature was checked. */
  verifiedAt: number;
}

function candidateKeys(keys: SigningKeys, token: string): SigningKey[] {
  let header: ReturnType<typeof decodeProtectedHeader>;
  try {
    header = decodeProtectedHeader(token);
  } catch {
    throw new AccessTokenError('malformed', 'token is malformed');
  }
  const { alg, kid } = header;
  if (typeof alg !== 'string' || alg === 'none') {
    throw new AccessTokenError('malformed', 'signing method none is not allowed');
  }
  // Only a key of the token's own algorithm may verify it (no HS256-with-a-public-key confusion).
  const sameAlg = keys.all.filter((key) => key.alg === alg);
  const byKid = kid === undefined ? [] : sameAlg.filter((key) => key.kid === kid);
  if (byKid.length > 0) return byKid;
  const fallback = alg === 'HS256' ? sameAlg : kid === undefined ? sameAlg : [];
  if (fallback.length === 0) throw new AccessTokenError('unknown_key', 'no key matches the token');
  return fallback;
}

export function createAccessTokenVerifier(
  keys: SigningKeys,
  options: VerifierOptions = {},
): AccessTokenVerifier {
  const cacheSize = options.cacheSize ?? 10_000;
  const rememberMs = options.rememberMs ?? 20_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, CacheEntry>();

  async function verifyUncached(token: string): Promise<AccessTokenClaims> {
    let lastError: unknown;
    for (const key of candidateKeys(keys, token)) {
      try {
        const { payload } = await jwtVerify<JWTPayload>(token, key.publicKey, {
          algorithms: [key.alg],
          currentDate: new Date(now()),
          clockTolerance: 0,
        });
        return payload;
      } catch (error) {
        lastError = error;
        if ((error as { code?: string }).code === 'ERR_JWT_EXPIRED') {
          throw new AccessTokenError('expired', 'token has invalid claims: token is expired');
        }
      }
    }
    const code = (lastError as { code?: string } | undefined)?.code;
    throw code === 'ERR_JWS_SIGNATURE_VERIFICATION_FAILED'
      ? new AccessTokenError('bad_signature', 'signature is invalid')
      : new AccessTokenError('malformed', 'token is malformed');
  }

  return {
    get rememberedTokens() {
      return cache.size;
    },
    async verify(token) {
      const time = now();
      const cached = cache.get(token);
      if (cached) {
        if (cached.expiresAt <= time) {
          cache.delete(token);
          throw new AccessTokenError('expired', 'token has invalid claims: token is expired');
        }
        if (time - cached.verifiedAt < rememberMs) return cached.claims;
        cache.delete(token);
      }
      const claims = await verifyUncached(token);
      // Entries are in the order they were verified: drop the stale ones from the front, then the
      // oldest if the cache is still full.
      for (const [oldToken, entry] of cache) {
        if (time - entry.verifiedAt < rememberMs) break;
        cache.delete(oldToken);
      }
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value!);
      cache.set(token, {
        claims,
        expiresAt: typeof claims.exp === 'number' ? claims.exp * 1000 : Number.POSITIVE_INFINITY,
        verifiedAt: time,
      });
      return claims;
    },
  };
}
