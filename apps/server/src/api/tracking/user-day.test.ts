import { localDayOf, type Habit } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { calendarAround, todayAt } from './user-day.js';

describe('the week and months around a day', () => {
  it('starts weeks on Monday and knows last month’s length', () => {
    expect(calendarAround('2026-03-01')).toEqual({
      today: '2026-03-01',
      weekStart: '2026-02-23',
      weekEnd: '2026-03-01',
      month: { first: '2026-03-01', last: '2026-03-31', days: 31 },
      previousMonth: { first: '2026-02-01', last: '2026-02-28', days: 28 },
    });
    expect(calendarAround('2027-01-04').previousMonth).toEqual({
      first: '2026-12-01',
      last: '2026-12-31',
      days: 31,
    });
  });
});

describe('today, remembered per quarter hour', () => {
  it.each([
    // Spring forward and fall back, at 01:00 UTC.
    ['Europe/Madrid', '2026-03-28T20:00:00Z'],
    ['Europe/Madrid', '2026-10-24T20:00:00Z'],
    // A half-hour change of clocks (Lord Howe Island, 02:00 local).
    ['Australia/Lord_Howe', '2026-04-04T10:00:00Z'],
    ['Australia/Lord_Howe', '2026-10-03T10:00:00Z'],
    // Offsets of 45 minutes, and an offset in seconds (Madrid's local mean time in 1900).
    ['Asia/Kathmandu', '2026-11-23T16:00:00Z'],
    ['Pacific/Chatham', '2026-04-04T10:00:00Z'],
    ['Europe/Madrid', '1900-01-01T00:00:00Z'],
  ])(
    'agrees with localDayOf every 37 seconds of a day around a change in %s (%s)',
    (zone, from) => {
      for (const dayStartsAt of ['00:00', '02:30', '04:00', '12:00']) {
        for (
          let instant = Date.parse(from);
          instant < Date.parse(from) + 86_400_000;
          instant += 37_000
        ) {
          expect(todayAt(instant, zone, dayStartsAt)).toBe(localDayOf(instant, zone, dayStartsAt));
        }
      }
    },
  );
});

describe.each(testDatabaseKinds())("the user's today through the API on %s", (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    // 02:30 UTC on 2026-03-10: 03:30 in Madrid (UTC+1), 20:30 the day before in Mexico City
    // (UTC−6), 11:30 in Tokyo (UTC+9).
    restoreClock = clockAt('2026-03-10T02:30:00Z');
    kit = await startApiTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  /** Where a write of "today" lands: a habit created without a start date starts today. */
  async function today(user: TestUser): Promise<string> {
    const response = await kit.api('/habits', {
      method: 'POST',
      token: user.accessToken,
      json: { name: 'Probe', kind: 'boolean', frequency: { type: 'daily' } },
    });
    expect(response.status).toBe(201);
    const habit = (await response.json()) as Habit;
    await kit.api(`/habits/${habit.id}`, { method: 'DELETE', token: user.accessToken });
    return habit.start_date;
  }
  const settings = (user: TestUser, preferences: Record<string, string>) =>
    kit.api('/settings', { method: 'PUT', token: user.accessToken, json: { preferences } });
  const checkIn = (user: TestUser, date: string) =>
    kit.api(`/check-ins/${date}`, { method: 'PUT', token: user.accessToken, json: { mood: 3 } });

  it('counts 03:30 before a 04:00 day start as the day before, and moves at 04:00', async () => {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    expect(await today(user)).toBe('2026-03-09');
    expect((await checkIn(user, '2026-03-10')).status).toBe(422);
    expect((await checkIn(user, '2026-03-09')).status).toBe(200);

    vi.setSystemTime(new Date('2026-03-10T02:59:00Z')); // 03:59 in Madrid
    expect(await today(user)).toBe('2026-03-09');
    vi.setSystemTime(new Date('2026-03-10T03:00:00Z')); // 04:00 in Madrid
    expect(await today(user)).toBe('2026-03-10');
    expect((await checkIn(user, '2026-03-10')).status).toBe(200);
    vi.setSystemTime(new Date('2026-03-10T02:30:00Z'));
  });

  it("reads a new user's day from their defaults without storing a settings row", async () => {
    // 02:30 UTC: still the 9th before Madrid's 04:00, already the 10th in Tokyo (11:30).
    const user = await kit.signUp({ timezone: 'Asia/Tokyo' });
    const settingsRows = async () =>
      kit.auth.server.app.database.db
        .selectFrom('user_settings')
        .select('user_id')
        .where('user_id', '=', user.id)
        .execute();
    for (const path of [
      '/overview',
      '/habits',
      '/check-ins?from=2026-03-01&to=2026-03-10',
      '/habit-marks?from=2026-03-01&to=2026-03-10',
      '/diary',
    ]) {
      expect((await kit.api(path, { token: user.accessToken })).status, path).toBe(200);
    }
    expect(await settingsRows()).toEqual([]);
    // The day is the defaults' (the time zone given at sign-up), not the server's.
    expect((await checkIn(user, '2026-03-10')).status).toBe(200);
    const entry = await kit.api('/diary', {
      method: 'POST',
      token: user.accessToken,
      json: { date: '2026-03-11', body: 'Tomorrow' },
    });
    expect(entry.status).toBe(422);
    expect(await entry.json()).toMatchObject({ detail: [{ type: 'future_date' }] });
    expect(await settingsRows()).toEqual([]);
    // The first change of a setting stores the row, with the defaults it had been read with.
    expect((await settings(user, { dayStartsAt: '05:00' })).status).toBe(200);
    expect(await settingsRows()).toEqual([{ user_id: user.id }]);
    expect(await today(user)).toBe('2026-03-10');
  });

  it('follows a change of day start and of time zone at once', async () => {
    const user = await kit.signUp({ timezone: 'Europe/Madrid' });
    expect(await today(user)).toBe('2026-03-09');
    expect((await settings(user, { dayStartsAt: '03:00' })).status).toBe(200);
    expect(await today(user)).toBe('2026-03-10');
    expect((await settings(user, { timezone: 'America/Mexico_City' })).status).toBe(200);
    expect(await today(user)).toBe('2026-03-09');
    expect((await checkIn(user, '2026-03-10')).status).toBe(422);
    expect((await settings(user, { timezone: 'Asia/Tokyo' })).status).toBe(200);
    expect(await today(user)).toBe('2026-03-10');
    expect((await checkIn(user, '2026-03-10')).status).toBe(200);
  });
});
