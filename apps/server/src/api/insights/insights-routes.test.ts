import type { Habit, Insights } from '@ascend/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { addDays } from '../tracking/day-numbers.js';

const TODAY = '2026-11-18';

describe.each(testDatabaseKinds())('GET /api/v1/insights on %s', (kind) => {
  let kit: ApiTestKit;
  let restoreClock: () => void;
  beforeAll(async () => {
    // 13:00 in Madrid on 2026-11-18.
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
  async function insights(user: TestUser): Promise<Insights> {
    const response = await kit.api('/insights', { token: user.accessToken });
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as Insights;
  }

  /**
   * 30 days up to today: sleep cycles 5, 6, 7, 8, 9 h; mood is 4 or 5 after 7 h or more and 2 or
   * 3 otherwise (alternating days), and "Read" is done exactly on the days of 7 h or more.
   */
  async function seedThirtyDays(user: TestUser): Promise<Habit> {
    const start = addDays(TODAY, -29);
    const habit = (await (
      await send(user, 'POST', '/habits', {
        name: 'Read',
        kind: 'boolean',
        frequency: { type: 'daily' },
        start_date: start,
      })
    ).json()) as Habit;
    for (let i = 0; i < 30; i++) {
      const date = addDays(start, i);
      const sleep = 5 + (i % 5);
      const mood = (sleep >= 7 ? 4 : 2) + (i % 2);
      await send(user, 'PUT', `/check-ins/${date}`, { sleep_hours: sleep, mood });
      if (sleep >= 7)
        await send(user, 'PUT', `/habits/${habit.id}/marks/${date}`, { status: 'done' });
    }
    return habit;
  }

  it('tells a new user how many days are still needed, and finds nothing', async () => {
    const user = await signUp();
    expect(await insights(user)).toEqual({
      today: TODAY,
      from: addDays(TODAY, -73),
      days_recorded: 0,
      days_needed: 14,
      q_threshold: 0.05,
      pairs_tested: 0,
      baselines: [],
      findings: [],
    });
    await send(user, 'PUT', `/check-ins/${TODAY}`, { mood: 3 });
    const after = await insights(user);
    expect([after.days_recorded, after.days_needed]).toEqual([1, 13]);
    expect(after.baselines).toEqual([
      {
        metric: { kind: 'check_in', metric: 'mood' },
        recent: { mean: 3, median: 3, days: 1 },
        previous: null,
        change: null,
      },
    ]);
  });

  it('finds the relation between sleep, a habit and mood, and the baselines', async () => {
    const user = await signUp();
    await seedThirtyDays(user);
    const answer = await insights(user);
    expect([answer.days_recorded, answer.days_needed]).toEqual([30, 0]);

    const sleepMood = answer.findings.find(
      (finding) =>
        finding.lag === 0 &&
        finding.a.kind === 'check_in' &&
        finding.a.metric === 'sleep_hours' &&
        finding.b.kind === 'check_in' &&
        finding.b.metric === 'mood',
    );
    expect(sleepMood).toMatchObject({ n: 30, confidence: 'high', threshold: 7 });
    expect(sleepMood!.r).toBeGreaterThan(0.7);
    expect(sleepMood!.p).toBeLessThan(0.001);
    // 18 days of 7 h or more, half of them mood 4 and half 5; 12 below, half 2 and half 3.
    expect(sleepMood!.b_mean_at_or_above).toBeCloseTo(4.5, 12);
    expect(sleepMood!.b_mean_below).toBeCloseTo(2.5, 12);

    const habitMood = answer.findings.find(
      (finding) => finding.a.kind === 'habit' && finding.lag === 0,
    );
    // Today is marked (its sleep is 9 h), so every one of the 30 days is judged.
    expect(habitMood).toMatchObject({
      a: { kind: 'habit', name: 'Read' },
      b: { kind: 'check_in', metric: 'mood' },
      n: 30,
      threshold: 1,
    });
    // Never the habit against the habits done per day that it is part of.
    const pairsOf = answer.findings.map(({ a, b }) => [a.kind, b.kind].sort().join('+'));
    expect(pairsOf).not.toContain('habit+habits_done');
    expect(answer.findings.length).toBeLessThanOrEqual(5);
    const strengths = answer.findings.map(({ r }) => Math.abs(r));
    expect(strengths).toEqual([...strengths].sort((x, y) => y - x));
    expect(answer.findings.every(({ p, q }) => p <= q && q < 0.05)).toBe(true);
    expect(answer.pairs_tested).toBeGreaterThanOrEqual(answer.findings.length);

    const mood = answer.baselines.find(
      ({ metric }) => metric.kind === 'check_in' && metric.metric === 'mood',
    );
    expect(mood?.recent?.days).toBe(14);
    expect(mood?.previous?.days).toBe(16);
    expect(answer.baselines.map(({ metric }) => metric.kind)).toContain('habits_done');
  });

  it("never shows one user another's days", async () => {
    const owner = await signUp();
    const habit = await seedThirtyDays(owner);
    const other = await signUp();
    const answer = await insights(other);
    expect(answer).toMatchObject({ days_recorded: 0, baselines: [], findings: [] });
    expect(JSON.stringify(answer)).not.toContain(habit.id);
    expect((await insights(owner)).days_recorded).toBe(30);
  });

  it('answers 401 without a token', async () => {
    expect((await kit.api('/insights')).status).toBe(401);
  });
});
