/**
 * No user enumeration: sign-up, sign-in, recovery, magic links, resent confirmations and e-mail
 * changes answer a registered and an unknown e-mail alike, in status and body, and with the same
 * work before the answer, proved by counting that work rather than by timing it (times on a shared
 * machine decide nothing):
 * - the password work: each request runs the same argon2 operations, counted as they are called
 *   (the library is wrapped, not replaced: every hash and comparison is the real one);
 * - the mail: a registered address's mail is sent only after the answer has left, so an answer
 *   never waits for a mail server. The test's mail server holds every message unaccepted until
 *   released, so a request that waited for its mail would not be answered at all.
 */
import type * as Argon2 from '@node-rs/argon2';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';

const PASSWORD = 'a-registered-password';

/** argon2 calls made by the server in this process, by kind. */
const argon2Calls = vi.hoisted(() => ({ hash: 0, verify: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    hash: (...args: Parameters<typeof real.hash>) => {
      argon2Calls.hash += 1;
      return real.hash(...args);
    },
    verify: (...args: Parameters<typeof real.verify>) => {
      argon2Calls.verify += 1;
      return real.verify(...args);
    },
  };
});

/** The argon2 operations `request` runs before it is answered (its body read to the end). */
async function argon2Work(request: () => Promise<Response>) {
  const before = { ...argon2Calls };
  const response = await request();
  await response.arrayBuffer();
  return {
    status: response.status,
    hash: argon2Calls.hash - before.hash,
    verify: argon2Calls.verify - before.verify,
  };
}

async function createConfirmedUser(kit: AuthTestKit, email: string): Promise<void> {
  const { error } = await kit
    .adminClient()
    .admin.createUser({ email, password: PASSWORD, email_confirm: true });
  expect(error).toBeNull();
}

const bodyShape = (body: unknown): unknown =>
  Array.isArray(body)
    ? body.map(bodyShape)
    : body !== null && typeof body === 'object'
      ? Object.fromEntries(
          Object.entries(body).map(([key, value]) => [key, bodyShape(value)] as const),
        )
      : typeof body;

describe('sign-in, sign-up and recovery do not tell which e-mails are registered', () => {
  let kit: AuthTestKit;
  let registered: string;
  beforeAll(async () => {
    // Rate limits off: the limits are proven elsewhere, and here every sample must be answered.
    kit = await startAuthTestKit('sqlite');
    registered = uniqueEmail('registered');
    await createConfirmedUser(kit, registered);
  });
  afterAll(() => kit.close());

  const post = (path: string, json: unknown) => kit.request(path, { method: 'POST', json });

  it('a wrong password for a registered e-mail runs the same password work as an unknown e-mail', async () => {
    const signIn = (email: string) =>
      post('/token?grant_type=password', { email, password: 'wrong-password' });
    // The dummy hash an unknown e-mail is compared with is made once, on first use.
    await (await signIn(uniqueEmail('nobody'))).arrayBuffer();
    const known = await argon2Work(() => signIn(registered));
    const unknown = await argon2Work(() => signIn(uniqueEmail('nobody')));
    expect(known).toEqual({ status: 400, hash: 0, verify: 1 });
    expect(unknown).toEqual(known);
  });

  it('signing up a registered e-mail answers like a new one, in body and in password work', async () => {
    const first = await post('/signup', { email: registered, password: 'another-password' });
    const fresh = await post('/signup', {
      email: uniqueEmail('fresh'),
      password: 'another-password',
    });
    expect(first.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(bodyShape(await first.json())).toEqual(bodyShape(await fresh.json()));

    const signUp = (email: string) => () => post('/signup', { email, password: 'pw-123456' });
    const unconfirmed = uniqueEmail('unconfirmed');
    const created = await argon2Work(signUp(unconfirmed));
    // One argon2 run each: a new account's hash, a registered address's throw-away hash, and an
    // unconfirmed address's comparison with its first sign-up's password.
    expect(created).toEqual({ status: 200, hash: 1, verify: 0 });
    expect(await argon2Work(signUp(registered))).toEqual(created);
    expect(await argon2Work(signUp(unconfirmed))).toEqual({ status: 200, hash: 0, verify: 1 });
  });

  it('a repeated sign-up tells no address from another by the user it answers', async () => {
    const signUpTwice = async (email: string) => {
      const users = [];
      for (let attempt = 0; attempt < 2; attempt += 1) {
        const before = Date.now();
        const response = await post('/signup', { email, password: 'another-password' });
        expect(response.status).toBe(200);
        const user = (await response.json()) as { id: string; created_at: string };
        expect(Date.parse(user.created_at)).toBeGreaterThanOrEqual(before);
        users.push(user.id);
      }
      return users;
    };
    // A new address is created by the first sign-up and unconfirmed at the second.
    for (const email of [registered, uniqueEmail('repeated')]) {
      const [first, second] = await signUpTwice(email);
      expect(first).not.toBe(second);
    }
  });

  it('recovery answers a registered and an unknown e-mail alike, in body', async () => {
    const known = await post('/recover', { email: registered });
    const unknown = await post('/recover', { email: uniqueEmail('ghost') });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());
  });
});

describe('with the protocol rate limits on', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit('sqlite', { AUTH_RATE_LIMITS: '{}' });
  });
  afterAll(() => kit.close());

  const post = (path: string, json: unknown) => kit.request(path, { method: 'POST', json });

  /** Statuses and bodies of the same request made twice in a row. */
  async function twice(path: string, json: unknown) {
    const answers = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await post(path, json);
      answers.push({ status: response.status, body: bodyShape(await response.json()) });
    }
    return answers;
  }

  it('a repeated recovery answers a registered and an unknown e-mail alike', async () => {
    const registered = uniqueEmail('registered');
    await createConfirmedUser(kit, registered);
    const known = await twice('/recover', { email: registered });
    const unknown = await twice('/recover', { email: uniqueEmail('ghost') });
    expect(known).toEqual(unknown);
  });

  it('a repeated sign-up answers a registered and a new e-mail alike', async () => {
    const registered = uniqueEmail('registered');
    await createConfirmedUser(kit, registered);
    const known = await twice('/signup', { email: registered, password: 'pw-123456' });
    const fresh = await twice('/signup', { email: uniqueEmail('fresh'), password: 'pw-123456' });
    expect(known).toEqual(fresh);
  });
});

describe.each(testDatabaseKinds())(
  'magic links, resent confirmations and e-mail changes do not tell which e-mails are registered, on %s',
  (kind) => {
    let inbox: SmtpInbox;
    let kit: AuthTestKit;
    let registered: string;
    let unconfirmed: string;
    beforeAll(async () => {
      inbox = await startSmtpInbox();
      kit = await startAuthTestKit(kind, {
        SMTP_URL: inbox.url,
        MAIL_FROM: 'Ascend <no-reply@ascend.test>',
      });
      registered = uniqueEmail('registered');
      await createConfirmedUser(kit, registered);
      unconfirmed = uniqueEmail('unconfirmed');
      expect((await kit.client().signUp({ email: unconfirmed, password: PASSWORD })).error).toBe(
        null,
      );
    });
    afterAll(async () => {
      await kit.close();
      await inbox.close();
    });

    const post = (path: string, json: unknown) => kit.request(path, { method: 'POST', json });
    const answer = async (response: Promise<Response>) => {
      const settled = await response;
      return { status: settled.status, body: bodyShape(await settled.json()) };
    };

    /**
     * Makes `requests` while the mail server accepts nothing: a request that waited for a mail
     * would never be answered. Answers their statuses and body shapes.
     */
    async function answeredWhileMailIsHeld(requests: (() => Promise<Response>)[]) {
      inbox.hold();
      try {
        const answers = [];
        for (const request of requests) answers.push(await answer(request()));
        return answers;
      } finally {
        inbox.release();
      }
    }

    it.each([
      ['/recover', (email: string) => ({ email })],
      ['/otp', (email: string) => ({ email, create_user: false })],
      ['/magiclink', (email: string) => ({ email, create_user: false })],
    ])(
      '%s answers a registered and an unknown e-mail alike, and mails the registered one after answering',
      async (path, json) => {
        const mailsBefore = inbox.to(registered).length;
        const [known, unknown] = await answeredWhileMailIsHeld([
          () => post(path, json(registered)),
          () => post(path, json(uniqueEmail('ghost'))),
        ]);
        expect(known!.status).toBe(200);
        expect(known).toEqual(unknown);
        // The registered address did get its mail, after the answer.
        await expect
          .poll(() => inbox.to(registered).length, { timeout: 15_000 })
          .toBe(mailsBefore + 1);
      },
    );

    it('resending a confirmation answers an unconfirmed and an unknown e-mail alike, and mails after answering', async () => {
      const json = (email: string) => ({ type: 'signup', email });
      const mailsBefore = inbox.to(unconfirmed).length;
      const [known, unknown] = await answeredWhileMailIsHeld([
        () => post('/resend', json(unconfirmed)),
        () => post('/resend', json(uniqueEmail('ghost'))),
      ]);
      expect(known!.status).toBe(200);
      expect(known).toEqual(unknown);
      await expect
        .poll(() => inbox.to(unconfirmed).length, { timeout: 15_000 })
        .toBe(mailsBefore + 1);
    });

    it("changing the e-mail to another account's address answers like a free address, and mails after answering", async () => {
      const email = uniqueEmail('mover');
      await createConfirmedUser(kit, email);
      const signedIn = await kit.client().signInWithPassword({ email, password: PASSWORD });
      const token = signedIn.data.session!.access_token;
      const put = (json: unknown) => () =>
        kit.request('/user', {
          method: 'PUT',
          json,
          headers: { authorization: `Bearer ${token}` },
        });
      const free = uniqueEmail('free');
      const [toTaken, toFree] = await answeredWhileMailIsHeld([
        put({ email: registered }),
        put({ email: free }),
      ]);
      expect(toTaken!.status).toBe(200);
      expect(toTaken).toEqual(toFree);
      // The free address is asked to confirm; the other account's owner was sent nothing.
      await expect.poll(() => inbox.to(free).length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => inbox.to(email).length, { timeout: 15_000 }).toBeGreaterThan(1);
      const changeMails = inbox
        .to(registered)
        .filter((mail) => /^Subject: Confirm your new Ascend/m.test(mail.text));
      expect(changeMails).toEqual([]);
    });
  },
);
