/**
 * The keys that sign and verify access tokens. `AUTH_JWT_KEYS` (Supabase's `GOTRUE_JWT_KEYS` form: a
 * JSON array of private JWKs, the first signs, all verify) wins; otherwise an ES256 key is generated
 * once into DATA_DIR and reused. `AUTH_JWT_SECRET` adds an HS256 key (verify, and sign when no
 * asymmetric key is configured).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import { z } from 'zod';
import type { Config } from '../../config.js';
import { ConfigError } from '../../config.js';

const KEYS_FILE_NAME = 'jwt-keys.json';

const privateJwkSchema = z.looseObject({
  kty: z.enum(['EC', 'RSA']),
  kid: z.string().min(1),
  alg: z.enum(['ES256', 'RS256']).optional(),
  d: z.string().min(1, 'must be a private key (with "d")'),
});

const privateJwkListSchema = z.array(privateJwkSchema).min(1);

type AsymmetricAlgorithm = 'ES256' | 'RS256';

export interface SigningKey {
  kid: string | undefined;
  alg: AsymmetricAlgorithm | 'HS256';
  /** Signs (and verifies) tokens. */
  key: CryptoKey | Uint8Array;
  /** The public half verifies; undefined for the HS256 secret. */
  publicKey: CryptoKey | Uint8Array;
  /** Public JWK as published at /.well-known/jwks.json; undefined for the HS256 secret. */
  publicJwk: JWK | undefined;
  /**
   * The private key bytes (the JWK's `d`, or the HS256 secret): input keying material from which
   * other secrets are derived with HKDF (e.g. the at-rest key of TOTP secrets), never used directly.
   */
  secretMaterial: Uint8Array;
}

export interface SigningKeys {
  /** The key new tokens are signed with. */
  current: SigningKey;
  /** Every key that verifies: asymmetric keys by `kid`, then the HS256 secret if configured. */
  all: SigningKey[];
  /** `{keys: [...]}` with the public asymmetric keys only (never the shared secret). */
  jwks: { keys: JWK[] };
}

function algorithmOf(jwk: z.infer<typeof privateJwkSchema>): AsymmetricAlgorithm {
  return jwk.alg ?? (jwk.kty === 'EC' ? 'ES256' : 'RS256');
}

function publicPart(jwk: JWK): JWK {
  const { d: _d, p: _p, q: _q, dp: _dp, dq: _dq, qi: _qi, oth: _oth, key_ops: _ops, ...rest } = jwk;
  return { ...rest, key_ops: ['verify'] };
}

async function importPrivateJwks(
  jwks: z.infer<typeof privateJwkListSchema>,
): Promise<SigningKey[]> {
  return Promise.all(
    jwks.map(async (jwk) => {
      const alg = algorithmOf(jwk);
      const publicJwk = { ...publicPart(jwk), alg, use: 'sig' };
      return {
        kid: jwk.kid,
        alg,
        key: await importJWK({ ...jwk, key_ops: ['sign'] }, alg),
        publicKey: await importJWK(publicJwk, alg),
        publicJwk,
        secretMaterial: Buffer.from(jwk.d, 'base64url'),
      };
    }),
  );
}

function parseKeyList(source: string, text: string): z.infer<typeof privateJwkListSchema> {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ConfigError(`${source} must be a JSON array of private JWKs`);
  }
  const parsed = privateJwkListSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ConfigError(`${source} key ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** Creates a new private ES256 JWK in the AUTH_JWT_KEYS form. */
async function generatePrivateJwk(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true });
  const jwk = await exportJWK(privateKey);
  return { ...jwk, kid: randomUUID(), alg: 'ES256', use: 'sig', key_ops: ['sign', 'verify'] };
}

async function readOrCreateKeyFile(dataDir: string): Promise<string> {
  const file = path.join(dataDir, KEYS_FILE_NAME);
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const text = JSON.stringify([await generatePrivateJwk()], null, 2);
  // 'wx' fails if another process created the file meanwhile; then that file wins.
  try {
    fs.writeFileSync(file, text, { mode: 0o600, flag: 'wx' });
    return text;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return fs.readFileSync(file, 'utf8');
    throw error;
  }
}

export async function loadSigningKeys(config: Config): Promise<SigningKeys> {
  const { jwtKeys, jwtSecret } = config.auth;
  const secretKey: SigningKey[] = jwtSecret
    ? [
        {
          kid: undefined,
          alg: 'HS256',
          key: new TextEncoder().encode(jwtSecret),
          publicKey: new TextEncoder().encode(jwtSecret),
          publicJwk: undefined,
          secretMaterial: new TextEncoder().encode(jwtSecret),
        },
      ]
    : [];

  let asymmetric: SigningKey[] = [];
  if (jwtKeys !== undefined) {
    asymmetric = await importPrivateJwks(parseKeyList('AUTH_JWT_KEYS', jwtKeys));
  } else if (secretKey.length === 0) {
    const file = path.join(config.dataDir, KEYS_FILE_NAME);
    asymmetric = await importPrivateJwks(
      parseKeyList(file, await readOrCreateKeyFile(config.dataDir)),
    );
  }

  const all = [...asymmetric, ...secretKey];
  return {
    current: all[0]!,
    all,
    jwks: { keys: asymmetric.map((key) => key.publicJwk!).filter(Boolean) },
  };
}
