import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit } from '../test-support/api-test-kit.js';

const MINUTE_MS = 60_000;

/** The counts live in windows aligned to the clock: start where the whole sequence fits in one. */
async function startWellInsideAWindow(sequenceMs: number): Promise<void> {
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < sequenceMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(testDatabaseKinds())('tracking writes and the per-user write limit on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind, { API_WRITES_PER_MINUTE: '3' });
  });
  afterAll(() => kit.close());

  it('share the budget of every signed-in write; a refused one stores nothing', async () => {
    const user = await kit.signUp();
    await startWellInsideAWindow(20_000);
    const checkIn = (date: string) =>
      kit.api(`/check-ins/${date}`, { method: 'PUT', token: user.accessToken, json: { mood: 3 } });
    expect((await checkIn('2026-01-05')).status).toBe(200);
    const habit = await kit.api('/habits', {
      method: 'POST',
      token: user.accessToken,
      json: {
        name: 'Read',
        kind: 'boolean',
        frequency: { type: 'daily' },
        start_date: '2026-01-05',
      },
    });
    expect(habit.status).toBe(201);
    const { id } = (await habit.json()) as { id: string };
    const mark = await kit.api(`/habits/${id}/marks/2026-01-05`, {
      method: 'PUT',
      token: user.accessToken,
      json: { status: 'done' },
    });
    expect(mark.status).toBe(200);

    const limited = await checkIn('2026-01-06');
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) });
    const stored = await kit.api('/check-ins?from=2026-01-01&to=2026-01-31', {
      token: user.accessToken,
    });
    expect(((await stored.json()) as { check_ins: { date: string }[] }).check_ins).toEqual([
      expect.objectContaining({ date: '2026-01-05' }),
    ]);
    // Reads are not writes.
    expect((await kit.api('/overview', { token: user.accessToken })).status).toBe(200);
  }, 60_000);
});
