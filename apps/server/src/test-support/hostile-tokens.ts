/**
 * Turns a TokenRecipe (hostile-arbitraries.ts) into a bearer token: truncated, unsigned, signed with
 * another ES256 or HS256 key, HS256 keyed with our public key, a key smuggled in the header, another
 * audience, expired, not yet valid, a tampered payload, or our own key over nonsense claims.
 */
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, UnsecuredJWT, type CryptoKey, type JWK } from 'jose';
import type { SigningKeys } from '../auth/keys/signing-keys.js';
import type { AuthorizationShape, TokenRecipe } from './hostile-arbitraries.js';

export interface TokenIngredients {
  keys: SigningKeys;
  /** A real access token of a signed-in user, to truncate, tamper with and re-sign. */
  realToken: string;
  realClaims: Record<string, unknown>;
  foreignKey: CryptoKey;
  foreignPublicJwk: JWK;
}

export function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<
    string,
    unknown
  >;
}

export async function tokenIngredients(
  keys: SigningKeys,
  realToken: string,
): Promise<TokenIngredients> {
  const { privateKey, publicKey } = await generateKeyPair('ES256', { extractable: true });
  return {
    keys,
    realToken,
    realClaims: claimsOf(realToken),
    foreignKey: privateKey,
    foreignPublicJwk: await exportJWK(publicKey),
  };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Signs any payload with the server's own current key, header as the server writes it. */
function signWithServerKey(
  keys: SigningKeys,
  payload: Record<string, unknown>,
  header: Record<string, unknown> = {},
): Promise<string> {
  const { current } = keys;
  return new SignJWT(payload)
    .setProtectedHeader({
      alg: current.alg,
      typ: 'JWT',
      ...(current.kid ? { kid: current.kid } : {}),
      ...header,
    })
    .sign(current.key);
}

export async function buildToken(
  recipe: TokenRecipe,
  ingredients: TokenIngredients,
): Promise<string> {
  const { keys, realToken, realClaims } = ingredients;
  const live = { ...realClaims, iat: nowSeconds(), exp: nowSeconds() + 600 };
  const kid = keys.current.kid;
  switch (recipe.kind) {
    case 'truncated':
      return realToken.slice(0, recipe.cut % realToken.length);
    case 'alg-none':
      return new UnsecuredJWT(live).encode();
    case 'foreign-es256':
      return new SignJWT(live)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', ...(kid ? { kid } : {}) })
        .sign(ingredients.foreignKey);
    case 'foreign-hs256':
      return new SignJWT(live)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .sign(new TextEncoder().encode(`another-secret-${randomUUID()}`));
    case 'hs256-with-public-key': {
      // The classic algorithm confusion: HS256 keyed with the published public key.
      const publicJwk = keys.current.publicJwk ?? {};
      return new SignJWT(live)
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT', ...(kid ? { kid } : {}) })
        .sign(new TextEncoder().encode(JSON.stringify(publicJwk)));
    }
    case 'embedded-jwk':
      return new SignJWT(live)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', jwk: ingredients.foreignPublicJwk })
        .sign(ingredients.foreignKey);
    case 'wrong-audience':
      return signWithServerKey(keys, { ...live, aud: recipe.aud });
    case 'expired':
      return signWithServerKey(keys, {
        ...live,
        iat: nowSeconds() - recipe.secondsAgo - 60,
        exp: nowSeconds() - recipe.secondsAgo,
      });
    case 'not-yet-valid':
      return signWithServerKey(keys, { ...live, nbf: nowSeconds() + 3600 });
    case 'tampered-payload': {
      const [header, , signature] = realToken.split('.');
      const payload = Buffer.from(JSON.stringify({ ...live, ...recipe.claims })).toString(
        'base64url',
      );
      return `${header}.${payload}.${signature}`;
    }
    case 'hostile-kid':
      return new SignJWT(live)
        .setProtectedHeader({ alg: 'ES256', typ: 'JWT', kid: recipe.kid })
        .sign(ingredients.foreignKey);
    case 'hostile-claims':
      // Our own key over claims of the wrong type or nonsense (never a real user or session).
      return signWithServerKey(keys, {
        exp: nowSeconds() + 600,
        sub: randomUUID(),
        session_id: randomUUID(),
        ...recipe.claims,
      });
    case 'unknown-user':
      return signWithServerKey(keys, { ...live, sub: randomUUID(), session_id: randomUUID() });
    case 'garbage':
      return recipe.text;
  }
}

/** A value Node's HTTP client accepts in a header (latin-1, no control characters). */
export function asHeaderValue(value: string): string {
  return value.replace(/[^\t\x20-\x7e\x80-\xff]/g, '?');
}

/** The Authorization header for a token in one of the shapes clients get wrong. */
export function authorizationHeader(
  shape: AuthorizationShape,
  token: string,
): Record<string, string> {
  if (shape.scheme === 'absent') return {};
  if (shape.scheme === 'other') return { authorization: shape.header };
  return { authorization: asHeaderValue(`${shape.spelling}${token}`) };
}
