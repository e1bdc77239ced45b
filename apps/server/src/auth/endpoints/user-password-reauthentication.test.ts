import type { GoTrueClient } from '@supabase/auth-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { secondsAgo } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import {
  fragmentParams,
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

const PASSWORD = 'secret-123';
const NEW_PASSWORD = 'new-secret-456';
/** Longer ago than the protocol's 24 hours of a "recent" sign-in. */
const OVER_A_DAY = 25 * 60 * 60;

function helpers(kit: () => AuthTestKit) {
  return {
    createUser: async () => {
      const email = uniqueEmail('reauth');
      const { error } = await kit()
        .adminClient()
        .admin.createUser({ email, password: PASSWORD, email_confirm: true });
      expect(error).toBeNull();
      return email;
    },
    /** A client signed in `secondsBefore` seconds ago; its token is refreshed when next used. */
    signedIn: async (email: string, secondsBefore = 0) => {
      const client = kit().client();
      const signIn = () => client.signInWithPassword({ email, password: PASSWORD });
      const { error } =
        secondsBefore > 0 ? await secondsAgo(secondsBefore, signIn) : await signIn();
      expect(error).toBeNull();
      return client;
    },
    canSignIn: async (email: string, password: string) => {
      const { error } = await kit().client().signInWithPassword({ email, password });
      return error === null;
    },
  };
}

describe.each(testDatabaseKinds())('a password change on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit(kind);
  });
  afterAll(() => kit.close());
  const { createUser, signedIn, canSignIn } = helpers(() => kit);

  async function mailedNonce(client: GoTrueClient, email: string) {
    expect((await client.reauthenticate()).error).toBeNull();
    const [mail] = await kit.mailsTo(email);
    return /^(\d{6})$/m.exec(mail!.text)![1]!;
  }

  it('is refused to a session signed in over 24 hours ago that shows nothing but its token', async () => {
    const email = await createUser();
    const client = await signedIn(email, OVER_A_DAY);
    const { error } = await client.updateUser({ password: NEW_PASSWORD });
    expect(error?.code).toBe('reauthentication_needed');
    expect(error?.status).toBe(400);
    // The session itself is fine: its token was just refreshed and still reads the user.
    expect((await client.getUser()).error).toBeNull();
    expect(await canSignIn(email, PASSWORD)).toBe(true);
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(false);
  });

  it('is accepted from that old session with the code mailed by GET /reauthenticate, once', async () => {
    const email = await createUser();
    const client = await signedIn(email, OVER_A_DAY);
    const nonce = await mailedNonce(client, email);

    const wrong = await client.updateUser({
      password: NEW_PASSWORD,
      nonce: nonce === '000000' ? '111111' : '000000',
    });
    expect(wrong.error?.code).toBe('reauthentication_not_valid');
    expect(wrong.error?.status).toBe(422);
    expect(await canSignIn(email, PASSWORD)).toBe(true);

    expect((await client.updateUser({ password: NEW_PASSWORD, nonce })).error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    const reused = await client.updateUser({ password: 'third-secret-789', nonce });
    expect(reused.error?.code).toBe('reauthentication_not_valid');
  });

  it('is accepted from that old session with the correct current password, not a wrong one', async () => {
    const email = await createUser();
    const client = await signedIn(email, OVER_A_DAY);
    const wrong = await client.updateUser({ password: NEW_PASSWORD, current_password: 'guess' });
    expect(wrong.error?.code).toBe('current_password_mismatch');
    expect(await canSignIn(email, PASSWORD)).toBe(true);

    const right = await client.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(right.error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('is accepted right after a sign-in, with the token alone', async () => {
    const email = await createUser();
    const client = await signedIn(email);
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });

  it('is accepted through a recovery link, however old the last sign-in', async () => {
    const email = await createUser();
    await signedIn(email, OVER_A_DAY);
    const client = kit.client();
    expect((await client.resetPasswordForEmail(email)).error).toBeNull();
    const fragment = fragmentParams(await openLink(await kit.latestLink(email)));
    expect(fragment.get('type')).toBe('recovery');
    await client.setSession({
      access_token: fragment.get('access_token')!,
      refresh_token: fragment.get('refresh_token')!,
    });
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
    expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
  });
});

describe.each(testDatabaseKinds())(
  'a password change with AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH=false on %s',
  (kind) => {
    let kit: AuthTestKit;
    beforeAll(async () => {
      kit = await startAuthTestKit(kind, { AUTH_PASSWORD_CHANGE_REQUIRES_REAUTH: 'false' });
    });
    afterAll(() => kit.close());
    const { createUser, signedIn, canSignIn } = helpers(() => kit);

    it('needs only the token, however old the session', async () => {
      const email = await createUser();
      const client = await signedIn(email, OVER_A_DAY);
      expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
      expect(await canSignIn(email, NEW_PASSWORD)).toBe(true);
    });
  },
);

describe.each(testDatabaseKinds())('guesses of the current password on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // Windows of ten years: no window boundary falls inside the test.
    kit = await startAuthTestKit(kind, {
      AUTH_RATE_LIMITS: JSON.stringify({ token: { max: 3, windowSeconds: 315_360_000 } }),
    });
  });
  afterAll(() => kit.close());
  const { createUser, signedIn } = helpers(() => kit);

  it('count against the per-IP sign-in limit', async () => {
    const email = await createUser();
    // The sign-in is the first of the three token requests this address may make.
    const client = await signedIn(email);
    for (const guess of ['guess-1', 'guess-2']) {
      const { error } = await client.updateUser({
        password: NEW_PASSWORD,
        current_password: guess,
      });
      expect(error?.code).toBe('current_password_mismatch');
    }
    const limited = await client.updateUser({ password: NEW_PASSWORD, current_password: PASSWORD });
    expect(limited.error?.status).toBe(429);
    expect(limited.error?.code).toBe('over_request_rate_limit');
    // Without a current password the change is not counted (the session is recent).
    expect((await client.updateUser({ password: NEW_PASSWORD })).error).toBeNull();
  });
});
