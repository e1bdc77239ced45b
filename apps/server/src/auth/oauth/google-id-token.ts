/**
 * Verifies a Google ID token handed over by the app itself (Google One Tap, a mobile app's Google
 * Sign-In) as supabase/auth's `IdTokenGrant` does: signature against the issuer's published keys
 * (found by OpenID discovery), issuer and expiry; then the subject, the audience (our client id or
 * one of GOOGLE_ADDITIONAL_CLIENT_IDS) and the nonce, the token carrying hex(sha256(the app's
 * nonce)). Failures are the protocol's OAuth-style 400s.
 */
import { createHash } from 'node:crypto';
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { OAuthError } from '../http/auth-error.js';
import { googleConfiguration, type GoogleConfig, type GoogleProfile } from './google-client.js';

/** Google's ID tokens have carried their issuer with and without the scheme. */
const GOOGLE_ISSUER = 'https://accounts.google.com';
const GOOGLE_ISSUER_WITHOUT_SCHEME = 'accounts.google.com';

/** Key sets per JWKS address, kept (and refreshed by jose on an unknown `kid`) for the process. */
const keySets = new Map<string, ReturnType<typeof createRemoteJWKSet>>();

function keySetOf(jwksUri: string) {
  let keySet = keySets.get(jwksUri);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(jwksUri), { timeoutDuration: 10_000 });
    keySets.set(jwksUri, keySet);
  }
  return keySet;
}

const badIdToken = () => new OAuthError('invalid request', 'Bad ID token');

/** `at_hash`: the left half of the access token's hash, by the hash of the token's algorithm. */
function accessTokenHash(accessToken: string, algorithm: string): string | undefined {
  const bits = /^(?:RS|PS|ES)(256|384|512)$/.exec(algorithm)?.[1];
  if (!bits) return undefined;
  const digest = createHash(`sha${bits}`).update(accessToken).digest();
  return digest.subarray(0, digest.length / 2).toString('base64url');
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

export interface IdTokenCheck {
  idToken: string;
  /** The nonce the app generated; the token must carry its SHA-256 in hex. */
  nonce: string | undefined;
  /** When given, the token's `at_hash` (if any) must match it. */
  accessToken: string | undefined;
}

export async function verifyGoogleIdToken(
  google: GoogleConfig,
  check: IdTokenCheck,
): Promise<GoogleProfile> {
  const metadata = (await googleConfiguration(google)).serverMetadata();
  if (!metadata.jwks_uri) throw badIdToken();
  const issuers = [metadata.issuer];
  if (metadata.issuer === GOOGLE_ISSUER) issuers.push(GOOGLE_ISSUER_WITHOUT_SCHEME);

  let claims: JWTPayload;
  let algorithm: string;
  try {
    const verified = await jwtVerify(check.idToken, keySetOf(metadata.jwks_uri), {
      issuer: issuers,
      algorithms: metadata.id_token_signing_alg_values_supported ?? ['RS256'],
      requiredClaims: ['exp', 'iat'],
    });
    claims = verified.payload;
    algorithm = verified.protectedHeader.alg;
  } catch {
    throw badIdToken();
  }
  const atHash = text(claims.at_hash);
  if (check.accessToken !== undefined && atHash !== undefined) {
    if (accessTokenHash(check.accessToken, algorithm) !== atHash) throw badIdToken();
  }

  const subject = text(claims.sub);
  if (!subject) throw new OAuthError('invalid request', 'Missing sub claim in id_token');

  const audiences = typeof claims.aud === 'string' ? [claims.aud] : (claims.aud ?? []);
  const acceptable = [google.clientId, ...google.additionalClientIds];
  if (!audiences.some((audience) => acceptable.includes(audience))) {
    throw new OAuthError(
      'invalid request',
      `Unacceptable audience in id_token: [${audiences.join(' ')}]`,
    );
  }

  const tokenNonce = text(claims.nonce);
  if ((tokenNonce === undefined) !== (check.nonce === undefined)) {
    throw new OAuthError(
      'invalid request',
      'Passed nonce and nonce in id_token should either both exist or not.',
    );
  }
  if (check.nonce !== undefined) {
    const expected = createHash('sha256').update(check.nonce).digest('hex');
    if (expected !== tokenNonce) throw new OAuthError('invalid nonce', 'Nonces mismatch');
  }

  return {
    sub: subject,
    email: text(claims.email),
    emailVerified: claims.email_verified === true || claims.email_verified === 'true',
    name: text(claims.name),
    picture: text(claims.picture),
    issuer: text(claims.iss)!,
    hostedDomain: text(claims.hd),
    accessToken: check.accessToken ?? '',
    refreshToken: undefined,
  };
}
