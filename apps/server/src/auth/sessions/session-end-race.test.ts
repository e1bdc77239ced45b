/**
 * A refresh (or a factor's verification) racing the end of its session on PostgreSQL: a sign-out or
 * a user's deletion that commits while the request is between its read and its writes. The refresh
 * must answer as a refresh arriving just after would (400 `refresh_token_not_found`, as
 * supabase/auth answers when its locked re-read finds nothing), write nothing, and never answer 500
 * (a deadlock, 40P01, or a broken foreign key, 23503).
 *
 * Deterministic: a side transaction takes the session's row first (as a sign-out's or a deletion's
 * first statement does), the refresh is sent, and the test waits until PostgreSQL reports the
 * grant's backend waiting for that transaction (`pg_blocking_pids`); only then does the side
 * transaction end the session and commit. No timer decides the order.
 *
 * SQLite has no such window: the grant reads and writes in one `BEGIN IMMEDIATE` transaction (the
 * group commit's), which no other writer can enter (docs/architecture.md).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';
import { deleteUserRows } from '../../users/delete-user.js';
import { deleteSessionsOfUser } from './sessions-repository.js';
import { rowHolder, type RowHolder } from '../test-support/held-row.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { generate } from 'otplib';

interface Answer {
  status: number;
  body: { code?: string; refresh_token?: string };
}

describe.skipIf(!process.env.TEST_DATABASE_URL)(
  'a refresh racing its session’s end on postgres',
  () => {
    let kit: AuthTestKit;
    let holder: RowHolder;
    beforeAll(async () => {
      // A long grace window, so "within the window" never depends on how fast the test runs.
      kit = await startAuthTestKit('postgres', { AUTH_REFRESH_REUSE_INTERVAL: '3600' });
      holder = rowHolder(kit);
    });
    afterAll(async () => {
      await holder.close();
      await kit.close();
    });

    const db = () => kit.server.app.database.db;

    const refresh = async (token: string): Promise<Answer> => {
      const response = await kit.request('/token?grant_type=refresh_token', {
        method: 'POST',
        json: { refresh_token: token },
        headers: { 'x-supabase-api-version': '2024-01-01' },
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };

    async function signedIn() {
      const email = uniqueEmail('race');
      const created = await kit.adminClient().admin.createUser({
        email,
        password: 'secret-123',
        email_confirm: true,
      });
      expect(created.error).toBeNull();
      const { data, error } = await kit
        .client()
        .signInWithPassword({ email, password: 'secret-123' });
      expect(error).toBeNull();
      const session = data.session!;
      const { session_id: sessionId } = await db()
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', sha256Hex(session.refresh_token))
        .executeTakeFirstOrThrow();
      return { userId: session.user.id, sessionId, refreshToken: session.refresh_token };
    }

    const whileSessionHeld = <T>(
      sessionId: string,
      request: () => Promise<T>,
      end: (trx: Db) => Promise<unknown>,
      waiters = 1,
    ) => holder.whileRowHeld('sessions', sessionId, request, end, waiters);

    const rowsOf = async (userId: string, sessionId: string) => ({
      sessions: await db()
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sessionId)
        .execute(),
      tokens: await db()
        .selectFrom('refresh_tokens')
        .select('id')
        .where('session_id', '=', sessionId)
        .execute(),
      refreshed: await db()
        .selectFrom('audit_log')
        .select('action')
        .where('user_id', '=', userId)
        .where('action', 'in', ['token_refreshed', 'token_revoked'])
        .execute(),
    });

    const gone = { sessions: [], tokens: [], refreshed: [] };

    it('answers refresh_token_not_found when a sign-out ends the session mid-refresh', async () => {
      const { userId, sessionId, refreshToken } = await signedIn();
      const answer = await whileSessionHeld(
        sessionId,
        () => refresh(refreshToken),
        (trx) => deleteSessionsOfUser(trx, userId, { only: sessionId }),
      );
      expect(answer).toEqual({
        status: 400,
        body: expect.objectContaining({ code: 'refresh_token_not_found' }) as Answer['body'],
      });
      expect(await rowsOf(userId, sessionId)).toEqual(gone);
    });

    it('answers refresh_token_not_found when the user is deleted mid-refresh', async () => {
      const { userId, sessionId, refreshToken } = await signedIn();
      const answer = await whileSessionHeld(
        sessionId,
        () => refresh(refreshToken),
        (trx) => deleteUserRows({ db: trx, lockRows: true }, userId),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('refresh_token_not_found');
      expect(await rowsOf(userId, sessionId)).toEqual(gone);
      expect(
        await db().selectFrom('users').select('id').where('id', '=', userId).execute(),
      ).toEqual([]);
    });

    it('answers a replay inside the window with refresh_token_not_found once the user is gone', async () => {
      const { userId, sessionId, refreshToken } = await signedIn();
      expect((await refresh(refreshToken)).status).toBe(200);
      const answer = await whileSessionHeld(
        sessionId,
        () => refresh(refreshToken),
        (trx) => deleteUserRows({ db: trx, lockRows: true }, userId),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('refresh_token_not_found');
    });

    it('answers a replay inside the window with refresh_token_not_found once signed out', async () => {
      const { userId, sessionId, refreshToken } = await signedIn();
      expect((await refresh(refreshToken)).status).toBe(200);
      const answer = await whileSessionHeld(
        sessionId,
        () => refresh(refreshToken),
        (trx) => deleteSessionsOfUser(trx, userId),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('refresh_token_not_found');
      expect(await rowsOf(userId, sessionId)).toMatchObject({ sessions: [], tokens: [] });
    });

    it('answers a reuse after the window with refresh_token_not_found once the user is gone', async () => {
      const { userId, sessionId, refreshToken } = await signedIn();
      expect((await refresh(refreshToken)).status).toBe(200);
      // The window has passed: moved in the database, not waited for.
      await db()
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date(Date.now() - 3_601_000).toISOString() })
        .where('token_hash', '=', sha256Hex(refreshToken))
        .execute();
      const answer = await whileSessionHeld(
        sessionId,
        () => refresh(refreshToken),
        (trx) => deleteUserRows({ db: trx, lockRows: true }, userId),
      );
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe('refresh_token_not_found');
    });

    it('answers two refreshes of one token, held back together, with one and the same child', async () => {
      const { userId, sessionId, refreshToken } = await signedIn();
      // The side transaction only holds the session (as a step-up would) and then lets both go;
      // each waits for it or for the other.
      const answers = await whileSessionHeld(
        sessionId,
        () => Promise.all([refresh(refreshToken), refresh(refreshToken)]),
        () => Promise.resolve(),
        2,
      );
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const [first, second] = answers.map((answer) => answer.body.refresh_token);
      expect(first).toBe(second);
      expect(first).not.toBe(refreshToken);
      const live = await db()
        .selectFrom('refresh_tokens')
        .select('token_hash')
        .where('session_id', '=', sessionId)
        .where('revoked_at', 'is', null)
        .execute();
      expect(live).toEqual([{ token_hash: sha256Hex(first!) }]);
      const refreshed = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('user_id', '=', userId)
        .where('action', '=', 'token_refreshed')
        .execute();
      expect(refreshed).toHaveLength(2);

      // After the window, the parent is a stolen token: the family goes, as the protocol says.
      await db()
        .updateTable('refresh_tokens')
        .set({ revoked_at: new Date(Date.now() - 3_601_000).toISOString() })
        .where('token_hash', '=', sha256Hex(refreshToken))
        .execute();
      expect((await refresh(refreshToken)).body.code).toBe('refresh_token_already_used');
      expect((await refresh(first!)).body.code).toBe('refresh_token_not_found');
    });

    it('refuses a factor verification whose session a sign-out ended meanwhile, writing nothing', async () => {
      const email = uniqueEmail('race-mfa');
      await kit
        .adminClient()
        .admin.createUser({ email, password: 'secret-123', email_confirm: true });
      const client = kit.client();
      expect((await client.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
      const { data: enrolled } = await client.mfa.enroll({ factorType: 'totp' });
      const { data: challenge } = await client.mfa.challenge({ factorId: enrolled!.id });
      const {
        access_token: accessToken,
        user,
        refresh_token: refreshToken,
      } = (await client.getSession()).data.session!;
      const { session_id: sessionId } = await db()
        .selectFrom('refresh_tokens')
        .select('session_id')
        .where('token_hash', '=', sha256Hex(refreshToken))
        .executeTakeFirstOrThrow();
      const code = await generate({ secret: enrolled!.totp.secret });

      const answer = await whileSessionHeld(
        sessionId,
        async () => {
          const response = await kit.request(`/factors/${enrolled!.id}/verify`, {
            method: 'POST',
            json: { challenge_id: challenge!.id, code },
            headers: {
              authorization: `Bearer ${accessToken}`,
              'x-supabase-api-version': '2024-01-01',
            },
          });
          return { status: response.status, body: (await response.json()) as Answer['body'] };
        },
        (trx) => deleteSessionsOfUser(trx, user.id, { only: sessionId }),
      );
      expect(answer.status).toBe(403);
      expect(answer.body.code).toBe('session_not_found');
      const factor = await db()
        .selectFrom('mfa_factors')
        .select(['status', 'last_totp_step'])
        .where('id', '=', enrolled!.id)
        .executeTakeFirstOrThrow();
      expect(factor).toEqual({ status: 'unverified', last_totp_step: null });
      expect(await rowsOf(user.id, sessionId)).toEqual(gone);
    });

    it('refuses a challenge of a factor unenrolled meanwhile with 404, writing nothing', async () => {
      const email = uniqueEmail('race-challenge');
      await kit
        .adminClient()
        .admin.createUser({ email, password: 'secret-123', email_confirm: true });
      const client = kit.client();
      expect((await client.signInWithPassword({ email, password: 'secret-123' })).error).toBeNull();
      const { data: enrolled } = await client.mfa.enroll({ factorType: 'totp' });
      const { access_token: accessToken } = (await client.getSession()).data.session!;

      const answer = await holder.whileRowHeld(
        'mfa_factors',
        enrolled!.id,
        async () => {
          const response = await kit.request(`/factors/${enrolled!.id}/challenge`, {
            method: 'POST',
            json: {},
            headers: {
              authorization: `Bearer ${accessToken}`,
              'x-supabase-api-version': '2024-01-01',
            },
          });
          return { status: response.status, body: (await response.json()) as Answer['body'] };
        },
        (trx) => trx.deleteFrom('mfa_factors').where('id', '=', enrolled!.id).execute(),
      );
      expect(answer.status).toBe(404);
      expect(answer.body.code).toBe('mfa_factor_not_found');
      expect(
        await db()
          .selectFrom('mfa_challenges')
          .select('id')
          .where('factor_id', '=', enrolled!.id)
          .execute(),
      ).toEqual([]);
    });
  },
);
