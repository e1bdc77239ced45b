import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

describe.each(testDatabaseKinds())('POST /otp on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  it('mails a magic link that signs an existing user in', async () => {
    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const { error } = await kit.client().signInWithOtp({ email });
    expect(error).toBeNull();
    // The mail leaves just after the answer.
    const [mail] = await kit.waitForMailsTo(email);
    expect(mail?.subject).toBe('Your Ascend sign-in link');
    const fragment = fragmentParams(await openLink(await kit.latestLink(email)));
    expect(fragment.get('type')).toBe('magiclink');
    const client = kit.client();
    await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.getUser()).data.user?.email).toBe(email);
  });

  it('signs in with the 6-digit code from the same mail', async () => {
    const email = uniqueEmail();
    await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    const client = kit.client();
    await client.signInWithOtp({ email });
    const code = /: (\d{6})$/m.exec((await kit.waitForMailsTo(email))[0]!.text)![1]!;
    const wrong = await client.verifyOtp({
      email,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error?.code).toBe('otp_expired');
    expect(wrong.error?.status).toBe(403);
    const { data, error } = await client.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.session?.user.email).toBe(email);
    // Single use.
    expect((await kit.client().verifyOtp({ email, token: code, type: 'email' })).error?.code).toBe(
      'otp_expired',
    );
  });

  it('creates and confirms a new user, unless create_user is false', async () => {
    // Unlike supabase/auth (422 otp_disabled), an unknown address is answered as a registered one
    // is, so the answer tells no one which addresses have accounts; nothing is created or sent.
    const unknown = uniqueEmail('new');
    const refused = await kit.client().signInWithOtp({
      email: unknown,
      options: { shouldCreateUser: false },
    });
    expect(refused.error).toBeNull();

    const email = uniqueEmail('new');
    expect(
      (await kit.client().signInWithOtp({ email, options: { data: { locale: 'es' } } })).error,
    ).toBeNull();
    const [mail] = await kit.waitForMailsTo(email);
    expect(mail?.subject).toBe('Confirma tu cuenta de Ascend');
    expect(await kit.mailsTo(unknown)).toEqual([]);
    const { data: listed } = await kit.adminClient().admin.listUsers({ perPage: 1000 });
    expect(listed.users.some((user) => user.email === unknown)).toBe(false);
    const client = kit.client();
    const code = /: (\d{6})$/m.exec(mail!.text)![1]!;
    const { data, error } = await client.verifyOtp({ email, token: code, type: 'email' });
    expect(error).toBeNull();
    expect(data.user?.email_confirmed_at).toBeTruthy();
  });
});
