import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('POST /resend on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('sends a new confirmation mail whose link works and replaces the old one', async () => {
    const email = uniqueEmail();
    await kit.client().signUp({ email, password: 'secret-123' });
    const oldLink = await kit.latestLink(email);
    expect((await kit.client().resend({ type: 'signup', email })).error).toBeNull();
    expect(await kit.waitForMailsTo(email, 2)).toHaveLength(2);
    const newLink = await kit.latestLink(email);
    expect(newLink).not.toBe(oldLink);
    expect((await openLink(oldLink)).hash).toContain('error_code=otp_expired');
    expect((await openLink(newLink)).hash).toContain('access_token=');
  });

  it('answers {} without mailing for unknown or already confirmed addresses', async () => {
    const unknown = uniqueEmail('ghost');
    expect((await kit.client().resend({ type: 'signup', email: unknown })).error).toBeNull();
    expect(await kit.mailsTo(unknown)).toEqual([]);
    const bad = await kit.request('/resend', {
      method: 'POST',
      json: { type: 'nope', email: unknown },
    });
    expect(bad.status).toBe(400);
  });
});
