/**
 * Pre-account takeover: anyone can sign up any address, so until its owner confirms it, what an
 * unconfirmed account holds is only a claim. A repeated sign-up never changes it, and when parties
 * with different passwords competed for the address, the mailed confirmation keeps no password and
 * no metadata: it signs the owner in as a recovery does, to choose a password.
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

const ATTACKER = 'attacker-password';
const VICTIM = 'victim-password';

const amrMethods = (accessToken: string) =>
  (
    JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString()) as {
      amr: { method: string }[];
    }
  ).amr.map((entry) => entry.method);

describe.each(testDatabaseKinds())('competing sign-ups of one address on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());

  const signUp = async (email: string, password: string, name: string) => {
    const { error } = await kit.client().signUp({ email, password, options: { data: { name } } });
    expect(error).toBeNull();
  };
  const passwordWorks = async (email: string, password: string) =>
    (await kit.client().signInWithPassword({ email, password })).error === null;

  /** Follows the newest mailed link as the mailbox owner; answers the session it lands with. */
  async function confirmByMailedLink(email: string) {
    const fragment = fragmentParams(await openLink(await kit.latestLink(email)));
    const client = kit.client();
    const { error } = await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect(error).toBeNull();
    return { client, type: fragment.get('type'), accessToken: fragment.get('access_token')! };
  }

  it('attacker first: the confirmation keeps neither password nor the metadata, and asks for a password', async () => {
    const email = uniqueEmail('victim');
    await signUp(email, ATTACKER, 'attacker');
    await signUp(email, VICTIM, 'victim');
    const { client, type, accessToken } = await confirmByMailedLink(email);
    expect(type).toBe('recovery');
    expect(amrMethods(accessToken)).toEqual(['recovery']);
    expect(await passwordWorks(email, ATTACKER)).toBe(false);
    expect(await passwordWorks(email, VICTIM)).toBe(false);
    const user = (await client.getUser()).data.user!;
    expect(user.email_confirmed_at).toBeTruthy();
    expect(user.user_metadata.name).toBeUndefined();

    expect((await client.updateUser({ password: 'chosen-after-confirming' })).error).toBeNull();
    expect(await passwordWorks(email, 'chosen-after-confirming')).toBe(true);
    expect(await passwordWorks(email, ATTACKER)).toBe(false);
  });

  it('victim first: the password of the later sign-up never works', async () => {
    const email = uniqueEmail('victim');
    await signUp(email, VICTIM, 'victim');
    await signUp(email, ATTACKER, 'attacker');
    const { client, type } = await confirmByMailedLink(email);
    expect(type).toBe('recovery');
    expect(await passwordWorks(email, ATTACKER)).toBe(false);
    expect(await passwordWorks(email, VICTIM)).toBe(false);
    expect((await client.getUser()).data.user!.user_metadata.name).toBeUndefined();
  });

  it('with PKCE, the exchanged session names recovery, as a recovery link does', async () => {
    const email = uniqueEmail('victim');
    await signUp(email, ATTACKER, 'attacker');
    const victim = kit.client({ flowType: 'pkce' });
    expect((await victim.signUp({ email, password: VICTIM })).error).toBeNull();
    const landing = await openLink(await kit.latestLink(email));
    const { data, error } = await victim.exchangeCodeForSession(landing.searchParams.get('code')!);
    expect(error).toBeNull();
    expect(amrMethods(data.session!.access_token)).toEqual(['recovery']);
    expect(await passwordWorks(email, ATTACKER)).toBe(false);
    expect(await passwordWorks(email, VICTIM)).toBe(false);
  });

  it('a repeated sign-up with the same password is no contest: the password and data stay', async () => {
    const email = uniqueEmail('twice');
    await signUp(email, VICTIM, 'first');
    await signUp(email, VICTIM, 'second');
    const { client, type } = await confirmByMailedLink(email);
    expect(type).toBe('signup');
    expect((await client.getUser()).data.user!.user_metadata.name).toBe('first');
    expect(await passwordWorks(email, VICTIM)).toBe(true);
  });

  it('a magic link or a recovery for an unconfirmed account lets no earlier password survive', async () => {
    for (const ask of [
      (email: string) => kit.client().signInWithOtp({ email }),
      (email: string) => kit.client().resetPasswordForEmail(email),
    ]) {
      const email = uniqueEmail('victim');
      await signUp(email, ATTACKER, 'attacker');
      const before = (await kit.mailsTo(email)).length;
      expect((await ask(email)).error).toBeNull();
      await kit.waitForMailsTo(email, before + 1);
      const { type } = await confirmByMailedLink(email);
      expect(type).toBe('recovery');
      expect(await passwordWorks(email, ATTACKER)).toBe(false);
    }
  });
});
