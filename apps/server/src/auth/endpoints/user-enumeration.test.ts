/**
 * No user enumeration: sign-up, sign-in, recovery, magic links, resent confirmations and e-mail
 * changes answer a registered and an unknown e-mail alike, in status, body and time. Times are
 * compared as medians of many interleaved samples with a wide ratio, so a loaded machine cannot
 * make the test flaky while a real leak (an unknown e-mail skipping the password hash, or a mail
 * delivered before the answer: many times slower) still fails it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { startSmtpInbox, type SmtpInbox } from '../../test-support/smtp-inbox.js';

const PASSWORD = 'a-registered-password';
const SAMPLES = 24;
/** The slower of the two medians may be at most this many times the faster one. */
const MAX_MEDIAN_RATIO = 2;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Runs the two requests alternately (so load affects both alike) and answers their median times. */
async function medianTimes(
  known: (sample: number) => Promise<Response>,
  unknown: (sample: number) => Promise<Response>,
): Promise<{ known: number; unknown: number; ratio: number }> {
  const times = { known: [] as number[], unknown: [] as number[] };
  const timed = async (run: () => Promise<Response>, into: number[]) => {
    const started = performance.now();
    const response = await run();
    await response.arrayBuffer();
    into.push(performance.now() - started);
  };
  // One untimed round first: the dummy hash and the compiled statements are made on first use.
  await timed(() => known(-1), []);
  await timed(() => unknown(-1), []);
  for (let sample = 0; sample < SAMPLES; sample += 1) {
    if (sample % 2 === 0) {
      await timed(() => known(sample), times.known);
      await timed(() => unknown(sample), times.unknown);
    } else {
      await timed(() => unknown(sample), times.unknown);
      await timed(() => known(sample), times.known);
    }
  }
  const result = { known: median(times.known), unknown: median(times.unknown) };
  return {
    ...result,
    ratio: Math.max(result.known, result.unknown) / Math.min(result.known, result.unknown),
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

  it('a wrong password for a registered e-mail costs about as much as an unknown e-mail', async () => {
    const times = await medianTimes(
      () => post('/token?grant_type=password', { email: registered, password: 'wrong-password' }),
      (sample) =>
        post('/token?grant_type=password', {
          email: `nobody-${sample}@example.com`,
          password: 'wrong-password',
        }),
    );
    expect(times.ratio, JSON.stringify(times)).toBeLessThan(MAX_MEDIAN_RATIO);
  });

  it('signing up a registered e-mail answers like a new one, in body and in time', async () => {
    const first = await post('/signup', { email: registered, password: 'another-password' });
    const fresh = await post('/signup', {
      email: uniqueEmail('fresh'),
      password: 'another-password',
    });
    expect(first.status).toBe(200);
    expect(fresh.status).toBe(200);
    expect(bodyShape(await first.json())).toEqual(bodyShape(await fresh.json()));

    const times = await medianTimes(
      () => post('/signup', { email: registered, password: 'another-password' }),
      (sample) =>
        post('/signup', {
          email: `new-${sample}-${Date.now()}@example.com`,
          password: 'pw-123456',
        }),
    );
    expect(times.ratio, JSON.stringify(times)).toBeLessThan(MAX_MEDIAN_RATIO);
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

  it('recovery answers a registered and an unknown e-mail alike, in body and in time', async () => {
    const known = await post('/recover', { email: registered });
    const unknown = await post('/recover', { email: uniqueEmail('ghost') });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(await known.json()).toEqual(await unknown.json());

    const times = await medianTimes(
      () => post('/recover', { email: registered }),
      (sample) => post('/recover', { email: `ghost-${sample}@example.com` }),
    );
    expect(times.ratio, JSON.stringify(times)).toBeLessThan(MAX_MEDIAN_RATIO);
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
      // A mail server that takes its time, as a real one does: a request that waits for delivery
      // only for a registered address answers visibly later than one for an unknown address.
      inbox = await startSmtpInbox({ delayMs: 40 });
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

    it.each(['/otp', '/magiclink'])(
      '%s without creating users answers a registered and an unknown e-mail alike, in body and in time',
      async (path) => {
        const json = (email: string) => ({ email, create_user: false });
        expect(await answer(post(path, json(registered)))).toEqual(
          await answer(post(path, json(uniqueEmail('ghost')))),
        );
        const times = await medianTimes(
          () => post(path, json(registered)),
          (sample) => post(path, json(`ghost-${sample}-${Date.now()}@example.com`)),
        );
        expect(times.ratio, JSON.stringify(times)).toBeLessThan(MAX_MEDIAN_RATIO);
        // The registered address did get its mails, after the answers.
        await expect
          .poll(() => inbox.to(registered).length, { timeout: 15_000 })
          .toBeGreaterThan(SAMPLES);
      },
    );

    it('resending a confirmation answers an unconfirmed and an unknown e-mail alike, in body and in time', async () => {
      const json = (email: string) => ({ type: 'signup', email });
      expect(await answer(post('/resend', json(unconfirmed)))).toEqual(
        await answer(post('/resend', json(uniqueEmail('ghost')))),
      );
      const times = await medianTimes(
        () => post('/resend', json(unconfirmed)),
        (sample) => post('/resend', json(`ghost-${sample}-${Date.now()}@example.com`)),
      );
      expect(times.ratio, JSON.stringify(times)).toBeLessThan(MAX_MEDIAN_RATIO);
      await expect
        .poll(() => inbox.to(unconfirmed).length, { timeout: 15_000 })
        .toBeGreaterThan(SAMPLES);
    });

    it("changing the e-mail to another account's address answers like a free address, in body and in time", async () => {
      const email = uniqueEmail('mover');
      await createConfirmedUser(kit, email);
      const signedIn = await kit.client().signInWithPassword({ email, password: PASSWORD });
      const token = signedIn.data.session!.access_token;
      const put = (json: unknown) =>
        kit.request('/user', {
          method: 'PUT',
          json,
          headers: { authorization: `Bearer ${token}` },
        });
      const toTaken = await answer(put({ email: registered }));
      const toFree = await answer(put({ email: uniqueEmail('free') }));
      expect(toTaken).toEqual(toFree);
      expect(toTaken.status).toBe(200);

      const times = await medianTimes(
        () => put({ email: registered }),
        (sample) => put({ email: `free-${sample}-${Date.now()}@example.com` }),
      );
      expect(times.ratio, JSON.stringify(times)).toBeLessThan(MAX_MEDIAN_RATIO);
      // The other account's owner was sent nothing.
      await expect.poll(() => inbox.to(email).length, { timeout: 15_000 }).toBeGreaterThan(SAMPLES);
      const changeMails = inbox
        .to(registered)
        .filter((mail) => /^Subject: Confirm your new Ascend/m.test(mail.text));
      expect(changeMails).toEqual([]);
    });
  },
);
