/**
 * Guessing a mailed 6-digit code: the code's hash encodes the address and the code unambiguously
 * (supabase/auth's sha224(email + code) makes `victim@example.co` + `m463818` the same as
 * `victim@example.com` + `463818`, another address to guess under), and guesses are counted per
 * account, whatever the IP and whichever of the account's addresses they name.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

const codeIn = (text: string) => /: (\d{6})$/m.exec(text)![1]!;
const wrongCode = (code: string) => (code === '000000' ? '111111' : '000000');
/** Ten years: no window boundary falls inside a test run. */
const windowSeconds = 315_360_000;

describe.each(testDatabaseKinds())('guessing mailed codes on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind, {
      TRUST_PROXY: 'true',
      AUTH_RATE_LIMITS: JSON.stringify({
        verify: { max: 100, windowSeconds },
        verify_email: { max: 3, windowSeconds },
      }),
    });
  });
  afterAll(() => kit.close());

  const verify = (json: Record<string, string>, ip: string) =>
    kit.request('/verify', { method: 'POST', json, headers: { 'x-forwarded-for': ip } });

  it('a code typed under an address that concatenates like the real one does not verify', async () => {
    const email = uniqueEmail('victim');
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect((await kit.client().signInWithOtp({ email })).error).toBeNull();
    const code = codeIn((await kit.waitForMailsTo(email))[0]!.text);

    // `…@example.co` + `m` + code is the same string as `…@example.com` + code.
    const collision = await verify(
      { type: 'email', email: email.slice(0, -1), token: `m${code}` },
      '198.51.100.1',
    );
    expect(collision.status).toBe(403);
    expect(((await collision.json()) as { error_code: string }).error_code).toBe('otp_expired');

    const real = await verify({ type: 'email', email, token: code }, '198.51.100.1');
    expect(real.status).toBe(200);
  });

  it('refuses the guess after the limit for one account, spread over IPs and its two addresses', async () => {
    const current = uniqueEmail('current');
    const next = uniqueEmail('next');
    await kit
      .adminClient()
      .admin.createUser({ email: current, password: 'secret-123', email_confirm: true });
    const client = kit.client();
    expect(
      (await client.signInWithPassword({ email: current, password: 'secret-123' })).error,
    ).toBe(null);
    expect((await client.updateUser({ email: next })).error).toBeNull();
    const nextCode = codeIn((await kit.waitForMailsTo(next))[0]!.text);

    // Three wrong codes for the account (the limit), each from another IP, under both addresses.
    const guesses = [
      { email: current, ip: '203.0.113.1' },
      { email: next, ip: '203.0.113.2' },
      { email: current, ip: '203.0.113.3' },
    ];
    for (const { email, ip } of guesses) {
      const wrong = await verify({ type: 'email_change', email, token: wrongCode(nextCode) }, ip);
      expect(wrong.status).toBe(403);
    }
    // The fourth is refused before it is checked, even with the right code from a fresh IP.
    const fourth = await verify(
      { type: 'email_change', email: next, token: nextCode },
      '203.0.113.4',
    );
    expect(fourth.status).toBe(429);
    expect(((await fourth.json()) as { error_code: string }).error_code).toBe(
      'over_request_rate_limit',
    );
  });
});
