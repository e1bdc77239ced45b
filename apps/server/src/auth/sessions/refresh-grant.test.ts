/**
 * Replays of a refresh token: inside AUTH_REFRESH_REUSE_INTERVAL every replay gets the child the
 * first refresh issued (one live token per session, never a fork); after it the family is revoked.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startAuthTestKit, uniqueEmail, type AuthTestKit } from '../test-support/auth-test-kit.js';
import { sha256Hex } from '../../secrets/sha256-hex.js';

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
});
