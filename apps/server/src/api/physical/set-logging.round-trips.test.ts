/**
 * How many statements logging a set sends to PostgreSQL, counted at the driver (as
 * db/postgres/round-trips.test.ts counts the hot reads): each is a round trip on the request's
 * critical path. A set at the end of the exercise's latest session: begin, the user's row held, one
 * read, one write (the set, the session's figures, the marks and the session's time), commit.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordPgStatements } from '../../test-support/pg-statements.js';
import { startApiTestKit, type ApiTestKit } from '../test-support/api-test-kit.js';

const postgres = process.env.TEST_DATABASE_URL ? describe : describe.skip;

postgres('statements of a set logged on PostgreSQL', () => {
  let kit: ApiTestKit;
  let recorded: ReturnType<typeof recordPgStatements>;
  let statements: string[];
  beforeAll(async () => {
    recorded = recordPgStatements();
    statements = recorded.statements;
    kit = await startApiTestKit('postgres');
  });
  afterAll(async () => {
    recorded.restore();
    await kit.close();
  });

  it('sends five statements for a set at the end of the latest session', async () => {
    const user = await kit.signUp();
    const workout = randomUUID();
    const call = async (method: string, path: string, json: unknown) => {
      const response = await kit.api(path, { method, token: user.accessToken, json });
      expect(response.ok, await response.clone().text()).toBe(true);
      // The write's own notifications reach the read cache before the count starts.
      await kit.auth.server.app.database.ownChangesSeen();
    };
    await call('PUT', `/physical/workouts/${workout}`, {
      started_at: new Date().toISOString(),
      exercises: [{ exercise_id: 'barbell-bench-press', sets: [{ weight_kg: 60, reps: 5 }] }],
    });
    const log = () =>
      call('POST', `/physical/workouts/${workout}/sets`, {
        exercise_id: 'barbell-bench-press',
        weight_kg: 50,
        reps: 5,
      });
    await log();
    statements.length = 0;
    await log();
    const transaction = statements.slice(statements.findIndex((text) => /^begin/i.test(text)));
    expect(
      transaction.slice(0, transaction.findIndex((text) => /^commit/i.test(text)) + 1),
      transaction.join('\n'),
    ).toHaveLength(5);
  });
});
