import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('GET /reauthenticate on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('mails a code that PUT /user accepts once as its nonce', async () => {
    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const client = kit.client();
    await client.signInWithPassword({ email, password: 'secret-123' });
    expect((await client.reauthenticate()).error).toBeNull();
    const [mail] = await kit.mailsTo(email);
    expect(mail?.subject).toBe('Your Ascend confirmation code');
    expect(mail?.links).toEqual([]);
    const nonce = /^(\d{6})$/m.exec(mail!.text)![1]!;

    const wrong = await client.updateUser({
      password: 'new-secret-1',
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    // The refused request changed nothing.
    expect(
      (await kit.client().signInWithPassword({ email, password: 'secret-123' })).error,
    ).toBeNull();

    expect((await client.updateUser({ password: 'new-secret-1', nonce })).error).toBeNull();
    const reused = await client.updateUser({ password: 'new-secret-2', nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
    expect(
      (await kit.client().signInWithPassword({ email, password: 'new-secret-1' })).error,
    ).toBeNull();
  });

  it('requires a signed-in user', async () => {
    const response = await kit.request('/reauthenticate');
    expect(response.status).toBe(401);
  });
});
