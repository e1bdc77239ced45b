/**
 * How many statements each hot request sends to PostgreSQL, counted at the driver (every
 * `pg.Client#query` of the server's pool): the figure the lean path is about (issue 20). Each
 * statement is a round trip on the request's critical path.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApiTestKit, type ApiTestKit } from '../../api/test-support/api-test-kit.js';
import { recordPgStatements } from '../../test-support/pg-statements.js';

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('statements per request on PostgreSQL', () => {
  let kit: ApiTestKit;
  let recorded: ReturnType<typeof recordPgStatements>;
  let statements: string[];
  beforeAll(async () => {
    recorded = recordPgStatements();
    statements = recorded.statements;
    kit = await startApiTestKit('postgres');
  });
  afterAll(async () => {
    recorded.restore();
    await kit.close();
  });

  /** The statements one call sends, after two warm-up calls of the same kind. */
  async function counted(call: () => Promise<Response>): Promise<string[]> {
    for (const _warmUp of [1, 2]) {
      expect((await call()).ok).toBe(true);
      // A warm-up that wrote (the first GET stores the defaults) drops the cache a moment later.
      await kit.auth.server.app.database.ownChangesSeen();
    }
    statements.length = 0;
    const response = await call();
    expect(response.ok).toBe(true);
    return [...statements];
  }

  it('an authenticated read sends none once warm, a settings write one and its marker, a refresh three', async () => {
    const user = await kit.signUp();
    const bearer = { authorization: `Bearer ${user.accessToken}` };
    const report: Record<string, string[]> = {};
    report['GET /api/v1/settings'] = await counted(() =>
      kit.api('/settings', { token: user.accessToken }),
    );
    report['PUT /api/v1/settings'] = await counted(() =>
      kit.api('/settings', {
        method: 'PUT',
        token: user.accessToken,
        json: { personal_info: { city: 'X' } },
      }),
    );
    report['GET /auth/v1/user'] = await counted(() =>
      fetch(`${kit.url}/auth/v1/user`, { headers: bearer }),
    );
    const { data } = await user.client.getSession();
    let refreshToken = data.session!.refresh_token;
    const refresh = async () => {
      const response = await fetch(`${kit.url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ refresh_token: refreshToken }),
      });
      if (response.ok)
        refreshToken = ((await response.clone().json()) as { refresh_token: string }).refresh_token;
      return response;
    };
    report['POST /token refresh'] = await counted(refresh);
    for (const [name, list] of Object.entries(report)) {
      console.warn(
        `${name}: ${list.length}\n  ${list.map((s) => s.replace(/\s+/g, ' ').slice(0, 200)).join('\n  ')}`,
      );
    }
    // The grant's one read (token, session, user, identities, factors), its rotation in one
    // statement (no BEGIN/COMMIT around them; the session's row held before the token's, the order
    // a sign-out takes them), and the marker its answer waits for.
    const refreshStatements = report['POST /token refresh'];
    expect(refreshStatements).toHaveLength(3);
    expect(refreshStatements[0]).toMatch(/^select [\s\S]* from "refresh_tokens" as "t"/);
    expect(refreshStatements[1]).toMatch(
      /^with "held" as materialized \(select "id" from "sessions" where [^)]* for no key update\), "revoked" as \(update "refresh_tokens"/,
    );
    expect(refreshStatements[2]).toMatch(/^SELECT pg_notify/);
  });
});
