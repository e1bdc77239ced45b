import type { Habit, Overview } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';

describe.each(testDatabaseKinds())('GET /api/v1/overview on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    // 13:00 in Madrid on Wednesday 2026-11-18: the week is 11-16 … 11-22, last month October.
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    kit = await startApiTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  async function send(user: TestUser, method: string, path: string, json?: unknown) {
    const response = await kit.api(path, { method, token: user.accessToken, json });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
      300,
    );
    return response;
  }
  async function overview(user: TestUser, query = ''): Promise<Overview> {
    const response = await kit.api(`/overview${query}`, { token: user.accessToken });
    expect(response.status).toBe(200);
    return (await response.json()) as Overview;
  }
  async function habit(user: TestUser, json: Record<string, unknown>): Promise<Habit> {
    const response = await send(user, 'POST', '/habits', { kind: 'boolean', ...json });
    return (await response.json()) as Habit;
  }
  async function diaryEntry(user: TestUser, date: string, title: string | null) {
    await send(user, 'POST', '/diary', { date, body: 'Text', ...(title ? { title } : {}) });
  }

  it('shows a new user zeros and says they are new', async () => {
    const user = await signUp();
    expect(await overview(user)).toEqual({
      today: '2026-11-18',
      week_start: '2026-11-16',
      scans: { current: 0, previous: 0 },
      active_days: { current: 0, previous: 0 },
      week_progress: { done: 0, scheduled: 0 },
      goals: {
        daily: { done: 0, scheduled: 0 },
        weekly: { done: 0, scheduled: 0 },
        monthly: { done: 0, scheduled: 30 },
      },
      chart: {
        metric: 'points',
        days: [
          '2026-11-12',
          '2026-11-13',
          '2026-11-14',
          '2026-11-15',
          '2026-11-16',
          '2026-11-17',
          '2026-11-18',
        ].map((date) => ({ date, value: 0 })),
      },
      points: { today: 0, week: 0, total: 0 },
      recent_activity: [],
      is_new_user: true,
      has_checked_in_today: false,
    });
  });

  it('answers every figure of a seeded user exactly', async () => {
    const user = await signUp();
    for (const [date, fields] of [
      ['2026-10-05', { mood: 3 }],
      ['2026-10-06', { mood: 3 }],
      ['2026-10-20', { mood: 4 }],
      ['2026-11-12', { mood: 2 }],
      ['2026-11-16', { mood: 4 }],
      ['2026-11-17', { mood: 5, sleep_hours: 7 }],
      ['2026-11-18', { mood: 3, steps: 9000 }],
    ] as const) {
      await send(user, 'PUT', `/check-ins/${date}`, fields);
    }
    // Read: daily from 11-17, but marked on 11-10, which makes that its first day.
    const read = await habit(user, {
      name: 'Read',
      frequency: { type: 'daily' },
      start_date: '2026-11-17',
    });
    // Run: 3 a week, 5 km a time.
    const run = await habit(user, {
      name: 'Run',
      kind: 'measurable',
      target: 5,
      unit: 'km',
      frequency: { type: 'weekly', times: 3 },
      start_date: '2026-11-01',
    });
    // Meditate: Monday, Wednesday, Friday; paused this Friday.
    const meditate = await habit(user, {
      name: 'Meditate',
      frequency: { type: 'weekdays', days: [1, 3, 5] },
      start_date: '2026-11-01',
    });
    // Old: archived, with two days done in October.
    const old = await habit(user, {
      name: 'Old',
      frequency: { type: 'daily' },
      start_date: '2026-10-01',
    });
    const marks: [Habit, string, unknown][] = [
      [read, '2026-11-10', { status: 'done' }],
      [read, '2026-11-16', { status: 'done' }],
      [read, '2026-11-17', { status: 'skipped' }],
      [read, '2026-11-18', { status: 'done' }],
      [run, '2026-11-16', { status: 'value', value: 5 }],
      [run, '2026-11-17', { status: 'value', value: 3 }],
      [meditate, '2026-11-16', { status: 'done' }],
      [old, '2026-10-10', { status: 'done' }],
      [old, '2026-10-11', { status: 'done' }],
    ];
    for (const [target, date, json] of marks) {
      await send(user, 'PUT', `/habits/${target.id}/marks/${date}`, json);
    }
    await send(user, 'POST', `/habits/${meditate.id}/pauses`, {
      from: '2026-11-20',
      to: '2026-11-20',
    });
    await send(user, 'PATCH', `/habits/${old.id}`, { archived: true });
    await diaryEntry(user, '2026-10-25', 'October');
    await diaryEntry(user, '2026-11-17', 'Evening');
    await diaryEntry(user, '2026-11-17', null);

    const figures = await overview(user);
    expect(figures).toMatchObject({
      today: '2026-11-18',
      week_start: '2026-11-16',
      scans: { current: 0, previous: 0 },
      // November: 10 (Read), 12, 16, 17, 18. October: 5, 6, 10, 11 (Old), 20, 25 (diary).
      active_days: { current: 5, previous: 6 },
      // Monday to today. Read: 16 and 18 (17 skipped) → 2/2. Run: its week's quota 3, one
      // run reached 5 km → 1/3. Meditate: Monday done, Wednesday open → 1/2. In all 4/7.
      week_progress: { done: 4, scheduled: 7 },
      goals: {
        // Today: Read done; Run (1 of 3 so far) and Meditate due, open → 1/3.
        daily: { done: 1, scheduled: 3 },
        // The whole week: Read 6 days (17 skipped), Run 3, Meditate 2 (Friday paused) → 4/11.
        weekly: { done: 4, scheduled: 11 },
        monthly: { done: 5, scheduled: 30 },
      },
      // 7 check-ins × 10 + 7 days done × 5 (Read 3, Run 1, Meditate 1, Old 2) + 3 entries × 5,
      // and four achievements: first check-in 10 (dated 10-05), first habit day 10 (11-10), first
      // diary entry 10 (10-25) and the comeback 25 (10-20: 13 days away after 10-06), none of
      // them this week.
      points: { today: 15, week: 25 + 20 + 15, total: 70 + 35 + 15 + 10 + 10 + 10 + 25 },
      is_new_user: false,
      has_checked_in_today: true,
    });
    expect(figures.chart).toEqual({
      metric: 'points',
      days: [
        { date: '2026-11-12', value: 10 },
        { date: '2026-11-13', value: 0 },
        { date: '2026-11-14', value: 0 },
        { date: '2026-11-15', value: 0 },
        // A check-in and three habits done; a check-in and two entries; a check-in and Read.
        { date: '2026-11-16', value: 25 },
        { date: '2026-11-17', value: 20 },
        { date: '2026-11-18', value: 15 },
      ],
    });
    // The ten newest events, newest recorded first: the three entries (the first with its
    // achievement), then the marks that completed a day, newest written first. Writes a
    // millisecond apart may share a time, so the order is checked by time and the items as a set.
    const recent = figures.recent_activity;
    expect(recent.map((item) => `${item.kind}:${item.label ?? ''}:${item.date}`).sort()).toEqual(
      [
        'diary_entry::2026-11-17',
        'diary_entry:Evening:2026-11-17',
        'achievement:first_diary_entry:2026-10-25',
        'diary_entry:October:2026-10-25',
        'habit_done:Old:2026-10-11',
        'habit_done:Old:2026-10-10',
        'habit_done:Meditate:2026-11-16',
        'habit_done:Run:2026-11-16',
        'habit_done:Read:2026-11-18',
        'habit_done:Read:2026-11-16',
      ].sort(),
    );
    const times = recent.map((item) => item.at);
    expect(times).toEqual([...times].sort().reverse());

    const mood = await overview(user, '?metric=mood');
    expect(mood.chart).toEqual({
      metric: 'mood',
      days: [2, null, null, null, 4, 5, 3].map((value, index) => ({
        date: `2026-11-${12 + index}`,
        value,
      })),
    });
    const done = await overview(user, '?metric=habits_done');
    expect(done.chart.days.map((day) => day.value)).toEqual([0, 0, 0, 0, 3, 0, 1]);

    // Another user sees none of it.
    const stranger = await overview(await signUp());
    expect(stranger.is_new_user).toBe(true);
    expect(stranger.points.total).toBe(0);
  });

  it('takes points back when a record goes', async () => {
    const user = await signUp();
    await send(user, 'PUT', '/check-ins/2026-11-18', { mood: 4 });
    await send(user, 'PUT', '/check-ins/2026-11-18', { energy: 2 });
    // The check-in's 10 and the first check-in's bonus 10.
    expect((await overview(user)).points).toEqual({ today: 20, week: 20, total: 20 });
    await send(user, 'DELETE', '/check-ins/2026-11-18');
    const after = await overview(user);
    expect(after.points).toEqual({ today: 0, week: 0, total: 0 });
    expect(after.has_checked_in_today).toBe(false);
  });

  it('answers afresh after any change to the user’s records, remembered between them', async () => {
    const user = await signUp();
    const read = await habit(user, { name: 'Read', frequency: { type: 'daily' } });
    const points = async () => (await overview(user)).points.today;
    expect(await points()).toBe(0);
    expect(await points()).toBe(0);
    await send(user, 'PUT', `/habits/${read.id}/marks/2026-11-18`, { status: 'done' });
    // The day's 5 and the first habit day's bonus 10.
    expect(await points()).toBe(15);
    await diaryEntry(user, '2026-11-18', 'Written');
    expect(await points()).toBe(30);
    await send(user, 'DELETE', `/habits/${read.id}`);
    expect(await points()).toBe(15);
    // Today follows the settings: 21:00 in Tokyo is still Wednesday; 02:00 on Kiritimati (UTC+14)
    // with the day starting at midnight is Thursday.
    await send(user, 'PUT', '/settings', {
      preferences: { timezone: 'Asia/Tokyo', dayStartsAt: '00:00' },
    });
    expect((await overview(user)).today).toBe('2026-11-18');
    await send(user, 'PUT', '/settings', { preferences: { timezone: 'Pacific/Kiritimati' } });
    expect((await overview(user)).today).toBe('2026-11-19');
  });

  it('refuses a metric it cannot chart (422)', async () => {
    const user = await signUp();
    const response = await kit.api('/overview?metric=note', { token: user.accessToken });
    expect(response.status).toBe(422);
    expect((await kit.api('/overview')).status).toBe(401);
  });
});
