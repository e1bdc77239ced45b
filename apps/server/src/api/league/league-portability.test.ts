import { accountExportSchema, type AccountExport } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

describe.each(testDatabaseKinds())("the league's rows in the account export on %s", (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const db = () => kit.auth.server.app.database.db;
  async function exportOf(user: TestUser): Promise<AccountExport> {
    const response = await kit.api('/account/export', { token: user.accessToken });
    expect(response.status).toBe(200);
    return (await response.json()) as AccountExport;
  }
  const importInto = (user: TestUser, file: unknown) =>
    kit.api('/account/import', { method: 'POST', token: user.accessToken, json: file });

  it('exports the membership and kept standings, and the import restores the membership only', async () => {
    const source = await kit.signUp();
    const other = await kit.signUp();
    for (const [user, name] of [
      [source, 'Ana'],
      [other, 'Otro'],
    ] as const) {
      const joined = await kit.api('/league/membership', {
        method: 'PUT',
        token: user.accessToken,
        json: { display_name: name },
      });
      expect(joined.status).toBe(200);
    }
    // A record, so the import rebuilds points that the restored member's row must copy.
    const checkIn = await kit.api('/check-ins/2026-01-06', {
      method: 'PUT',
      token: source.accessToken,
      json: { mood: 3 },
    });
    expect(checkIn.status).toBeLessThan(300);
    await db()
      .insertInto('league_standings')
      .values([
        { week_start: '2026-01-05', user_id: source.id, points: 40, rank: 2 },
        { week_start: '2026-01-05', user_id: other.id, points: 90, rank: 1 },
      ])
      .execute();

    const file = await exportOf(source);
    expect(accountExportSchema.safeParse(file).error).toBeUndefined();
    expect(file.league).toEqual({
      membership: { display_name: 'Ana', joined_at: expect.any(String) },
      standings: [{ week_start: '2026-01-05', points: 40, rank: 2 }],
    });
    expect(JSON.stringify(file)).not.toContain('Otro');

    const target = await kit.signUp();
    expect((await importInto(target, file)).status).toBe(200);
    const restored = await exportOf(target);
    expect(restored.league).toEqual({ membership: file.league!.membership, standings: [] });
    // The restored member's row copies the points the import rebuilt (the league page reads it).
    const weeks = await db()
      .selectFrom('weekly_points')
      .select(['week_start', 'points'])
      .where('user_id', '=', target.id)
      .orderBy('week_start', 'desc')
      .execute();
    expect(weeks.length).toBeGreaterThan(0);
    expect(
      await db()
        .selectFrom('league_members')
        .select(['total_points', 'week_start', 'week_points'])
        .where('user_id', '=', target.id)
        .executeTakeFirst(),
    ).toEqual({
      total_points: weeks.reduce((sum, week) => sum + week.points, 0),
      week_start: weeks[0]!.week_start,
      week_points: weeks[0]!.points,
    });
  });

  it('imports a file without the league section, and refuses a bad display name changing nothing', async () => {
    const source = await kit.signUp();
    const { league: _league, ...withoutLeague } = await exportOf(source);
    const plain = await kit.signUp();
    expect((await importInto(plain, withoutLeague)).status).toBe(200);
    expect((await exportOf(plain)).league).toEqual({ membership: null, standings: [] });

    const target = await kit.signUp();
    const bad = {
      ...withoutLeague,
      league: {
        membership: { display_name: 'a\u202Eb', joined_at: new Date().toISOString() },
        standings: [],
      },
    };
    expect((await importInto(target, bad)).status).toBe(422);
    expect((await exportOf(target)).league?.membership).toBeNull();
  });
});
