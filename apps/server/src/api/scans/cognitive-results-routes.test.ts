import type {
  CognitiveResult,
  CognitiveResultPage,
  Overview,
  Progress,
  ScansHub,
} from '@ascend/contracts';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { changedTables, databaseSnapshot } from '../../test-support/database-snapshot.js';
import { clockAt } from '../../test-support/earlier-clock.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { countScansBetween } from '../tracking/overview/scans-summary.js';
import {
  attentionTest,
  numberMemoryTest,
  processingSpeedTest,
  reactionTimeTest,
} from './test-support/finished-tests.js';

describe.each(testDatabaseKinds())('/api/v1/scans on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  let restoreClock: () => void;
  beforeAll(async () => {
    // 03:30 in Madrid on Wednesday 2026-11-18: before the 04:00 day start, so the user's day is
    // still Tuesday the 17th.
    restoreClock = clockAt('2026-11-18T02:30:00Z');
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
  });
  afterAll(async () => {
    await kit.close();
    restoreClock();
  });

  const signUp = () => kit.signUp({ timezone: 'Europe/Madrid' });
  const post = (user: TestUser, json: unknown) =>
    kit.api('/scans/cognitive', { method: 'POST', token: user.accessToken, json });
  const get = (user: TestUser, path: string) => kit.api(path, { token: user.accessToken });

  async function take(user: TestUser, json: unknown): Promise<CognitiveResult> {
    const response = await post(user, json);
    expect(response.status, await response.clone().text()).toBe(201);
    return (await response.json()) as CognitiveResult;
  }

  async function list(user: TestUser, query: Record<string, string> = {}) {
    const response = await get(user, `/scans/cognitive?${new URLSearchParams(query).toString()}`);
    expect(response.status, await response.clone().text()).toBe(200);
    return (await response.json()) as CognitiveResultPage;
  }

  async function hub(user: TestUser): Promise<ScansHub> {
    const response = await get(user, '/scans');
    expect(response.status).toBe(200);
    return (await response.json()) as ScansHub;
  }

  /** Sends a test that must be refused with `status`, and proves nothing was stored. */
  async function refused(user: TestUser, json: unknown, status = 422) {
    const before = await databaseSnapshot(db as unknown as Kysely<never>);
    const response = await post(user, json);
    expect(response.status, await response.clone().text()).toBe(status);
    const body = (await response.json()) as { detail: unknown };
    expect(body.detail).toBeTruthy();
    expect(changedTables(before, await databaseSnapshot(db as unknown as Kysely<never>))).toEqual(
      [],
    );
    return body;
  }

  it('stores each test with its trials, the server’s summary, the device and the user’s day', async () => {
    const user = await signUp();
    for (const test of [
      reactionTimeTest(),
      numberMemoryTest(),
      attentionTest(),
      processingSpeedTest(),
    ]) {
      const result = await take(user, test);
      expect(result).toMatchObject({
        kind: test.kind,
        device: test.device,
        trials: test.trials,
        summary: test.summary,
        local_date: '2026-11-17',
      });
      const read = await get(user, `/scans/cognitive/${result.id}`);
      expect(await read.json()).toEqual(result);
    }
    const [reaction] = (await list(user, { kind: 'reaction_time' })).results;
    expect(reaction?.summary).toEqual({
      median_ms: 280,
      fastest_ms: 250,
      anticipations: 1,
      misses: 1,
    });
  });

  it('refuses a summary that disagrees with the trials (422), storing nothing', async () => {
    const user = await signUp();
    const test = reactionTimeTest();
    const body = await refused(user, { ...test, summary: { ...test.summary, median_ms: 180 } });
    expect(body.detail).toEqual([
      expect.objectContaining({
        loc: ['body', 'summary'],
        msg: expect.stringContaining('"median_ms":280') as string,
      }),
    ]);
    const span = numberMemoryTest(6);
    await refused(user, { ...span, summary: { span: 9, reached_limit: false } });
  });

  it('refuses trials that are no test, and impossible values (422)', async () => {
    const user = await signUp();
    const reaction = reactionTimeTest();
    // Four valid trials only: the anticipations were not repeated.
    await refused(user, { ...reaction, trials: reaction.trials.slice(0, 6) });
    // A wait outside 1.5–4 s, an answer before the trial began, a time that is not a number.
    const [first, ...rest] = reaction.trials as { wait_ms: number; response_ms: number | null }[];
    await refused(user, { ...reaction, trials: [{ ...first, wait_ms: 900 }, ...rest] });
    await refused(user, { ...reaction, trials: [{ wait_ms: 1500, response_ms: -3000 }, ...rest] });
    await refused(user, { ...reaction, trials: [{ ...first, response_ms: 'fast' }, ...rest] });
    // Attention with a trial missing; number memory skipping a length; answers out of order.
    const attention = attentionTest();
    await refused(user, { ...attention, trials: attention.trials.slice(1) });
    const memory = numberMemoryTest(5);
    await refused(user, { ...memory, trials: memory.trials.slice(1) });
    const speed = processingSpeedTest();
    await refused(user, { ...speed, trials: [...speed.trials].reverse() });
    // A kind or a device that does not exist, a field too many, trials of another kind.
    await refused(user, { ...reaction, kind: 'face' });
    await refused(user, { ...reaction, device: 'voice' });
    await refused(user, { ...reaction, score: 1 });
    await refused(user, { ...attention, kind: 'processing_speed' });
    expect((await list(user)).results).toEqual([]);
  });

  it('keeps each user to their own results: another’s id is a 404', async () => {
    const owner = await signUp();
    const other = await signUp();
    const result = await take(owner, reactionTimeTest());
    expect((await get(other, `/scans/cognitive/${result.id}`)).status).toBe(404);
    const deleted = await kit.api(`/scans/cognitive/${result.id}`, {
      method: 'DELETE',
      token: other.accessToken,
    });
    expect(deleted.status).toBe(404);
    expect((await list(other)).results).toEqual([]);
    expect((await hub(other)).scans.every((scan) => scan.count === 0)).toBe(true);
    // Still the owner's.
    expect((await get(owner, `/scans/cognitive/${result.id}`)).status).toBe(200);
    expect((await get(owner, '/scans/cognitive/not-a-uuid')).status).toBe(404);
    expect((await get(owner, `/scans/cognitive/${randomUUID()}`)).status).toBe(404);
  });

  it('deletes a result once', async () => {
    const user = await signUp();
    const result = await take(user, processingSpeedTest());
    const remove = () =>
      kit.api(`/scans/cognitive/${result.id}`, { method: 'DELETE', token: user.accessToken });
    expect((await remove()).status).toBe(204);
    expect((await remove()).status).toBe(404);
    expect((await get(user, `/scans/cognitive/${result.id}`)).status).toBe(404);
  });

  it('earns a test’s 15 points and the first-test achievement, and deleting it takes both back', async () => {
    const user = await signUp();
    const progress = async () => (await (await get(user, '/progress')).json()) as Progress;
    const firstTest = (answer: Progress) =>
      answer.achievements.find((achievement) => achievement.key === 'first_test');
    const before = await progress();
    expect(before.points.total).toBe(0);

    const result = await take(user, reactionTimeTest());
    const after = await progress();
    const bonus = firstTest(after);
    expect(bonus?.unlocked_at).toEqual(expect.any(String));
    expect(after.points.total).toBe(15 + (bonus?.bonus ?? 0));

    const deleted = await kit.api(`/scans/cognitive/${result.id}`, {
      method: 'DELETE',
      token: user.accessToken,
    });
    expect(deleted.status).toBe(204);
    const gone = await progress();
    expect(gone.points.total).toBe(0);
    expect(firstTest(gone)?.unlocked_at ?? null).toBeNull();
  });

  it('lists newest first, a page at a time, of one kind or all', async () => {
    const user = await signUp();
    const taken: CognitiveResult[] = [];
    for (const median of [250, 260, 270, 280, 290])
      taken.push(await take(user, reactionTimeTest(median)));
    taken.push(await take(user, numberMemoryTest(4)));
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: CognitiveResultPage = await list(user, {
        limit: '2',
        ...(cursor ? { cursor } : {}),
      });
      expect(page.results.length).toBeLessThanOrEqual(2);
      for (const result of page.results) expect(result).not.toHaveProperty('trials');
      seen.push(...page.results.map((result) => result.id));
      cursor = page.next_cursor;
    } while (cursor !== null);
    const newestFirst = [...taken].sort((a, b) =>
      a.completed_at === b.completed_at
        ? b.id.localeCompare(a.id)
        : b.completed_at.localeCompare(a.completed_at),
    );
    expect(seen).toEqual(newestFirst.map((result) => result.id));
    const reactions = await list(user, { kind: 'reaction_time' });
    expect(reactions.results.map((result) => result.kind)).toEqual(Array(5).fill('reaction_time'));
    expect((await get(user, '/scans/cognitive?cursor=bm90LWEtY3Vyc29y')).status).toBe(400);
    expect((await get(user, '/scans/cognitive?kind=face')).status).toBe(422);
    expect((await get(user, '/scans/cognitive?limit=0')).status).toBe(422);
  });

  it('the hub lists every kind: the face scan first, each test’s count and latest', async () => {
    const user = await signUp();
    expect((await hub(user)).scans).toEqual([
      { kind: 'face', available: true, count: 0, latest: null },
      ...['reaction_time', 'number_memory', 'attention', 'processing_speed'].map((kind) => ({
        kind,
        available: true,
        count: 0,
        latest: null,
      })),
      { kind: 'product', available: true, count: 0, latest: null },
    ]);
    const taken = [
      await take(user, reactionTimeTest(300)),
      await take(user, reactionTimeTest(240)),
    ];
    await take(user, attentionTest());
    const scans = (await hub(user)).scans;
    const reaction = scans.find((scan) => scan.kind === 'reaction_time');
    expect(reaction?.count).toBe(2);
    // The latest by completion time; two taken within one millisecond are ordered by id.
    const [newest] = taken.sort((a, b) =>
      a.completed_at === b.completed_at
        ? b.id.localeCompare(a.id)
        : b.completed_at.localeCompare(a.completed_at),
    );
    const { trials: _trials, ...brief } = newest!;
    expect(reaction?.latest).toEqual(brief);
    expect(scans.find((scan) => scan.kind === 'attention')?.count).toBe(1);
    expect(scans.find((scan) => scan.kind === 'number_memory')).toMatchObject({
      count: 0,
      latest: null,
    });
  });

  it('the overview counts the tests of this month and last by the user’s day', async () => {
    const user = await signUp();
    const overview = async () => {
      const response = await get(user, '/overview');
      expect(response.status).toBe(200);
      return ((await response.json()) as Overview).scans;
    };
    expect(await overview()).toEqual({ current: 0, previous: 0 });
    await take(user, reactionTimeTest());
    await take(user, numberMemoryTest());
    // The overview is cached per user until one of their rows changes: the new rows count.
    expect(await overview()).toEqual({ current: 2, previous: 0 });
    const row = (localDate: string) => ({
      id: randomUUID(),
      user_id: user.id,
      kind: 'reaction_time' as const,
      device: 'keyboard' as const,
      completed_at: `${localDate}T10:00:00.000Z`,
      local_date: localDate,
      trials: '[]',
      summary: '{}',
    });
    await db
      .insertInto('cognitive_results')
      .values([row('2026-10-01'), row('2026-10-31'), row('2026-09-30')])
      .execute();
    // Rows written past the API reach PostgreSQL's cache as a notification: the overview may be
    // read once the server has heard its own changes, as a request of its own would have waited.
    await kit.auth.server.app.database.ownChangesSeen();
    expect(await overview()).toEqual({ current: 2, previous: 2 });
    expect(await countScansBetween(db, user.id, '2026-10-31', '2026-11-17')).toBe(3);
    expect(await countScansBetween(db, user.id, '2026-11-18', '2026-11-30')).toBe(0);
  });
});
