import type { Habit, Progress } from '@ascend/contracts';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { migrateTo, migrateToLatest } from '../../db/migrate.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { drainProgressRecomputeQueue } from './progress-backfill.js';

/** The last migration before activity events existed. */
const BEFORE_EVENTS = '0011-habit-marks-by-status';

describe.each(testDatabaseKinds())('the progress back-fill on %s', (kind) => {
  let kit: ApiTestKit;
  let db: Kysely<Database>;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
    db = kit.auth.server.app.database.db;
  });
  afterAll(() => kit.close());

  async function send(user: TestUser, method: string, path: string, json?: unknown) {
    const response = await kit.api(path, { method, token: user.accessToken, json });
    expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBeLessThan(
      300,
    );
    return response;
  }

  /** A user with a check-in, a habit day done and a diary entry. */
  async function userWithRecords(): Promise<TestUser> {
    const user = await kit.signUp();
    await send(user, 'PUT', '/check-ins/2026-11-02', { mood: 4 });
    const habit = (await (
      await send(user, 'POST', '/habits', {
        name: 'Leer',
        kind: 'boolean',
        frequency: { type: 'daily' },
        start_date: '2026-11-01',
      })
    ).json()) as Habit;
    await send(user, 'PUT', `/habits/${habit.id}/marks/2026-11-02`, { status: 'done' });
    await send(user, 'POST', '/diary', { date: '2026-11-02', body: 'Un buen día' });
    return user;
  }

  const eventsOf = (userId: string) =>
    db
      .selectFrom('activity_events')
      .select(['kind', 'source_id', 'local_date', 'points'])
      .where('user_id', '=', userId)
      .orderBy('kind')
      .orderBy('source_id')
      .execute();
  const totalOf = async (user: TestUser) =>
    ((await (await send(user, 'GET', '/progress')).json()) as Progress).points.total;

  it('queues the users who had records when events began, and rebuilds their progress once', async () => {
    const [first, second] = [await userWithRecords(), await userWithRecords()];
    const quiet = await kit.signUp();
    const expected = await Promise.all([first, second].map((user) => eventsOf(user.id)));
    // The total a user's progress shows is the sum of their events' points (progress-summary.ts).
    // It is read through the route only after the rebuild, and only then: migrating down and up
    // drops the tables with the read cache's triggers on them, so a total read before would still
    // be served from the cache afterwards, whatever the rebuild wrote.
    const totals = expected.map((events) => events.reduce((sum, event) => sum + event.points, 0));
    expect(totals.every((total) => total > 0)).toBe(true);
    expect(expected[0]!.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['check_in', 'habit_done', 'diary_entry', 'achievement']),
    );

    // The database as it was before migration 0012, then migrated again: records without events.
    await migrateTo(db as never, BEFORE_EVENTS);
    await migrateToLatest(db as never);
    expect(await eventsOf(first.id)).toEqual([]);
    const queued = await db.selectFrom('progress_recompute_queue').select('user_id').execute();
    expect(queued.map((row) => row.user_id).sort()).toEqual([first.id, second.id].sort());
    expect(queued.map((row) => row.user_id)).not.toContain(quiet.id);

    // Two instances draining at once rebuild each user once between them.
    const database = kit.auth.server.app.database;
    const outcomes = await Promise.all([
      drainProgressRecomputeQueue(database),
      drainProgressRecomputeQueue(database),
    ]);
    expect(outcomes.reduce((sum, outcome) => sum + outcome.rebuilt, 0)).toBe(2);
    expect(outcomes.every((outcome) => outcome.failed === 0)).toBe(true);
    expect(await db.selectFrom('progress_recompute_queue').selectAll().execute()).toEqual([]);
    expect(await Promise.all([first, second].map((user) => eventsOf(user.id)))).toEqual(expected);
    expect(await Promise.all([first, second].map(totalOf))).toEqual(totals);

    // Nothing queued: nothing to do.
    expect(await drainProgressRecomputeQueue(database)).toEqual({ rebuilt: 0, failed: 0 });
  });

  it('stops between users when asked, leaving the rest queued', async () => {
    const users = [await userWithRecords(), await userWithRecords()];
    await db
      .insertInto('progress_recompute_queue')
      .values(users.map((user) => ({ user_id: user.id })))
      .execute();
    let asked = 0;
    const outcome = await drainProgressRecomputeQueue(kit.auth.server.app.database, {
      stopped: () => ++asked > 1,
    });
    expect(outcome).toEqual({ rebuilt: 1, failed: 0 });
    expect(await db.selectFrom('progress_recompute_queue').selectAll().execute()).toHaveLength(1);
    await db.deleteFrom('progress_recompute_queue').execute();
  });
});
