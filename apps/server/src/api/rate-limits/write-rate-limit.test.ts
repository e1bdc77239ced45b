import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit } from '../test-support/api-test-kit.js';

const MINUTE_MS = 60_000;

/**
 * The counts live in fixed windows aligned to the clock, so a sequence that straddles a minute's
 * end starts afresh half-way: begin where the whole sequence fits in one window.
 */
async function startWellInsideAWindow(sequenceMs: number): Promise<void> {
  const left = MINUTE_MS - (Date.now() % MINUTE_MS);
  if (left < sequenceMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

describe.each(testDatabaseKinds())('the per-user write limit of /api/v1 on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind, { API_WRITES_PER_MINUTE: '3' });
  });
  afterAll(() => kit.close());

  it('counts every signed-in write of a user together, and only that user’s', async () => {
    const user = await kit.signUp();
    const other = await kit.signUp();
    await startWellInsideAWindow(20_000);
    const put = (token: string) =>
      kit.api('/settings', { method: 'PUT', token, json: { personal_info: { city: 'Porto' } } });

    expect((await put(user.accessToken)).status).toBe(200);
    expect(
      (await kit.api('/settings/reset', { method: 'POST', token: user.accessToken })).status,
    ).toBe(200);
    expect(
      (await kit.api('/avatar', { method: 'DELETE', token: user.accessToken })).status,
    ).toBeLessThan(300);
    const limited = await put(user.accessToken);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toEqual({ detail: expect.stringMatching(/^Too many requests/) });

    // Reads are not writes, and another user has a budget of their own.
    for (let index = 0; index < 5; index += 1) {
      expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(200);
    }
    expect((await put(other.accessToken)).status).toBe(200);
  }, 60_000);
});
