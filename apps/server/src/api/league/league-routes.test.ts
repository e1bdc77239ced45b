import type { LeaguePage, LeagueStanding } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { levelOf } from '../progress/levels.js';
import { ensureWeekClosed } from './week-close.js';

// Wednesday 2026-11-18: this league week is 11-16 … 11-22 (UTC), the previous one starts 11-09.
const NOW = '2026-11-18T12:00:00Z';
const THIS_WEEK = '2026-11-16';
const LAST_WEEK = '2026-11-09';

describe.each(testDatabaseKinds())('/api/v1/league on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    restoreClock = clockAt(NOW);
    kit = await startApiTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  const database = () => kit.auth.server.app.database;
  const db = () => database().db;

  async function call(user: TestUser, method: string, path: string, json?: unknown) {
    return kit.api(path, { method, token: user.accessToken, json });
  }
  async function ok<T>(user: TestUser, method: string, path: string, json?: unknown): Promise<T> {
    const response = await call(user, method, path, json);
    const text = await response.text();
    expect(response.status, `${method} ${path}: ${text}`).toBeLessThan(300);
    return (text ? JSON.parse(text) : null) as T;
  }
  const list = (user: TestUser, query = '') => ok<LeaguePage>(user, 'GET', `/league${query}`);
  const me = (user: TestUser) => ok<LeagueStanding>(user, 'GET', '/league/me');
  const join = (user: TestUser, display_name?: string) =>
    ok<{ display_name: string }>(user, 'PUT', '/league/membership', { display_name });

  async function points(user: TestUser, week: string, value: number) {
    await db()
      .insertInto('weekly_points')
      .values({ user_id: user.id, week_start: week, points: value })
      .onConflict((conflict) =>
        conflict.columns(['user_id', 'week_start']).doUpdateSet({ points: value }),
      )
      .execute();
  }
  /** Every test works among its own users: the league is shared, so clear it first. */
  async function emptyLeague() {
    await db().deleteFrom('league_members').execute();
    await db().deleteFrom('weekly_points').execute();
  }

  it('gives a non-member a default name from the first name, else the e-mail local part, never the address', async () => {
    const named = await kit.signUp({ first_name: 'Grace' });
    const fullName = await kit.signUp({ full_name: 'Ada Lovelace' });
    const anonymous = await kit.signUp();
    expect((await me(named)).default_display_name).toBe('Grace');
    expect((await me(fullName)).default_display_name).toBe('Ada');
    const standing = await me(anonymous);
    expect(standing.membership).toBeNull();
    expect(standing.default_display_name).toBe(anonymous.email.split('@')[0]);
    expect(standing.default_display_name).not.toContain('@');
    // Joining without a name takes the default; a later PUT without one keeps the chosen name.
    expect((await join(anonymous)).display_name).toBe(anonymous.email.split('@')[0]);
    await join(anonymous, 'Chosen');
    expect((await join(anonymous)).display_name).toBe('Chosen');
  });

  it('lists members only, ranked among members, with nothing but name, avatar, level and points', async () => {
    await emptyLeague();
    const [ana, ben, outsider] = [await kit.signUp(), await kit.signUp(), await kit.signUp()];
    await join(ana, 'Ana');
    await join(ben, 'Ben <b>');
    await points(ana, THIS_WEEK, 30);
    await points(ben, THIS_WEEK, 45);
    await points(outsider, THIS_WEEK, 500);
    await points(ana, LAST_WEEK, 140); // 170 in all: level 2

    const page = await list(ana);
    expect(page).toEqual({
      week: 'current',
      week_start: THIS_WEEK,
      entries: [
        { rank: 1, display_name: 'Ben <b>', avatar_url: null, level: 1, points: 45, you: false },
        { rank: 2, display_name: 'Ana', avatar_url: null, level: 2, points: 30, you: true },
      ],
      next_cursor: null,
    });
    // The outsider's id appears nowhere in what a member reads.
    expect(JSON.stringify(page)).not.toContain(outsider.id);
    expect(JSON.stringify(page)).not.toContain(ben.id);

    // Every user's own rank is among all active users, members or not.
    expect(await me(ana)).toMatchObject({
      points: 30,
      rank: 3,
      active_users: 3,
      top_percent: 100,
      level: 2,
    });
    expect(await me(outsider)).toMatchObject({
      points: 500,
      rank: 1,
      active_users: 3,
      top_percent: 34,
      membership: null,
    });
    // The outsider, not a member, still sees the members' list (and is not in it).
    expect((await list(outsider)).entries.map((entry) => entry.you)).toEqual([false, false]);
  });

  it('shows only avatars stored here, never a link elsewhere from the metadata', async () => {
    await emptyLeague();
    const [own, foreign] = [await kit.signUp(), await kit.signUp()];
    const siteUrl = kit.auth.server.app.config.siteUrl;
    const ownUrl = `${siteUrl}/api/v1/avatar/${own.id}?v=0123456789abcdef`;
    for (const [user, url] of [
      [own, ownUrl],
      [foreign, 'https://tracker.example/pixel.png'],
    ] as const) {
      await db()
        .updateTable('users')
        .set({ user_metadata: JSON.stringify({ avatar_url: url }) })
        .where('id', '=', user.id)
        .execute();
      await join(user, 'Name');
      await points(user, THIS_WEEK, 10);
    }
    const avatars = (await list(own)).entries.map((entry) => [entry.you, entry.avatar_url]);
    expect(avatars).toEqual(
      expect.arrayContaining([
        [true, ownUrl],
        [false, null],
      ]),
    );
  });

  it("keeps each member's copies (avatar, level, this week's points) in step with their sources", async () => {
    await emptyLeague();
    const [ana, ben] = [await kit.signUp(), await kit.signUp()];
    const siteUrl = kit.auth.server.app.config.siteUrl;
    const avatarOf = (user: TestUser) => `${siteUrl}/api/v1/avatar/${user.id}?v=abc123`;
    const setMetadata = (user: TestUser, metadata: string) =>
      db()
        .updateTable('users')
        .set({ user_metadata: metadata })
        .where('id', '=', user.id)
        .execute();
    /** Each member's row against its sources, computed afresh. */
    async function expectCopiesInStep() {
      const members = await db()
        .selectFrom('league_members')
        .select(['user_id', 'avatar_url', 'total_points', 'week_start', 'week_points'])
        .execute();
      for (const member of members) {
        const weeks = await db()
          .selectFrom('weekly_points')
          .select(['week_start', 'points'])
          .where('user_id', '=', member.user_id)
          .orderBy('week_start', 'desc')
          .execute();
        const user = await db()
          .selectFrom('users')
          .select('user_metadata')
          .where('id', '=', member.user_id)
          .executeTakeFirstOrThrow();
        let avatar: unknown = null;
        try {
          avatar = (JSON.parse(user.user_metadata) as { avatar_url?: unknown }).avatar_url ?? null;
        } catch {
          avatar = null;
        }
        expect(member).toEqual({
          user_id: member.user_id,
          avatar_url: typeof avatar === 'string' ? avatar : null,
          total_points: weeks.reduce((sum, week) => sum + week.points, 0),
          week_start: member.week_start,
          week_points: weeks.find((week) => week.week_start === member.week_start)?.points ?? 0,
        });
        // The kept week is the newest (one whose points all went keeps its place with none).
        expect(weeks.every((week) => week.week_start <= member.week_start)).toBe(true);
      }
    }
    const entryOf = async (user: TestUser) => (await list(user)).entries.find((entry) => entry.you);

    // Points and an avatar before joining are copied when joining.
    await points(ana, LAST_WEEK, 140);
    await points(ana, THIS_WEEK, 30);
    await setMetadata(ana, JSON.stringify({ avatar_url: avatarOf(ana) }));
    await join(ana, 'Ana');
    await join(ben, 'Ben');
    await expectCopiesInStep();
    expect(await entryOf(ana)).toMatchObject({
      display_name: 'Ana',
      avatar_url: avatarOf(ana),
      level: levelOf(170).level,
      points: 30,
    });
    expect(await entryOf(ben)).toBeUndefined(); // no points this week

    // Points after joining: this week's, an older week's, taken back, and a new week.
    await points(ben, THIS_WEEK, 20);
    await points(ana, THIS_WEEK, 500);
    await points(ana, LAST_WEEK, 100);
    await expectCopiesInStep();
    expect(await entryOf(ana)).toMatchObject({ level: levelOf(600).level, points: 500 });
    await db().deleteFrom('weekly_points').where('user_id', '=', ben.id).execute();
    await expectCopiesInStep();
    expect(await entryOf(ben)).toBeUndefined();
    expect((await list(ana)).entries).toHaveLength(1);

    // The metadata changed by anyone: a new avatar, none, text that is not JSON (the write works).
    await setMetadata(ana, JSON.stringify({ avatar_url: `${avatarOf(ana)}d` }));
    expect((await entryOf(ana))?.avatar_url).toBe(`${avatarOf(ana)}d`);
    await setMetadata(ana, JSON.stringify({ first_name: 'Ana' }));
    await expectCopiesInStep();
    expect((await entryOf(ana))?.avatar_url).toBeNull();
    await setMetadata(ana, JSON.stringify({ avatar_url: 42 }));
    await expectCopiesInStep();
    await setMetadata(ana, 'not json');
    await expectCopiesInStep();
    expect((await entryOf(ana))?.avatar_url).toBeNull();

    // A new name shows at once; leaving and joining again fills the copies afresh.
    await join(ana, 'Ana B.');
    expect((await entryOf(ana))?.display_name).toBe('Ana B.');
    await call(ana, 'DELETE', '/league/membership');
    await points(ana, THIS_WEEK, 40);
    await join(ana);
    await expectCopiesInStep();
    expect(await entryOf(ana)).toMatchObject({ points: 40, level: levelOf(140).level });
  });

  it('pages through members by points with shared ranks for ties, and refuses a made-up cursor', async () => {
    await emptyLeague();
    const scores = [50, 40, 40, 40, 20, 10, 0];
    const users: TestUser[] = [];
    for (const score of scores) {
      const user = await kit.signUp();
      users.push(user);
      await join(user, `P${score}`);
      if (score > 0) await points(user, THIS_WEEK, score);
    }
    const seen: Array<[number, number]> = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = `?limit=2${cursor ? `&cursor=${cursor}` : ''}`;
      const page = await list(users[0]!, query);
      seen.push(...page.entries.map((entry): [number, number] => [entry.rank, entry.points]));
      cursor = page.next_cursor;
      pages += 1;
    } while (cursor && pages < 10);
    // Competition ranking across page boundaries; a member without points this week is not ranked.
    expect(seen).toEqual([
      [1, 50],
      [2, 40],
      [2, 40],
      [2, 40],
      [5, 20],
      [6, 10],
    ]);
    expect(pages).toBe(3);
    for (const bad of ['nope', Buffer.from('[1,"x",0,0]').toString('base64url')]) {
      const response = await call(users[0]!, 'GET', `/league?cursor=${bad}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ detail: expect.any(String) });
    }
  });

  it('drops a member who leaves from the list at once, and leaving twice changes nothing', async () => {
    await emptyLeague();
    const [stays, leaves] = [await kit.signUp(), await kit.signUp()];
    await join(stays, 'Stays');
    await join(leaves, 'Leaves');
    await points(stays, THIS_WEEK, 10);
    await points(leaves, THIS_WEEK, 20);
    expect((await list(stays)).entries.map((entry) => entry.display_name)).toEqual([
      'Leaves',
      'Stays',
    ]);
    for (let time = 0; time < 2; time += 1) {
      const response = await call(leaves, 'DELETE', '/league/membership');
      expect(response.status).toBe(204);
    }
    expect((await list(stays)).entries).toEqual([
      expect.objectContaining({ display_name: 'Stays', rank: 1 }),
    ]);
    expect((await me(leaves)).membership).toBeNull();
    // Their own rank among active users is still theirs to see.
    expect((await me(leaves)).rank).toBe(1);
  });

  it('refuses a bad display name with a 422 and changes nothing', async () => {
    const user = await kit.signUp();
    await join(user, 'Before');
    for (const name of ['', '   ', 'x'.repeat(41), 'Ada\u0000', 'Ada\nLovelace', 'a\u202Eb', 7]) {
      const response = await call(user, 'PUT', '/league/membership', { display_name: name });
      // A NUL never reaches the schema: the JSON pre-scan refuses it (400).
      expect([400, 422], JSON.stringify(name)).toContain(response.status);
      expect(await response.json()).toEqual({ detail: expect.anything() });
    }
    const extra = await call(user, 'PUT', '/league/membership', { display_name: 'A', admin: 1 });
    expect(extra.status).toBe(422);
    expect((await me(user)).membership?.display_name).toBe('Before');
    // 40 characters as people count them, even when each takes two UTF-16 units.
    expect((await join(user, '😀'.repeat(40))).display_name).toBe('😀'.repeat(40));
  });

  it("keeps last week's final standings as they were when it closed, once with concurrent closers", async () => {
    await emptyLeague();
    // Monday of the next week (still in the real past): this test's week has ended.
    vi.setSystemTime(new Date('2026-11-23T12:00:00Z'));
    const [first, second, outsider] = [await kit.signUp(), await kit.signUp(), await kit.signUp()];
    await join(first, 'First');
    await join(second, 'Second');
    await points(first, THIS_WEEK, 90);
    await points(second, THIS_WEEK, 60);
    await points(outsider, THIS_WEEK, 200);

    // Several readers of the new week at once (as several instances would) write the standings once.
    const readers = [1, 2, 3].map(() => list(first, '?week=previous'));
    await Promise.all([...readers, ensureWeekClosed(database(), THIS_WEEK)]);
    const kept = await db()
      .selectFrom('league_standings')
      .select(['user_id', 'points', 'rank'])
      .where('week_start', '=', THIS_WEEK)
      .orderBy('rank')
      .execute();
    expect(kept).toEqual([
      { user_id: first.id, points: 90, rank: 1 },
      { user_id: second.id, points: 60, rank: 2 },
    ]);

    // A late change to the closed week's points does not rewrite its final standings.
    await points(second, THIS_WEEK, 300);
    const previous = await list(second, '?week=previous');
    expect(previous.week_start).toBe(THIS_WEEK);
    expect(previous.entries.map((entry) => [entry.display_name, entry.rank, entry.points])).toEqual(
      [
        ['First', 1, 90],
        ['Second', 2, 60],
      ],
    );
    // Leaving hides a member from closed weeks too.
    await call(first, 'DELETE', '/league/membership');
    expect((await list(second, '?week=previous')).entries.map((e) => e.display_name)).toEqual([
      'Second',
    ]);
    vi.setSystemTime(new Date(NOW));
  });

  it('answers only about the caller: no query reaches another user', async () => {
    await emptyLeague();
    const [owner, other] = [await kit.signUp(), await kit.signUp()];
    await join(other, 'Other');
    await points(other, THIS_WEEK, 70);
    // Query parameters that name a user are refused, not followed.
    for (const query of [`?user_id=${other.id}`, `?user=${other.id}`, '?week=other']) {
      const response = await call(owner, 'GET', `/league${query}`);
      expect(response.status, query).toBe(422);
    }
    const response = await call(owner, 'GET', `/league/me?user_id=${other.id}`);
    expect([200, 422]).toContain(response.status);
    if (response.status === 200) {
      expect(await response.json()).toMatchObject({ points: 0, rank: null, membership: null });
    }
    // The owner's leave does not touch another member.
    await call(owner, 'DELETE', '/league/membership');
    expect((await me(other)).membership?.display_name).toBe('Other');
    for (const path of ['/league', '/league/me']) {
      expect((await kit.api(path)).status).toBe(401);
    }
  });

  it("removes a user's league rows with the user", async () => {
    const user = await kit.signUp();
    await join(user, 'Gone');
    const week = '2026-10-26';
    await points(user, week, 10);
    await ensureWeekClosed(database(), week);
    const kept = await db()
      .selectFrom('league_standings')
      .select('user_id')
      .where('week_start', '=', week)
      .execute();
    expect(kept).toEqual([{ user_id: user.id }]);
    await db().deleteFrom('users').where('id', '=', user.id).execute();
    for (const table of ['league_members', 'league_standings'] as const) {
      const rows = await db()
        .selectFrom(table)
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
      expect(rows, table).toEqual([]);
    }
  });

  it('keeps the points histogram equal to the weekly points through inserts, changes, deletions and cascades', async () => {
    const [one, two] = [await kit.signUp(), await kit.signUp()];
    await points(one, THIS_WEEK, 15);
    await points(two, THIS_WEEK, 15);
    await points(one, THIS_WEEK, 25); // an upsert that changes the value
    await db()
      .updateTable('weekly_points')
      .set({ points: 35 })
      .where('user_id', '=', two.id)
      .execute();
    await db().deleteFrom('users').where('id', '=', one.id).execute(); // cascade
    const truth = await db()
      .selectFrom('weekly_points')
      .select(['week_start', 'points', (eb) => eb.fn.countAll<number | string>().as('users')])
      .groupBy(['week_start', 'points'])
      .execute();
    const kept = await db()
      .selectFrom('league_points_histogram')
      .select(['week_start', 'points', 'users'])
      .where('users', '>', 0)
      .execute();
    const key = (row: { week_start: string; points: number; users: number | string }) =>
      `${row.week_start} ${row.points} ${Number(row.users)}`;
    expect(kept.map(key).sort()).toEqual(truth.map(key).sort());
    expect(await me(two)).toMatchObject({ points: 35 });
  });
});
