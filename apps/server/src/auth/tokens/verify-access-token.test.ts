import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { loadSigningKeys, type SigningKeys } from '../keys/signing-keys.js';
import { signAccessToken } from './sign-access-token.js';
import { AccessTokenError, createAccessTokenVerifier } from './verify-access-token.js';

const dirs: string[] = [];
async function keysFor(env: Record<string, string> = {}): Promise<SigningKeys> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-keys-'));
  dirs.push(dir);
  return loadSigningKeys(loadConfig({ DATA_DIR: dir, ...env }));
}
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

const SECRET = 'x'.repeat(40);
const nowSeconds = () => Math.floor(Date.now() / 1000);

async function reasonOf(promise: Promise<unknown>): Promise<string | undefined> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AccessTokenError);
  return (error as AccessTokenError).reason;
}

describe('createAccessTokenVerifier', () => {
  it('verifies ES256 tokens by kid and returns their claims', async () => {
    const keys = await keysFor();
    const token = await signAccessToken(keys, {
      sub: 'u1',
      iat: nowSeconds(),
      exp: nowSeconds() + 60,
    });
    const claims = await createAccessTokenVerifier(keys).verify(token);
    expect(claims.sub).toBe('u1');
  });

  it('refuses tokens signed by another key, alg none and garbage', async () => {
    const keys = await keysFor();
    const other = await keysFor();
    const verifier = createAccessTokenVerifier(keys);
    const foreign = await signAccessToken(other, {
      sub: 'u',
      iat: nowSeconds(),
      exp: nowSeconds() + 60,
    });
    expect(await reasonOf(verifier.verify(foreign))).toBe('unknown_key');
    const none = new UnsecuredJWT({ sub: 'u', role: 'service_role' }).encode();
    expect(await reasonOf(verifier.verify(none))).toBe('malformed');
    expect(await reasonOf(verifier.verify('not.a.jwt'))).toBe('malformed');
    // Same kid, different key material: the signature check fails.
    const forged = await new SignJWT({ sub: 'u' })
      .setProtectedHeader({ alg: 'ES256', kid: keys.current.kid! })
      .sign(other.current.key);
    expect(await reasonOf(verifier.verify(forged))).toBe('bad_signature');
  });

  it('accepts the HS256 secret and refuses HS256 tokens signed with another secret', async () => {
    const keys = await keysFor({ AUTH_JWT_SECRET: SECRET });
    expect(keys.current.alg).toBe('HS256');
    const verifier = createAccessTokenVerifier(keys);
    const good = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode(SECRET));
    expect((await verifier.verify(good)).role).toBe('service_role');
    const bad = await new SignJWT({ role: 'service_role' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('y'.repeat(40)));
    expect(await reasonOf(verifier.verify(bad))).toBe('bad_signature');
  });

  it('still refuses a cached token once it expires', async () => {
    const keys = await keysFor();
    let clock = Date.now();
    const verifier = createAccessTokenVerifier(keys, { now: () => clock });
    const exp = Math.floor(clock / 1000) + 60;
    const token = await signAccessToken(keys, { sub: 'u', iat: exp - 60, exp });
    expect((await verifier.verify(token)).sub).toBe('u');
    expect((await verifier.verify(token)).sub).toBe('u');
    clock = exp * 1000 + 1;
    expect(await reasonOf(verifier.verify(token))).toBe('expired');
    expect(await reasonOf(verifier.verify(token))).toBe('expired');
  });

  it('keeps at most cacheSize tokens', async () => {
    const keys = await keysFor();
    const verifier = createAccessTokenVerifier(keys, { cacheSize: 2 });
    for (let index = 0; index < 5; index += 1) {
      const token = await signAccessToken(keys, {
        sub: `u${index}`,
        iat: nowSeconds(),
        exp: nowSeconds() + 60,
      });
      expect((await verifier.verify(token)).sub).toBe(`u${index}`);
    }
  });

  it('remembers a token for rememberMs only: memory follows the tokens in use', async () => {
    const keys = await keysFor();
    let clock = Date.now();
    const verifier = createAccessTokenVerifier(keys, { now: () => clock, rememberMs: 20_000 });
    const tokenFor = (sub: string) =>
      signAccessToken(keys, { sub, iat: nowSeconds(), exp: nowSeconds() + 600 });
    const first = await tokenFor('u0');
    for (const token of [first, await tokenFor('u1'), await tokenFor('u2')]) {
      await verifier.verify(token);
    }
    expect(verifier.rememberedTokens).toBe(3);

    clock += 20_001;
    expect((await verifier.verify(await tokenFor('u3'))).sub).toBe('u3');
    expect(verifier.rememberedTokens).toBe(1);
    // A forgotten token is simply verified again.
    expect((await verifier.verify(first)).sub).toBe('u0');
    expect(verifier.rememberedTokens).toBe(2);
  });
});
