/**
 * Replays of a refresh token: inside AUTH_REFRESH_REUSE_INTERVAL every replay gets the child the
 * first refresh issued (one live token per session, never a fork); after it the family is revoked.
 * And what the one read of the grant answers (the user with identities and factors) and refuses (a
 * banned user), on both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';
import { randomUUID } from 'node:crypto';

interface TokenAnswer {
  access_token: string;
  refresh_token: string;
}

describe.each(testDatabaseKinds())('refresh-token replay on %s', (kind) => {
  let kit: AuthTestKit;
  beforeAll(async () => {
    // A long grace window, so "within the window" never depends on how fast the test runs.
    kit = await startAuthTestKit(kind, { AUTH_REFRESH_REUSE_INTERVAL: '3600' });
  });
  afterAll(() => kit.close());

  const db = () => kit.server.app.database.db;

  const refresh = (token: string) =>
    kit.request('/token?grant_type=refresh_token', {
      method: 'POST',
      json: { refresh_token: token },
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });

  async function signedIn() {
    const email = uniqueEmail('replay');
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
    return data.session!;
  }

  const tokenRow = (token: string) =>
    db()
      .selectFrom('refresh_tokens')
      .selectAll()
      .where('token_hash', '=', sha256Hex(token))
      .executeTakeFirstOrThrow();

  const liveTokensOf = (sessionId: string) =>
    db()
      .selectFrom('refresh_tokens')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('revoked_at', 'is', null)
      .execute();

  it('answers 50 concurrent refreshes of one token with one and the same child', async () => {
    const session = await signedIn();
    const parent = await tokenRow(session.refresh_token);

    const answers = await Promise.all(
      Array.from({ length: 50 }, () => refresh(session.refresh_token)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as TokenAnswer[];
    const children = new Set(bodies.map((body) => body.refresh_token));
    expect(children.size).toBe(1);
    const [child] = [...children];
    expect(child).not.toBe(session.refresh_token);

    // One child in the database, and it is the session's only live token.
    const rows = await db()
      .selectFrom('refresh_tokens')
      .select('token_hash')
      .where('parent_id', '=', parent.id)
      .execute();
    expect(rows).toEqual([{ token_hash: sha256Hex(child!) }]);
    expect(await liveTokensOf(parent.session_id)).toHaveLength(1);

    // Every answer's access token works, and the child rotates as any token does.
    const users = await Promise.all(
      bodies
        .slice(0, 5)
        .map((body) =>
          kit.request('/user', { headers: { authorization: `Bearer ${body.access_token}` } }),
        ),
    );
    expect(users.map((user) => user.status)).toEqual([200, 200, 200, 200, 200]);
    const next = await refresh(child!);
    expect(next.status).toBe(200);
    expect(((await next.json()) as TokenAnswer).refresh_token).not.toBe(child);
    expect(await liveTokensOf(parent.session_id)).toHaveLength(1);
  });

  it('answers a replay of an older token with the session’s live token, not a new one', async () => {
    const session = await signedIn();
    const child = ((await (await refresh(session.refresh_token)).json()) as TokenAnswer)
      .refresh_token;
    const grandchild = ((await (await refresh(child)).json()) as TokenAnswer).refresh_token;

    const replay = await refresh(session.refresh_token);
    expect(replay.status).toBe(200);
    expect(((await replay.json()) as TokenAnswer).refresh_token).toBe(grandchild);
    const { session_id: sessionId } = await tokenRow(session.refresh_token);
    expect(await liveTokensOf(sessionId)).toHaveLength(1);
  });

  it('revokes the whole family when the token comes back after the window', async () => {
    const session = await signedIn();
    const rotated = (await (await refresh(session.refresh_token)).json()) as TokenAnswer;
    const parent = await tokenRow(session.refresh_token);
    // The window has passed: moved in the database, not waited for.
    await db()
      .updateTable('refresh_tokens')
      .set({ revoked_at: new Date(Date.now() - 3_601_000).toISOString() })
      .where('id', '=', parent.id)
      .execute();

    const reuse = await refresh(session.refresh_token);
    expect(reuse.status).toBe(400);
    expect(((await reuse.json()) as { code: string }).code).toBe('refresh_token_already_used');
    const afterReuse = await refresh(rotated.refresh_token);
    expect(((await afterReuse.json()) as { code: string }).code).toBe('refresh_token_not_found');
    expect(
      await db().selectFrom('sessions').select('id').where('id', '=', parent.session_id).execute(),
    ).toEqual([]);
  });

  it('answers the user as GET /user does, identities and factors included', async () => {
    const session = await signedIn();
    const now = new Date().toISOString();
    // Two factors, one of them verified, added in the order the answer lists them.
    for (const [index, status] of ['verified', 'unverified'].entries()) {
      await db()
        .insertInto('mfa_factors')
        .values({
          id: randomUUID(),
          user_id: session.user.id,
          friendly_name: `Phone ${index}`,
          factor_type: 'totp',
          status,
          secret: 'JBSWY3DPEHPK3PXP',
          phone: null,
          last_challenged_at: null,
          created_at: new Date(Date.now() + index).toISOString(),
          updated_at: now,
          last_totp_step: 7,
        })
        .execute();
    }
    const answer = await refresh(session.refresh_token);
    expect(answer.status).toBe(200);
    const { user, access_token: accessToken } = (await answer.json()) as TokenAnswer & {
      user: { identities: unknown[]; factors: { friendly_name: string; status: string }[] };
    };
    const current = await kit.request('/user', {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(current.status).toBe(200);
    expect(user).toEqual(await current.json());
    expect(user.identities).toHaveLength(1);
    expect(user.factors.map((factor) => [factor.friendly_name, factor.status])).toEqual([
      ['Phone 0', 'verified'],
      ['Phone 1', 'unverified'],
    ]);
    // The secret stays on the server.
    expect(JSON.stringify(user)).not.toContain('JBSWY3DPEHPK3PXP');
  });

  it('refuses a banned user and rotates nothing', async () => {
    const session = await signedIn();
    const before = await tokenRow(session.refresh_token);
    await db()
      .updateTable('users')
      .set({ banned_until: new Date(Date.now() + 3_600_000).toISOString() })
      .where('id', '=', session.user.id)
      .execute();

    const refused = await refresh(session.refresh_token);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { code: string }).code).toBe('user_banned');
    expect(await tokenRow(session.refresh_token)).toEqual(before);
    expect(await liveTokensOf(before.session_id)).toHaveLength(1);
    const events = await db()
      .selectFrom('audit_log')
      .select('action')
      .where('user_id', '=', session.user.id)
      .where('action', '=', 'token_refreshed')
      .execute();
    expect(events).toEqual([]);

    // Unbanned, the same token refreshes.
    await db()
      .updateTable('users')
      .set({ banned_until: null })
      .where('id', '=', session.user.id)
      .execute();
    expect((await refresh(session.refresh_token)).status).toBe(200);
  });

  it('records each refresh, marks its session refreshed and leaves one live token', async () => {
    const session = await signedIn();
    const { session_id: sessionId } = await tokenRow(session.refresh_token);
    const answer = await refresh(session.refresh_token);
    expect(answer.status).toBe(200);
    const row = await db()
      .selectFrom('sessions')
      .select(['refreshed_at', 'updated_at', 'ip'])
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.refreshed_at).not.toBeNull();
    expect(row.updated_at).toBe(row.refreshed_at);
    const events = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'payload', 'created_at'])
      .where('user_id', '=', session.user.id)
      .where('action', '=', 'token_refreshed')
      .execute();
    expect(events).toHaveLength(1);
    expect(events[0]!.actor_id).toBe(session.user.id);
    expect(JSON.parse(events[0]!.payload)).toEqual({
      action: 'token_refreshed',
      session_id: sessionId,
    });
    // The child is the parent's, in the same session, and the only live token.
    const child = await tokenRow(((await answer.json()) as TokenAnswer).refresh_token);
    const parent = await tokenRow(session.refresh_token);
    expect(child).toMatchObject({ parent_id: parent.id, session_id: sessionId, revoked_at: null });
    expect(parent.revoked_at).not.toBeNull();
    expect(await liveTokensOf(sessionId)).toEqual([{ id: child.id }]);
  });
});
