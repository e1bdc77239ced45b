/**
 * The mails sent after their answer (`/recover`, `/otp`, `/resend`) racing the account's deletion:
 * the request found the account, answered `{}`, and the deletion commits before the mail's
 * transaction writes. The mail's work must then end quietly, as for an address without an account:
 * no mail, no token or flow state left for the deleted user, and no error in the server's log (a
 * broken foreign key, as before the account was read again and held). PostgreSQL, deterministic:
 * the side transaction holds the user's row until the mail's transaction waits for it
 * (auth/test-support/held-row.ts). On SQLite, `afterAnswers.settled()` (which closing the app
 * also waits for) is shown to wait for such a mail, and closing the app (a deploy's SIGTERM) to let
 * a mail still in delivery through a real SMTP server end before it closes.
 */
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUserRows } from '../../users/delete-user.js';
import { rowHolder, type RowHolder } from '../test-support/held-row.js';
import { startSmtpInbox } from '../../test-support/smtp-inbox.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';

/** The server's log lines at `error` and above, as JSON. */
function capturedErrors() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, logger: { level: 'error', stream } };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a mail after its answer racing the account’s deletion on postgres',
  () => {
    let kit: AuthTestKit;
    let holder: RowHolder;
    const errors = capturedErrors();
    beforeAll(async () => {
      kit = await startAuthTestKit('postgres', {}, { logger: errors.logger });
      holder = rowHolder(kit);
    });
    afterAll(async () => {
      await holder.close();
      await kit.close();
    });

    const db = () => kit.server.app.database.db;

    const newUser = async (label: string, confirmed: boolean) => {
      const email = uniqueEmail(label);
      const { data, error } = await kit
        .adminClient()
        .admin.createUser({ email, password: 'secret-123', email_confirm: confirmed });
      expect(error).toBeNull();
      return { email, userId: data.user!.id };
    };

    /** Sends the request while the user's row is held; the deletion commits once the mail waits. */
    const whileDeleted = async (userId: string, request: () => Promise<{ error: unknown }>) => {
      const answer = await holder.whileRowHeld('users', userId, request, (trx) =>
        deleteUserRows({ db: trx, lockRows: true }, userId),
      );
      expect(answer.error).toBeNull();
      await kit.server.app.afterAnswers.settled();
    };

    const leftOf = async (userId: string) => ({
      users: await db().selectFrom('users').select('id').where('id', '=', userId).execute(),
      tokens: await db()
        .selectFrom('one_time_tokens')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
      flows: await db()
        .selectFrom('flow_states')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
    });
    const nothing = { users: [], tokens: [], flows: [] };

    it.each([
      {
        name: 'a recovery mail',
        confirmed: true,
        request: (email: string) => kit.client({ flowType: 'pkce' }).resetPasswordForEmail(email),
      },
      {
        name: 'a magic link',
        confirmed: true,
        request: (email: string) =>
          kit
            .client({ flowType: 'pkce' })
            .signInWithOtp({ email, options: { shouldCreateUser: false } }),
      },
      {
        name: 'a resent confirmation',
        confirmed: false,
        request: (email: string) => kit.client().resend({ type: 'signup', email }),
      },
    ])('$name for an account deleted meanwhile is not sent, and nothing fails', async (race) => {
      const { email, userId } = await newUser('mail-gone', race.confirmed);
      errors.lines.length = 0;

      await whileDeleted(userId, () => race.request(email));

      expect(await kit.mailsTo(email)).toEqual([]);
      expect(await leftOf(userId)).toEqual(nothing);
      expect(errors.lines).toEqual([]);
    });

    it('the same mail for an account that stays is sent (the race test can see a mail)', async () => {
      const { email } = await newUser('mail-kept', true);
      const { error } = await kit.client().resetPasswordForEmail(email);
      expect(error).toBeNull();
      await kit.server.app.afterAnswers.settled();
      expect(await kit.mailsTo(email)).toHaveLength(1);
    });
  },
);

describe('mails after their answer, on sqlite', () => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    kit = await startAuthTestKit('sqlite');
  });
  afterAll(() => kit.close());

  it('afterAnswers.settled() resolves once the recovery mail has gone out', async () => {
    const email = uniqueEmail('settled');
    const created = await kit
      .adminClient()
      .admin.createUser({ email, password: 'secret-123', email_confirm: true });
    expect(created.error).toBeNull();
    const { error } = await kit.client().resetPasswordForEmail(email);
    expect(error).toBeNull();
    await kit.server.app.afterAnswers.settled();
    // Read once, not polled: the mail is there because settled() waited for it.
    expect(await kit.mailsTo(email)).toHaveLength(1);
  });
});

describe('closing the app with a mail still in delivery, on sqlite', () => {
  it('waits for the mail to be accepted before the database and the mail transport close', async () => {
    const inbox = await startSmtpInbox();
    const errors = capturedErrors();
    const kit = await startAuthTestKit(
      'sqlite',
      { SMTP_URL: inbox.url, MAIL_OUTBOX: 'false', MAIL_FROM: 'Ascend <no-reply@ascend.test>' },
      { logger: errors.logger },
    );
    try {
      const email = uniqueEmail('closing');
      const created = await kit
        .adminClient()
        .admin.createUser({ email, password: 'secret-123', email_confirm: true });
      expect(created.error).toBeNull();
      inbox.hold();
      const { error } = await kit.client().resetPasswordForEmail(email);
      expect(error).toBeNull();
      // The mail reaches the SMTP server, which holds it unaccepted: its delivery is under way.
      await expect.poll(() => inbox.to(email).length).toBe(1);

      let closed = false;
      const closing = kit.close().then(() => (closed = true));
      // Time to close, were the mail not waited for (the database and the transport close in ms).
      await Promise.race([closing, new Promise((resolve) => setTimeout(resolve, 300))]);
      expect(closed).toBe(false);
      inbox.release();
      await closing;
      expect(errors.lines).toEqual([]);
    } finally {
      await inbox.close();
    }
  });
});
