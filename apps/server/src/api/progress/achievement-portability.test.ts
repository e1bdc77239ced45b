import type { AccountExport, Progress } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';

describe.each(testDatabaseKinds())('progress through export and import on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    kit = await startApiTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  async function send(user: TestUser, method: string, path: string, json?: unknown) {
    const response = await kit.api(path, { method, token: user.accessToken, json });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
      300,
    );
    return response;
  }
  const progress = async (user: TestUser) =>
    (await (await send(user, 'GET', '/progress')).json()) as Progress;
  const exportOf = async (user: TestUser) =>
    (await (await send(user, 'GET', '/account/export')).json()) as AccountExport;
  const unlocks = (state: Progress) =>
    state.achievements
      .filter((item) => item.unlocked_at !== null)
      .map(({ key, unlocked_at, seen }) => ({ key, unlocked_at, seen }));

  async function userWithProgress() {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    for (let day = 10; day <= 16; day += 1) {
      await send(user, 'PUT', `/check-ins/2026-11-${day}`, { mood: 3 });
    }
    await send(user, 'POST', '/diary', { date: '2026-11-16', body: 'A week' });
    await send(user, 'POST', '/progress/achievements/seen', { keys: ['first_check_in'] });
    return user;
  }

  it('keeps the unlock dates and rebuilds the points from the records', async () => {
    const source = await userWithProgress();
    const before = await progress(source);
    const file = await exportOf(source);
    expect(file.achievements?.map((achievement) => achievement.key).sort()).toEqual([
      'check_in_streak_7',
      'first_check_in',
      'first_diary_entry',
    ]);
    expect(
      file.achievements?.find((item) => item.key === 'first_check_in')?.seen_at,
    ).not.toBeNull();

    const target = await kit.signUp({ timezone: 'Europe/Madrid' });
    await send(target, 'POST', '/account/import', file);
    const after = await progress(target);
    // 7 check-ins × 10 + an entry 5 + 10 + 25 + 10.
    expect(after.points.total).toBe(before.points.total);
    expect(after.points.total).toBe(70 + 5 + 10 + 25 + 10);
    expect(after.level).toBe(before.level);
    expect(unlocks(after)).toEqual(unlocks(before));
    expect((await exportOf(target)).achievements).toEqual(file.achievements);
  });

  it('imports a file without achievements, unlocking them now, with the points in the records’ weeks', async () => {
    const source = await userWithProgress();
    const file = await exportOf(source);
    delete file.achievements;
    // Records written three weeks earlier: their points belong to that league week, not this one.
    const earlier = (stamp: string) => stamp.replace('2026-11-', '2026-10-');
    file.check_ins = file.check_ins.map((checkIn) => ({
      ...checkIn,
      created_at: earlier(checkIn.created_at),
      updated_at: earlier(checkIn.updated_at),
    }));
    file.diary_entries = file.diary_entries.map((entry) => ({
      ...entry,
      created_at: earlier(entry.created_at),
      updated_at: earlier(entry.updated_at),
    }));

    const target = await kit.signUp({ timezone: 'Europe/Madrid' });
    await send(target, 'POST', '/account/import', file);
    const state = await progress(target);
    expect(state.points.total).toBe(120);
    // Only the achievements' bonuses (unlocked by the import, now) count this week.
    expect(state.points.week).toBe(10 + 25 + 10);
    expect(unlocks(state).map((item) => item.seen)).toEqual([false, false, false]);
  });
});
