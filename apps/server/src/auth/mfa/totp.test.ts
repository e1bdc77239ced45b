import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { loadSigningKeys } from '../keys/signing-keys.js';
import { loadConfig } from '../../config.js';
import { openSecret, sealSecret } from './secret-box.js';
import { acceptTotpCode, newTotpEnrollment } from './totp.js';

const at = (date: Date, offsetSeconds: number) => Math.floor(date.getTime() / 1000) + offsetSeconds;

describe('TOTP', () => {
  it('enrolls with an otpauth URI, a base32 secret and an SVG QR code', async () => {
    const enrollment = await newTotpEnrollment('example.com', 'ana@example.com');
    expect(enrollment.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(enrollment.uri).toMatch(/^otpauth:\/\/totp\/example\.com:ana%40example\.com\?/);
    expect(enrollment.uri).toContain(`secret=${enrollment.secret}`);
    expect(enrollment.qrCode.startsWith('<svg')).toBe(true);
  });

  it('accepts the current code and one step either side, nothing further, and no replay', async () => {
    const { secret } = await newTotpEnrollment('example.com', 'ana@example.com');
    // The middle of a period, so ±1 step is exactly one period away on both sides.
    const now = new Date(Math.floor(Date.now() / 30_000) * 30_000 + 15_000);
    const code = (offset: number) => generate({ secret, epoch: at(now, offset) });
    const step = await acceptTotpCode(secret, await code(0), null, now);
    expect(step).toBe(Math.floor(now.getTime() / 30_000));
    expect(await acceptTotpCode(secret, await code(-30), null, now)).toBe(step! - 1);
    expect(await acceptTotpCode(secret, await code(30), null, now)).toBe(step! + 1);
    expect(await acceptTotpCode(secret, await code(-60), null, now)).toBeUndefined();
    expect(await acceptTotpCode(secret, await code(60), null, now)).toBeUndefined();
    // Once a step is used, it and older steps are refused.
    expect(await acceptTotpCode(secret, await code(0), step!, now)).toBeUndefined();
    expect(await acceptTotpCode(secret, await code(-30), step!, now)).toBeUndefined();
    expect(await acceptTotpCode(secret, await code(30), step!, now)).toBe(step! + 1);
    for (const bad of ['', '12345', '1234567', 'abcdef', ' 12345']) {
      expect(await acceptTotpCode(secret, bad, null, now)).toBeUndefined();
    }
  });
});

describe('TOTP secret at rest', () => {
  it('is sealed with a key derived from the signing key, bound to its factor', async () => {
    const keys = await loadSigningKeys(
      loadConfig({ AUTH_JWT_SECRET: 'a-shared-secret-of-at-least-32-characters' }),
    );
    const sealed = sealSecret(keys, 'factor-1', 'JBSWY3DPEHPK3PXP');
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(openSecret(keys, 'factor-1', sealed)).toBe('JBSWY3DPEHPK3PXP');
    expect(() => openSecret(keys, 'factor-2', sealed)).toThrow();
    // Rows written unencrypted (by another server) are read as they are.
    expect(openSecret(keys, 'factor-1', 'JBSWY3DPEHPK3PXP')).toBe('JBSWY3DPEHPK3PXP');
    const otherKeys = await loadSigningKeys(
      loadConfig({ AUTH_JWT_SECRET: 'another-shared-secret-of-32-characters!!' }),
    );
    expect(() => openSecret(otherKeys, 'factor-1', sealed)).toThrow();
  });
});
