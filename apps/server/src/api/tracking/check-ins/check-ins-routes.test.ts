import type { CheckIn, CheckInList } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../../test-support/test-database.js';
import {
  startApiTestKit,
  type ApiTestKit,
  type TestUser,
} from '../../test-support/api-test-kit.js';

const EMPTY = {
  sleep_hours: null,
  sleep_quality: null,
  mood: null,
  energy: null,
  stress: null,
  weight_kg: null,
  steps: null,
  water_ml: null,
  training_minutes: null,
  note: null,
};

describe.each(testDatabaseKinds())('/api/v1/check-ins on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    // Wednesday 2026-11-18, 13:00 in Madrid: the users' today is 2026-11-18.
    restoreClock = clockAt('2026-11-18T12:00:00Z');
    kit = await startApiTestKit(kind);
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  const put = (user: TestUser, date: string, json: unknown) =>
    kit.api(`/check-ins/${date}`, { method: 'PUT', token: user.accessToken, json });
  const list = async (user: TestUser, from = '2026-11-01', to = '2026-11-30') => {
    const response = await kit.api(`/check-ins?from=${from}&to=${to}`, {
      token: user.accessToken,
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as CheckInList).check_ins;
  };

  it('records a day, merges later changes into it, clears a field given as null', async () => {
    const user = await signUp();
    let response = await put(user, '2026-11-17', {
      mood: 4,
      sleep_hours: 7.5,
      note: '  Slept well  ',
    });
    expect(response.status).toBe(200);
    const first = (await response.json()) as CheckIn;
    expect(first).toEqual({
      ...EMPTY,
      date: '2026-11-17',
      mood: 4,
      sleep_hours: 7.5,
      note: 'Slept well',
      created_at: expect.any(String),
      updated_at: expect.any(String),
    });

    response = await put(user, '2026-11-17', { energy: 3, mood: null, weight_kg: 70.25 });
    expect(response.status).toBe(200);
    const changed = (await response.json()) as CheckIn;
    expect(changed).toEqual({
      ...first,
      mood: null,
      energy: 3,
      weight_kg: 70.25,
      updated_at: expect.any(String),
    });
    expect(changed.created_at).toBe(first.created_at);

    await put(user, '2026-11-18', { steps: 8000, water_ml: 1500, training_minutes: 45 });
    const stored = await list(user);
    expect(stored.map((checkIn) => checkIn.date)).toEqual(['2026-11-17', '2026-11-18']);
    expect(stored[0]).toEqual(changed);
    expect(stored[1]).toMatchObject({ steps: 8000, water_ml: 1500, training_minutes: 45 });
    expect(await list(user, '2026-11-18', '2026-11-18')).toHaveLength(1);
  });

  it('removes a check-in that a change leaves with no field (204), and stores no empty one', async () => {
    const user = await signUp();
    expect((await put(user, '2026-11-10', { water_ml: 500 })).status).toBe(200);
    const cleared = await put(user, '2026-11-10', { water_ml: null });
    expect(cleared.status).toBe(204);
    expect(await cleared.text()).toBe('');
    expect(await list(user)).toEqual([]);
    // Nothing given, or only an empty note: nothing to keep.
    expect((await put(user, '2026-11-11', {})).status).toBe(204);
    expect((await put(user, '2026-11-11', { note: '   ' })).status).toBe(204);
    expect(await list(user)).toEqual([]);
  });

  it('refuses a day after the user’s today with a field error, and stores nothing', async () => {
    const user = await signUp();
    const response = await put(user, '2026-11-19', { mood: 3 });
    expect(response.status).toBe(422);
    const { detail } = (await response.json()) as { detail: { loc: string[]; type: string }[] };
    expect(detail).toEqual([
      { loc: ['params', 'date'], msg: expect.stringContaining('2026-11-18'), type: 'future_date' },
    ]);
    expect(await list(user)).toEqual([]);
  });

  it.each([
    ['a day that does not exist', '2026-02-30', { mood: 3 }],
    ['a date not written YYYY-MM-DD', '2026-1-01', { mood: 3 }],
    ['a date past 2100', '2101-01-01', { mood: 3 }],
    ['a mood above 5', '2026-11-17', { mood: 6 }],
    ['a fractional scale', '2026-11-17', { energy: 2.5 }],
    ['negative steps', '2026-11-17', { steps: -1 }],
    ['more than 24 hours of sleep', '2026-11-17', { sleep_hours: 25 }],
    ['a note over 1,000 characters', '2026-11-17', { note: 'x'.repeat(1001) }],
    ['a field it does not know', '2026-11-17', { colour: 'red' }],
    ['a number as text', '2026-11-17', { steps: '8000' }],
  ])('refuses %s (422) and stores nothing', async (_label, date, json) => {
    const user = await signUp();
    const response = await put(user, date, json);
    expect(response.status).toBe(422);
    expect(Array.isArray(((await response.json()) as { detail: unknown }).detail)).toBe(true);
    expect(await list(user, '2026-01-01', '2026-12-31')).toEqual([]);
  });

  it('reads at most 731 days, from a start not after the end', async () => {
    const user = await signUp();
    const range = (from: string, to: string) =>
      kit.api(`/check-ins?from=${from}&to=${to}`, { token: user.accessToken });
    expect((await range('2024-11-18', '2026-11-18')).status).toBe(200);
    expect((await range('2024-11-17', '2026-11-18')).status).toBe(422);
    expect((await range('2026-11-18', '2026-11-17')).status).toBe(422);
    expect((await kit.api('/check-ins?from=2026-11-01', { token: user.accessToken })).status).toBe(
      422,
    );
  });

  it('deletes a day: 204, then 404 as there is nothing left', async () => {
    const user = await signUp();
    await put(user, '2026-11-16', { stress: 2 });
    const remove = () =>
      kit.api('/check-ins/2026-11-16', { method: 'DELETE', token: user.accessToken });
    expect((await remove()).status).toBe(204);
    expect(await list(user)).toEqual([]);
    const again = await remove();
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ detail: 'No check-in on that day' });
  });

  it('keeps each user to their own check-ins', async () => {
    const owner = await signUp();
    const other = await signUp();
    await put(owner, '2026-11-15', { mood: 5 });
    expect(await list(other)).toEqual([]);
    const removal = await kit.api('/check-ins/2026-11-15', {
      method: 'DELETE',
      token: other.accessToken,
    });
    expect(removal.status).toBe(404);
    expect((await put(other, '2026-11-15', { mood: 1 })).status).toBe(200);
    expect((await list(owner)).map((checkIn) => checkIn.mood)).toEqual([5]);
    expect((await list(other)).map((checkIn) => checkIn.mood)).toEqual([1]);
  });

  it('answers 401 without a token, before looking at the request', async () => {
    expect((await kit.api('/check-ins?from=2026-11-01&to=2026-11-30')).status).toBe(401);
    const response = await kit.api('/check-ins/not-a-date', { method: 'PUT', json: { mood: 9 } });
    expect(response.status).toBe(401);
  });
});
