/**
 * `POST /admin/generate_link` with `email_change_current` and `email_change_new`: the two links of a
 * double-confirmed e-mail change. generate_link mails nothing itself; an operator delivers the
 * links with their own mailer, here the product's mail transport into the development outbox, and
 * each address's owner opens the link that reached them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

const PASSWORD = 'secret-123';

describe.each(testDatabaseKinds())('admin e-mail change links on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  async function confirmedUser() {
    const email = uniqueEmail('before');
    const { data } = await kit
      .adminClient()
      .admin.createUser({ email, password: PASSWORD, email_confirm: true });
    return { email, userId: data.user!.id };
  }

  async function generate(
    type: 'email_change_current' | 'email_change_new',
    email: string,
    newEmail: string,
  ) {
    const { data, error } = await kit.adminClient().admin.generateLink({
      type,
      email,
      newEmail,
      options: { redirectTo: `${kit.server.config.siteUrl}/dashboard/account` },
    });
    expect(error).toBeNull();
    return data;
  }

  /** What an operator's own mailer does with a generated link. */
  const deliver = (to: string, link: string) =>
    kit.server.app.mail.sendMail({
      to,
      subject: 'Confirm the change of your e-mail address',
      text: `Open ${link}`,
      html: `<a href="${link}">Confirm</a>`,
    });

  it('gives one link per address; the change happens when both are opened', async () => {
    const { email, userId } = await confirmedUser();
    const newEmail = uniqueEmail('after');
    const current = await generate('email_change_current', email, newEmail);
    const next = await generate('email_change_new', email, newEmail);
    expect(current.properties).toMatchObject({ verification_type: 'email_change_current' });
    expect(next.properties).toMatchObject({ verification_type: 'email_change_new' });
    expect(current.user).toMatchObject({ id: userId, email, new_email: newEmail });
    for (const link of [current.properties!.action_link, next.properties!.action_link]) {
      const url = new URL(link);
      expect(url.pathname).toBe('/auth/v1/verify');
      expect(url.searchParams.get('type')).toBe('email_change');
    }
    expect(current.properties!.hashed_token).not.toBe(next.properties!.hashed_token);
    // generate_link itself mails nothing.
    expect(await kit.mailsTo(email)).toEqual([]);
    expect(await kit.mailsTo(newEmail)).toEqual([]);

    await deliver(email, current.properties!.action_link);
    await deliver(newEmail, next.properties!.action_link);

    const first = await openLink(await kit.latestLink(email));
    expect(fragmentParams(first).get('message')).toBe(
      'Confirmation link accepted. Please proceed to confirm link sent to the other email',
    );
    const stillOld = await kit.adminClient().admin.getUserById(userId);
    expect(stillOld.data.user?.email).toBe(email);

    const second = await openLink(await kit.latestLink(newEmail));
    expect(`${second.origin}${second.pathname}`).toBe(
      `${kit.server.config.siteUrl}/dashboard/account`,
    );
    expect(fragmentParams(second).get('access_token')).toBeTruthy();

    const changed = await kit.adminClient().admin.getUserById(userId);
    expect(changed.data.user?.email).toBe(newEmail);
    expect(changed.data.user?.new_email).toBeUndefined();
    const signIn = await kit.client().signInWithPassword({ email: newEmail, password: PASSWORD });
    expect(signIn.error).toBeNull();
    const oldSignIn = await kit.client().signInWithPassword({ email, password: PASSWORD });
    expect(oldSignIn.error?.code).toBe('invalid_credentials');
    // Each link is single-use.
    const reused = await openLink(next.properties!.action_link);
    expect(fragmentParams(reused).get('error_code')).toBe('otp_expired');
  });

  it('accepts the two codes through verifyOtp too', async () => {
    const { email, userId } = await confirmedUser();
    const newEmail = uniqueEmail('after-otp');
    const current = await generate('email_change_current', email, newEmail);
    const next = await generate('email_change_new', email, newEmail);
    const client = kit.client();
    const first = await client.verifyOtp({
      type: 'email_change',
      email,
      token: current.properties!.email_otp,
    });
    expect(first.error).toBeNull();
    expect(first.data.session).toBeNull();
    const second = await client.verifyOtp({
      type: 'email_change',
      email: newEmail,
      token: next.properties!.email_otp,
    });
    expect(second.error).toBeNull();
    expect(second.data.user).toMatchObject({ id: userId, email: newEmail });
  });

  it('replaces a pending change to another address, legs and all', async () => {
    const { email, userId } = await confirmedUser();
    const abandoned = uniqueEmail('abandoned');
    const stale = await generate('email_change_current', email, abandoned);
    const newEmail = uniqueEmail('chosen');
    const current = await generate('email_change_current', email, newEmail);
    const next = await generate('email_change_new', email, newEmail);
    const staleOpened = await openLink(stale.properties!.action_link);
    expect(fragmentParams(staleOpened).get('error_code')).toBe('otp_expired');
    await openLink(current.properties!.action_link);
    await openLink(next.properties!.action_link);
    const changed = await kit.adminClient().admin.getUserById(userId);
    expect(changed.data.user?.email).toBe(newEmail);
  });

  it('refuses an unknown user, a missing or invalid new address, and one already taken', async () => {
    const { email } = await confirmedUser();
    const admin = kit.adminClient().admin;
    const ghost = await admin.generateLink({
      type: 'email_change_new',
      email: uniqueEmail('ghost'),
      newEmail: uniqueEmail(),
    });
    expect(ghost.error).toMatchObject({ status: 404, code: 'user_not_found' });
    const missing = await kit.request('/admin/generate_link', {
      method: 'POST',
      json: { type: 'email_change_new', email },
      headers: { authorization: `Bearer ${kit.serviceKey}` },
    });
    expect(missing.status).toBe(400);
    const invalid = await admin.generateLink({
      type: 'email_change_current',
      email,
      newEmail: 'not-an-email',
    });
    expect(invalid.error).toMatchObject({ status: 400, code: 'validation_failed' });
    const { email: takenEmail } = await confirmedUser();
    const taken = await admin.generateLink({
      type: 'email_change_new',
      email,
      newEmail: takenEmail,
    });
    expect(taken.error).toMatchObject({ status: 422, code: 'email_exists' });
    const denied = await kit.request('/admin/generate_link', {
      method: 'POST',
      json: { type: 'email_change_new', email, new_email: uniqueEmail() },
      headers: { authorization: `Bearer ${kit.anonKey}` },
    });
    expect(denied.status).toBe(403);
  });
});
