/**
 * A sign-in racing the user's deletion on PostgreSQL: the grant read the user (before its
 * transaction, or without a lock) and the deletion commits before the grant's first write. The
 * grant must answer as one arriving just after the deletion would, write nothing, and never answer
 * 500 (a broken foreign key, 23503, or a deadlock, 40P01). Deterministic: the side transaction holds
 * the user's row, as a deletion's first statement does, until the grant waits for it
 * (auth/test-support/held-row.ts). SQLite has no such window: a grant's write transaction (`BEGIN
 * IMMEDIATE`) re-reads the user, and no other writer can enter it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteUserRows } from '../../users/delete-user.js';
import { rowHolder, type RowHolder } from '../test-support/held-row.js';
import {
  openLink,
  startAuthTestKit,
  uniqueEmail,
  type AuthTestKit,
} from '../test-support/auth-test-kit.js';

const PASSWORD = 'secret-123';

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a sign-in racing the user’s deletion on postgres',
  () => {
    let kit: AuthTestKit;
    let holder: RowHolder;
    beforeAll(async () => {
      kit = await startAuthTestKit('postgres');
      holder = rowHolder(kit);
    });
    afterAll(async () => {
      await holder.close();
      await kit.close();
    });

    const db = () => kit.server.app.database.db;

    async function confirmedUser() {
      const email = uniqueEmail('gone');
      const { data, error } = await kit
        .adminClient()
        .admin.createUser({ email, password: PASSWORD, email_confirm: true });
      expect(error).toBeNull();
      return { email, userId: data.user!.id };
    }

    /** The grant's answer when the user is deleted while it waits for the user's row. */
    const whileDeleted = <T>(userId: string, request: () => Promise<T>) =>
      holder.whileRowHeld('users', userId, request, (trx) =>
        deleteUserRows({ db: trx, lockRows: true }, userId),
      );

    const rowsLeft = async (userId: string) => ({
      users: await db().selectFrom('users').select('id').where('id', '=', userId).execute(),
      sessions: await db()
        .selectFrom('sessions')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
      audit: await db()
        .selectFrom('audit_log')
        .select('id')
        .where('user_id', '=', userId)
        .execute(),
    });
    const nothing = { users: [], sessions: [], audit: [] };

    it('a password sign-in answers invalid_credentials, as for an unknown address', async () => {
      const { email, userId } = await confirmedUser();
      const answer = await whileDeleted(userId, () =>
        kit.client().signInWithPassword({ email, password: PASSWORD }),
      );
      expect(answer.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
      expect(await rowsLeft(userId)).toEqual(nothing);
    });

    it('a magic link answers otp_expired, as a link of a deleted user does', async () => {
      const { email, userId } = await confirmedUser();
      const { data, error } = await kit
        .adminClient()
        .admin.generateLink({ type: 'magiclink', email });
      expect(error).toBeNull();
      const answer = await whileDeleted(userId, () =>
        kit.client().verifyOtp({ token_hash: data.properties!.hashed_token, type: 'magiclink' }),
      );
      expect(answer.error).toMatchObject({ status: 403, code: 'otp_expired' });
      expect(await rowsLeft(userId)).toEqual(nothing);
    });

    it('a PKCE code exchange answers flow_state_not_found, as a later exchange would', async () => {
      const client = kit.client({ flowType: 'pkce' });
      const email = uniqueEmail('gone-pkce');
      expect((await client.signUp({ email, password: PASSWORD })).error).toBeNull();
      const code = (await openLink(await kit.latestLink(email))).searchParams.get('code')!;
      const { id: userId } = await db()
        .selectFrom('users')
        .select('id')
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
      const answer = await whileDeleted(userId, () => client.exchangeCodeForSession(code));
      expect(answer.error).toMatchObject({ status: 404, code: 'flow_state_not_found' });
      expect(await rowsLeft(userId)).toEqual(nothing);
    });
  },
);
