import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppDatabase } from '../db/database.js';
import { openTestDatabase, testDatabaseKinds } from '../test-support/test-database.js';
import { createRateLimitCounters, SWEEP_EVERY_HITS } from './rate-limit-counters.js';

const MINUTE = 60_000;
/** A fixed instant at the start of a minute, so windows fall where the test says. */
const T0 = Date.UTC(2030, 0, 1, 12, 0, 0);

describe.each(testDatabaseKinds())('the rate-limit engine on %s', (kind) => {
  let database: AppDatabase;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ database, dispose } = await openTestDatabase(kind));
  });
  afterAll(() => dispose());

  const rows = () => database.db.selectFrom('rate_limit_counters').selectAll().execute();

  it('counts hits per namespace, subject and fixed window, and peeking counts none', async () => {
    const counters = createRateLimitCounters(database.db);
    expect(await counters.hit('a', '192.0.2.1', MINUTE, T0)).toEqual({
      hits: 1,
      resetsAt: T0 + MINUTE,
    });
    expect((await counters.hit('a', '192.0.2.1', MINUTE, T0 + 59_999)).hits).toBe(2);
    expect(await counters.peek('a', '192.0.2.1', MINUTE, T0 + 1)).toBe(2);
    expect(await counters.peek('a', '192.0.2.1', MINUTE, T0 + 2)).toBe(2);
    // Another namespace, another subject and the next window start from nothing.
    expect((await counters.hit('b', '192.0.2.1', MINUTE, T0)).hits).toBe(1);
    expect((await counters.hit('a', '192.0.2.2', MINUTE, T0)).hits).toBe(1);
    expect(await counters.peek('a', '192.0.2.1', MINUTE, T0 + MINUTE)).toBe(0);
    expect((await counters.hit('a', '192.0.2.1', MINUTE, T0 + MINUTE)).hits).toBe(1);
    // Two engines (two server instances) on one database share the counts.
    const other = createRateLimitCounters(database.db);
    expect((await other.hit('a', '192.0.2.1', MINUTE, T0)).hits).toBe(3);
    // No subject is stored as given.
    expect((await rows()).some((row) => row.key.includes('192.0.2.1'))).toBe(false);
  });

  it('runs a cooldown from its first hit and starts a new one once it has passed', async () => {
    const counters = createRateLimitCounters(database.db);
    const address = 'cooling@example.com';
    expect(await counters.coolDown('cooldown_x', address, MINUTE, T0)).toEqual({
      hits: 1,
      resetsAt: T0 + MINUTE,
    });
    // Hits within it count on and learn when it ends; they do not push it back.
    expect(await counters.coolDown('cooldown_x', address, MINUTE, T0 + 30_000)).toEqual({
      hits: 2,
      resetsAt: T0 + MINUTE,
    });
    expect(await counters.coolDown('cooldown_x', address, MINUTE, T0 + MINUTE)).toEqual({
      hits: 1,
      resetsAt: T0 + 2 * MINUTE,
    });
  });

  it('sweeps the counters whose window or cooldown has ended, by itself every so many hits', async () => {
    const later = T0 + 365 * 24 * 60 * MINUTE;
    const expired = async () =>
      (await rows()).filter((row) => new Date(row.expires_at).getTime() <= later).length;
    expect(await expired()).toBeGreaterThan(0);
    await createRateLimitCounters(database.db).sweep(later);
    expect(await expired()).toBe(0);

    await createRateLimitCounters(database.db).hit('old', 'subject', MINUTE, T0);
    const counters = createRateLimitCounters(database.db);
    for (let index = 1; index < SWEEP_EVERY_HITS; index += 1) {
      await counters.hit('many', String(index), MINUTE, later);
    }
    expect(await expired()).toBe(1);
    await counters.hit('many', 'last', MINUTE, later);
    await expect.poll(expired).toBe(0);
    expect(await rows()).toHaveLength(SWEEP_EVERY_HITS);
  });
});
