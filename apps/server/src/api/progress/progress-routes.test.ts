import type { Achievement, Habit, Progress } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

describe.each(testDatabaseKinds())('/api/v1/progress on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    // Wednesday 2026-11-18, 13:00 in Madrid: the league week began on Monday 2026-11-16 (UTC).
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
  async function progress(user: TestUser): Promise<Progress> {
    const response = await kit.api('/progress', { token: user.accessToken });
    expect(response.status).toBe(200);
    return (await response.json()) as Progress;
  }
  const achievement = (state: Progress, key: string): Achievement =>
    state.achievements.find((item) => item.key === key)!;
  const unlocked = (state: Progress) =>
    state.achievements.filter((item) => item.unlocked_at !== null).map((item) => item.key);
  const checkIn = (user: TestUser, date: string, mood = 3) =>
    send(user, 'PUT', `/check-ins/${date}`, { mood });

  it('starts a new user at level 1 with nothing unlocked, and shows the rules', async () => {
    const state = await progress(await signUp());
    expect(state.level).toBe(1);
    expect(state.level_progress).toEqual({ into_level: 0, level_size: 150, to_next: 150 });
    expect(state.points).toEqual({ today: 0, week: 0, total: 0 });
    expect(state.week_start).toBe('2026-11-16');
    expect(state.achievements.length).toBeGreaterThanOrEqual(15);
    expect(unlocked(state)).toEqual([]);
    expect(state.achievements.every((item) => item.progress === 0 && item.seen)).toBe(true);
    expect(state.rules.points).toContainEqual({ kind: 'check_in', points: 10 });
    expect(state.rules.levels.slice(0, 2)).toEqual([
      { level: 1, points_to_pass: 150 },
      { level: 2, points_to_pass: 160 },
    ]);
  });

  it('counts a check-in once however often it is edited, and takes it back when deleted', async () => {
    const user = await signUp();
    await checkIn(user, '2026-11-18', 3);
    // 10 for the check-in, 10 for the "first check-in" achievement.
    let state = await progress(user);
    expect(state.points).toEqual({ today: 20, week: 20, total: 20 });
    expect(achievement(state, 'first_check_in')).toMatchObject({ progress: 1, seen: false });
    expect(achievement(state, 'first_check_in').unlocked_at).not.toBeNull();

    await checkIn(user, '2026-11-18', 5);
    await send(user, 'PUT', '/check-ins/2026-11-18', { sleep_hours: 7 });
    expect((await progress(user)).points.total).toBe(20);

    await send(user, 'POST', '/progress/achievements/seen', { keys: ['first_check_in'] });
    expect(achievement(await progress(user), 'first_check_in').seen).toBe(true);

    await send(user, 'DELETE', '/check-ins/2026-11-18');
    state = await progress(user);
    expect(state.points).toEqual({ today: 0, week: 0, total: 0 });
    expect(unlocked(state)).toEqual([]);
  });

  it('counts a check-in emptied of every field as gone', async () => {
    const user = await signUp();
    await checkIn(user, '2026-11-17');
    await send(user, 'PUT', '/check-ins/2026-11-17', { mood: null });
    expect((await progress(user)).points.total).toBe(0);
  });

  it('counts a measurable habit’s day once it reaches the target, and judges again on a new target', async () => {
    const user = await signUp();
    const habit = (await (
      await send(user, 'POST', '/habits', {
        name: 'Read',
        kind: 'measurable',
        target: 20,
        unit: 'pages',
        frequency: { type: 'daily' },
        start_date: '2026-11-01',
      })
    ).json()) as Habit;
    const mark = (value: number) =>
      send(user, 'PUT', `/habits/${habit.id}/marks/2026-11-18`, { status: 'value', value });
    await mark(10);
    expect((await progress(user)).points.total).toBe(0);
    await mark(20);
    // 5 for the day, 10 for "first habit day".
    expect((await progress(user)).points).toEqual({ today: 15, week: 15, total: 15 });
    await mark(25);
    expect((await progress(user)).points.total).toBe(15);

    await send(user, 'PATCH', `/habits/${habit.id}`, { target: 30 });
    expect((await progress(user)).points.total).toBe(0);
    await send(user, 'PATCH', `/habits/${habit.id}`, { target: 25 });
    expect((await progress(user)).points.total).toBe(15);

    await send(user, 'DELETE', `/habits/${habit.id}/marks/2026-11-18`);
    expect((await progress(user)).points.total).toBe(0);
    await mark(25);
    await send(user, 'DELETE', `/habits/${habit.id}`);
    expect((await progress(user)).points.total).toBe(0);
  });

  it('counts diary entries, and unlocks the 10-entries achievement at the tenth', async () => {
    const user = await signUp();
    const ids: string[] = [];
    for (let day = 1; day <= 10; day += 1) {
      const date = `2026-11-${String(day).padStart(2, '0')}`;
      const response = await send(user, 'POST', '/diary', { date, body: `Day ${day}` });
      ids.push(((await response.json()) as { id: string }).id);
    }
    let state = await progress(user);
    expect(achievement(state, 'diary_entries_10').unlocked_at).not.toBeNull();
    // 10 × 5, then "first diary entry" 10 and "10 entries" 25; ten days in a row are not 14.
    expect(state.points.total).toBe(50 + 10 + 25);
    expect(achievement(state, 'active_streak_14')).toMatchObject({ progress: 10, target: 14 });
    expect(state.best_streaks).toEqual({ check_in_days: 0, habit_days: 0, active_days: 10 });

    await send(user, 'PATCH', `/diary/${ids[0]}`, { date: '2026-11-12' });
    state = await progress(user);
    expect(state.points.total).toBe(85);
    expect(state.best_streaks.active_days).toBe(9);

    await send(user, 'DELETE', `/diary/${ids[1]}`);
    state = await progress(user);
    expect(achievement(state, 'diary_entries_10')).toMatchObject({ unlocked_at: null, progress: 9 });
    expect(state.points.total).toBe(45 + 10);
  });

  it('unlocks a 7-day check-in streak on the seventh day in a row', async () => {
    const user = await signUp();
    for (const day of [10, 11, 12, 13, 14, 15]) await checkIn(user, `2026-11-${day}`);
    expect(achievement(await progress(user), 'check_in_streak_7')).toMatchObject({
      progress: 6,
      unlocked_at: null,
    });
    await checkIn(user, '2026-11-16');
    const state = await progress(user);
    expect(achievement(state, 'check_in_streak_7').unlocked_at).not.toBeNull();
    expect(state.best_streaks.check_in_days).toBe(7);
    // 7 × 10, "first check-in" 10, "7 days in a row" 25.
    expect(state.points.total).toBe(105);
    expect(state.level).toBe(1);
  });

  it('unlocks the comeback after 7 days away, not after 6', async () => {
    const user = await signUp();
    await checkIn(user, '2026-11-01');
    await checkIn(user, '2026-11-08'); // 6 days away (11-02 … 11-07)
    expect(achievement(await progress(user), 'comeback').unlocked_at).toBeNull();
    await send(user, 'DELETE', '/check-ins/2026-11-08');
    await checkIn(user, '2026-11-09'); // 7 days away (11-02 … 11-08)
    expect(achievement(await progress(user), 'comeback').unlocked_at).not.toBeNull();
  });

  it('never shows or changes another user’s progress', async () => {
    const owner = await signUp();
    const other = await signUp();
    await checkIn(owner, '2026-11-18');
    await send(other, 'POST', '/progress/achievements/seen', { keys: ['first_check_in'] });
    const ownerState = await progress(owner);
    expect(achievement(ownerState, 'first_check_in').seen).toBe(false);
    expect(ownerState.points.total).toBe(20);
    const otherState = await progress(other);
    expect(otherState.points.total).toBe(0);
    expect(unlocked(otherState)).toEqual([]);
  });

  it('refuses a malformed list of shown achievements', async () => {
    const user = await signUp();
    for (const json of [{}, { keys: [] }, { keys: ['Not A Key'] }, { keys: 'first_check_in' }]) {
      const response = await kit.api('/progress/achievements/seen', {
        method: 'POST',
        token: user.accessToken,
        json,
      });
      expect(response.status).toBe(422);
    }
  });
});
