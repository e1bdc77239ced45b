import type { Habit, HabitMark, HabitPause } from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../../test-support/earlier-clock.js';
import { changedTables, databaseSnapshot } from '../../../test-support/database-snapshot.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';

const TODAY = '2026-11-18'; // a Wednesday

describe.each(testDatabaseKinds())('/api/v1/habits on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    // 13:00 in Madrid on Wednesday 2026-11-18.
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    kit = await startApiTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  const call = (user: TestUser, method: string, path: string, json?: unknown) =>
    kit.api(path, { method, token: user.accessToken, ...(json !== undefined ? { json } : {}) });
  async function create(user: TestUser, json: Record<string, unknown> = {}): Promise<Habit> {
    const response = await call(user, 'POST', '/habits', {
      name: 'Read',
      kind: 'boolean',
      frequency: { type: 'daily' },
      ...json,
    });
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as Habit;
  }
  async function list(user: TestUser, query = ''): Promise<Habit[]> {
    const response = await call(user, 'GET', `/habits${query}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { habits: Habit[] }).habits;
  }
  const mark = (user: TestUser, habit: Habit, date: string, json: unknown) =>
    call(user, 'PUT', `/habits/${habit.id}/marks/${date}`, json);
  async function detailOf(response: Response) {
    return ((await response.json()) as { detail: unknown }).detail;
  }

  describe('creating and listing', () => {
    it('creates a habit last in the list, starting today, with zero stats', async () => {
      const user = await signUp();
      const first = await create(user, { name: '  Read 20 pages ', description: 'Fiction' });
      expect(first).toEqual({
        id: expect.any(String),
        name: 'Read 20 pages',
        description: 'Fiction',
        kind: 'boolean',
        target: null,
        unit: null,
        frequency: { type: 'daily' },
        start_date: TODAY,
        position: 0,
        archived_at: null,
        pauses: [],
        stats: {
          strength: 0,
          current_streak: 0,
          best_streak: 0,
          streak_unit: 'days',
          due_today: true,
          paused_today: false,
        },
        created_at: expect.any(String),
        updated_at: expect.any(String),
      });
      const second = await create(user, {
        name: 'Run',
        kind: 'measurable',
        target: 5,
        unit: 'km',
        frequency: { type: 'weekly', times: 3 },
        start_date: '2026-11-02',
      });
      expect(second).toMatchObject({
        position: 1,
        target: 5,
        unit: 'km',
        start_date: '2026-11-02',
      });
      expect(second.stats.streak_unit).toBe('weeks');
      const weekdays = await create(user, { frequency: { type: 'weekdays', days: [1, 2] } });
      expect(weekdays.stats.due_today).toBe(false);
      expect((await list(user)).map((habit) => habit.id)).toEqual([
        first.id,
        second.id,
        weekdays.id,
      ]);
    });

    it.each([
      ['a measurable habit without target and unit', { kind: 'measurable' }],
      ['a yes/no habit with a target', { target: 3 }],
      ['an empty name', { name: '   ' }],
      ['a name over 80 characters', { name: 'x'.repeat(81) }],
      ['3 a week written as 8', { frequency: { type: 'weekly', times: 8 } }],
      ['a weekday twice', { frequency: { type: 'weekdays', days: [1, 1] } }],
      ['no weekday', { frequency: { type: 'weekdays', days: [] } }],
      ['a start date that is not a date', { start_date: '2026-02-30' }],
      ['a field it does not know', { colour: 'blue' }],
    ])('refuses %s (422) and creates nothing', async (_label, json) => {
      const user = await signUp();
      const response = await call(user, 'POST', '/habits', {
        name: 'Read',
        kind: 'boolean',
        frequency: { type: 'daily' },
        ...json,
      });
      expect(response.status).toBe(422);
      expect(Array.isArray(await detailOf(response))).toBe(true);
      expect(await list(user, '?include_archived=true')).toEqual([]);
    });

    it('refuses a start after the user’s today', async () => {
      const user = await signUp();
      const response = await call(user, 'POST', '/habits', {
        name: 'Later',
        kind: 'boolean',
        frequency: { type: 'daily' },
        start_date: '2026-11-19',
      });
      expect(response.status).toBe(422);
      expect(await detailOf(response)).toEqual([
        { loc: ['body', 'start_date'], msg: expect.any(String), type: 'future_date' },
      ]);
    });

    it('keeps at most 100 active habits: the 101st is a 409, until one is archived', async () => {
      const user = await signUp();
      const habits: Habit[] = [];
      for (let index = 0; index < 100; index += 1)
        habits.push(await create(user, { name: `H${index}` }));
      const refused = await call(user, 'POST', '/habits', {
        name: 'One more',
        kind: 'boolean',
        frequency: { type: 'daily' },
      });
      expect(refused.status).toBe(409);
      expect(await detailOf(refused)).toMatch(/at most 100 active habits/);
      expect(await list(user)).toHaveLength(100);

      const archived = await call(user, 'PATCH', `/habits/${habits[0]!.id}`, { archived: true });
      expect(archived.status).toBe(200);
      const extra = await create(user, { name: 'One more' });
      expect(extra.position).toBe(100);
      // Restoring would make 101.
      const restore = await call(user, 'PATCH', `/habits/${habits[0]!.id}`, { archived: false });
      expect(restore.status).toBe(409);
      expect(
        (await list(user, '?include_archived=true')).filter((h) => h.archived_at),
      ).toHaveLength(1);
    }, 60_000);
  });

  describe('editing, archiving, deleting, reordering', () => {
    it('edits what is given, clears a description with null, and never the kind', async () => {
      const user = await signUp();
      const habit = await create(user, { description: 'Before bed' });
      const response = await call(user, 'PATCH', `/habits/${habit.id}`, {
        name: 'Read 30 pages',
        description: null,
        frequency: { type: 'weekdays', days: [1, 3, 5] },
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        ...habit,
        name: 'Read 30 pages',
        description: null,
        frequency: { type: 'weekdays', days: [1, 3, 5] },
        updated_at: expect.any(String),
      });
      expect(
        (await call(user, 'PATCH', `/habits/${habit.id}`, { kind: 'measurable' })).status,
      ).toBe(422);
      const target = await call(user, 'PATCH', `/habits/${habit.id}`, { target: 3 });
      expect(target.status).toBe(422);
      expect(await detailOf(target)).toEqual([
        {
          loc: ['body', 'target'],
          msg: 'A yes/no habit has no target or unit',
          type: 'habit_kind',
        },
      ]);
      expect((await call(user, 'PATCH', `/habits/${habit.id}`, {})).status).toBe(422);
      expect((await list(user))[0]!.name).toBe('Read 30 pages');
    });

    it('archives out of the list and restores to its end; an archived habit takes no marks', async () => {
      const user = await signUp();
      const [a, b, c] = [await create(user), await create(user), await create(user)];
      const archived = await call(user, 'PATCH', `/habits/${a.id}`, { archived: true });
      expect(((await archived.json()) as Habit).archived_at).toEqual(expect.any(String));
      expect((await list(user)).map((habit) => habit.id)).toEqual([b.id, c.id]);
      expect((await list(user, '?include_archived=true')).map((habit) => habit.id)).toEqual([
        b.id,
        c.id,
        a.id,
      ]);
      expect((await call(user, 'GET', '/habits?include_archived=maybe')).status).toBe(422);

      const refusedMark = await mark(user, a, TODAY, { status: 'done' });
      expect(refusedMark.status).toBe(409);
      expect(await detailOf(refusedMark)).toMatch(/archived/);
      expect((await call(user, 'DELETE', `/habits/${a.id}/marks/${TODAY}`)).status).toBe(409);
      const pause = await call(user, 'POST', `/habits/${a.id}/pauses`, {
        from: TODAY,
        to: '2026-11-20',
      });
      expect(pause.status).toBe(409);

      const restored = await call(user, 'PATCH', `/habits/${a.id}`, { archived: false });
      expect(restored.status).toBe(200);
      expect(((await restored.json()) as Habit).archived_at).toBeNull();
      expect((await list(user)).map((habit) => habit.id)).toEqual([b.id, c.id, a.id]);
      expect((await mark(user, a, TODAY, { status: 'done' })).status).toBe(200);
    });

    it('deletes a habit for good, with its marks and pauses', async () => {
      const user = await signUp();
      const habit = await create(user, { start_date: '2026-11-01' });
      await mark(user, habit, '2026-11-17', { status: 'done' });
      await call(user, 'POST', `/habits/${habit.id}/pauses`, {
        from: '2026-11-20',
        to: '2026-11-22',
      });
      expect((await call(user, 'DELETE', `/habits/${habit.id}`)).status).toBe(204);
      expect(await list(user, '?include_archived=true')).toEqual([]);
      const marks = await call(user, 'GET', '/habit-marks?from=2026-11-01&to=2026-11-30');
      expect(await marks.json()).toEqual({ marks: [] });
      const db = kit.auth.server.app.database.db;
      expect(
        await db.selectFrom('habit_pauses').selectAll().where('user_id', '=', user.id).execute(),
      ).toEqual([]);
      expect((await call(user, 'DELETE', `/habits/${habit.id}`)).status).toBe(404);
    });

    it('reorders when given exactly the active habits, else 422 and no change', async () => {
      const user = await signUp();
      const [a, b, c] = [await create(user), await create(user), await create(user)];
      const archived = await create(user);
      await call(user, 'PATCH', `/habits/${archived.id}`, { archived: true });
      const response = await call(user, 'PUT', '/habits/order', { ids: [c.id, a.id, b.id] });
      expect(response.status).toBe(200);
      const reordered = ((await response.json()) as { habits: Habit[] }).habits;
      expect(reordered.map((habit) => [habit.id, habit.position])).toEqual([
        [c.id, 0],
        [a.id, 1],
        [b.id, 2],
      ]);
      for (const ids of [
        [a.id, b.id],
        [a.id, b.id, c.id, archived.id],
        [a.id, b.id, b.id],
        [a.id, b.id, randomUUID()],
        [],
      ]) {
        const refused = await call(user, 'PUT', '/habits/order', { ids });
        expect(refused.status).toBe(422);
      }
      expect((await list(user)).map((habit) => habit.id)).toEqual([c.id, a.id, b.id]);
    });
  });

  describe('pauses', () => {
    it('pauses ranges that do not overlap, future ones too, and removes them', async () => {
      const user = await signUp();
      const habit = await create(user, { start_date: '2026-11-01' });
      const add = (from: string, to: string) =>
        call(user, 'POST', `/habits/${habit.id}/pauses`, { from, to });
      const first = await add('2026-11-10', '2026-11-12');
      expect(first.status).toBe(201);
      const pause = (await first.json()) as HabitPause;
      expect(pause).toEqual({ id: expect.any(String), from: '2026-11-10', to: '2026-11-12' });
      // Both ends are paused days: touching them overlaps; the day after does not.
      expect((await add('2026-11-12', '2026-11-14')).status).toBe(409);
      expect((await add('2026-11-01', '2026-11-10')).status).toBe(409);
      expect((await add('2026-11-11', '2026-11-11')).status).toBe(409);
      expect((await add('2026-11-13', '2026-11-14')).status).toBe(201);
      expect((await add('2026-11-18', '2026-12-31')).status).toBe(201);
      expect((await add('2026-11-20', '2026-11-19')).status).toBe(422);

      const [listed] = await list(user);
      expect(listed!.pauses.map((p) => [p.from, p.to])).toEqual([
        ['2026-11-10', '2026-11-12'],
        ['2026-11-13', '2026-11-14'],
        ['2026-11-18', '2026-12-31'],
      ]);
      expect(listed!.stats.paused_today).toBe(true);

      const remove = () => call(user, 'DELETE', `/habits/${habit.id}/pauses/${pause.id}`);
      expect((await remove()).status).toBe(204);
      expect((await remove()).status).toBe(404);
      expect((await list(user))[0]!.pauses).toHaveLength(2);
    });

    it('a week of pause keeps the streak', async () => {
      const user = await signUp();
      const habit = await create(user, { start_date: '2026-11-02' });
      for (const date of ['2026-11-02', '2026-11-03', '2026-11-04', '2026-11-05', '2026-11-06']) {
        expect((await mark(user, habit, date, { status: 'done' })).status).toBe(200);
      }
      await call(user, 'POST', `/habits/${habit.id}/pauses`, {
        from: '2026-11-07',
        to: '2026-11-15',
      });
      for (const date of ['2026-11-16', '2026-11-17'])
        await mark(user, habit, date, { status: 'done' });
      const [listed] = await list(user);
      expect(listed!.stats).toMatchObject({ current_streak: 7, best_streak: 7 });
    });
  });

  describe('marks', () => {
    it('marks yes/no habits done or skipped, measurable ones with an amount, and clears', async () => {
      const user = await signUp();
      const yesNo = await create(user, { start_date: '2026-11-16' });
      const measurable = await create(user, {
        name: 'Water',
        kind: 'measurable',
        target: 2000,
        unit: 'ml',
        start_date: '2026-11-16',
      });
      const done = await mark(user, yesNo, '2026-11-16', { status: 'done' });
      expect(done.status).toBe(200);
      expect(await done.json()).toEqual({
        habit_id: yesNo.id,
        date: '2026-11-16',
        status: 'done',
        value: null,
        updated_at: expect.any(String),
      });
      expect((await mark(user, yesNo, '2026-11-17', { status: 'skipped' })).status).toBe(200);
      const amount = await mark(user, measurable, '2026-11-17', { status: 'value', value: 1500 });
      expect(((await amount.json()) as HabitMark).value).toBe(1500);
      // A change of mind replaces the day's mark.
      expect(
        (await mark(user, measurable, '2026-11-17', { status: 'value', value: 2500 })).status,
      ).toBe(200);

      const wrongKind = await mark(user, yesNo, '2026-11-18', { status: 'value', value: 1 });
      expect(wrongKind.status).toBe(422);
      expect(await detailOf(wrongKind)).toEqual([
        { loc: ['body', 'status'], msg: expect.any(String), type: 'habit_kind' },
      ]);
      expect((await mark(user, measurable, '2026-11-18', { status: 'done' })).status).toBe(422);
      expect((await mark(user, yesNo, '2026-11-19', { status: 'done' })).status).toBe(422);
      expect((await mark(user, yesNo, '2026-11-18', { status: 'value' })).status).toBe(422);
      expect((await mark(user, yesNo, '2026-11-18', { status: 'maybe' })).status).toBe(422);
      expect(
        (await mark(user, measurable, '2026-11-18', { status: 'value', value: -1 })).status,
      ).toBe(422);

      const marks = await call(user, 'GET', '/habit-marks?from=2026-11-16&to=2026-11-18');
      const rows = ((await marks.json()) as { marks: HabitMark[] }).marks;
      expect(rows.map((row) => row.date)).toEqual(['2026-11-16', '2026-11-17', '2026-11-17']);
      expect(rows.map((row) => [row.habit_id, row.date, row.status, row.value])).toEqual(
        expect.arrayContaining([
          [yesNo.id, '2026-11-16', 'done', null],
          [yesNo.id, '2026-11-17', 'skipped', null],
          [measurable.id, '2026-11-17', 'value', 2500],
        ]),
      );

      expect((await call(user, 'DELETE', `/habits/${yesNo.id}/marks/2026-11-16`)).status).toBe(204);
      // Clearing an open day is fine too.
      expect((await call(user, 'DELETE', `/habits/${yesNo.id}/marks/2026-11-16`)).status).toBe(204);
      const after = await call(user, 'GET', '/habit-marks?from=2026-11-16&to=2026-11-16');
      expect(await after.json()).toEqual({ marks: [] });
      expect((await call(user, 'GET', '/habit-marks?from=2024-01-01&to=2026-01-01')).status).toBe(
        422,
      );
    });

    it('shows the marks in the stats as of today', async () => {
      const user = await signUp();
      const habit = await create(user, { start_date: '2026-11-05' });
      for (const date of [
        '2026-11-05',
        '2026-11-06',
        '2026-11-07',
        '2026-11-08',
        '2026-11-09',
        '2026-11-10',
        '2026-11-11',
        '2026-11-12',
        '2026-11-13',
        '2026-11-14',
        '2026-11-15',
        '2026-11-16',
        '2026-11-17',
      ]) {
        await mark(user, habit, date, { status: 'done' });
      }
      // 13 days done, today open: 1 − 0.5^(13/13) = 50 % (habit-rules.test.ts).
      const [listed] = await list(user);
      expect(listed!.stats).toEqual({
        strength: 50,
        current_streak: 13,
        best_streak: 13,
        streak_unit: 'days',
        due_today: true,
        paused_today: false,
      });
    });
  });

  describe('ownership', () => {
    it('answers 404 for another user’s habit on every route, and changes nothing', async () => {
      const owner = await signUp();
      const other = await signUp();
      const habit = await create(owner, { start_date: '2026-11-01' });
      await mark(owner, habit, '2026-11-17', { status: 'done' });
      const pause = (await (
        await call(owner, 'POST', `/habits/${habit.id}/pauses`, {
          from: '2026-11-20',
          to: '2026-11-21',
        })
      ).json()) as HabitPause;

      // The other user's settings (their day) exist, as after any first read.
      expect(await list(other)).toEqual([]);
      const db = kit.auth.server.app.database.db as never;
      const before = await databaseSnapshot(db);
      const attempts: [string, string, unknown?][] = [
        ['PATCH', `/habits/${habit.id}`, { name: 'Mine now' }],
        ['PATCH', `/habits/${habit.id}`, { archived: true }],
        ['DELETE', `/habits/${habit.id}`],
        ['POST', `/habits/${habit.id}/pauses`, { from: '2026-11-25', to: '2026-11-26' }],
        ['DELETE', `/habits/${habit.id}/pauses/${pause.id}`],
        ['PUT', `/habits/${habit.id}/marks/2026-11-18`, { status: 'done' }],
        ['DELETE', `/habits/${habit.id}/marks/2026-11-17`],
      ];
      for (const [method, path, json] of attempts) {
        const response = await call(other, method, path, json);
        expect(response.status, `${method} ${path}`).toBe(404);
      }
      const order = await call(other, 'PUT', '/habits/order', { ids: [habit.id] });
      expect(order.status).toBe(422);
      expect(await list(other, '?include_archived=true')).toEqual([]);
      const marks = await call(other, 'GET', '/habit-marks?from=2026-11-01&to=2026-11-30');
      expect(await marks.json()).toEqual({ marks: [] });
      expect(changedTables(before, await databaseSnapshot(db))).toEqual([]);
    });

    it('answers 404 for a habit id that does not exist, and 422 for one that is not an id', async () => {
      const user = await signUp();
      expect((await call(user, 'PATCH', `/habits/${randomUUID()}`, { name: 'X' })).status).toBe(
        404,
      );
      expect((await call(user, 'PATCH', '/habits/not-an-id', { name: 'X' })).status).toBe(422);
    });
  });
});
