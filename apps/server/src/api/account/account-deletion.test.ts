/**
 * Account deletion removes every row of the user, in every table that holds users' rows (named
 * here, and checked against the schema so a new table cannot be forgotten), and nothing of anyone
 * else's.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/schema.js';
import { databaseSnapshot } from '../../test-support/database-snapshot.js';
import { testDatabaseKinds } from '../../test-support/test-database.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from '../test-support/api-test-kit.js';
import { writeTrackingHistory } from './test-support/tracking-history.js';

/** Every table that holds a user's rows, with the column naming the user. */
const USER_ROWS = {
  users: 'id',
  identities: 'user_id',
  sessions: 'user_id',
  refresh_tokens: 'user_id',
  mfa_factors: 'user_id',
  mfa_challenges: 'user_id',
  one_time_tokens: 'user_id',
  flow_states: 'user_id',
  audit_log: 'user_id',
  user_settings: 'user_id',
  check_ins: 'user_id',
  habits: 'user_id',
  habit_marks: 'user_id',
  habit_pauses: 'user_id',
  diary_entries: 'user_id',
  diary_entry_tags: 'user_id',
  cognitive_results: 'user_id',
  activity_events: 'user_id',
  weekly_points: 'user_id',
  user_achievements: 'user_id',
  league_members: 'user_id',
  league_standings: 'user_id',
  user_exercises: 'user_id',
  workouts: 'user_id',
  workout_entries: 'user_id',
  workout_sets: 'user_id',
  routines: 'user_id',
  body_measurements: 'user_id',
} as const satisfies Partial<Record<keyof Database, string>>;
type UserTable = keyof typeof USER_ROWS;

describe.each(testDatabaseKinds())('account deletion on %s', (kind) => {
  let kit: ApiTestKit;
  beforeAll(async () => {
    kit = await startApiTestKit(kind);
  });
  afterAll(() => kit.close());

  const db = () => kit.auth.server.app.database.db;

  async function rowsOf(userId: string): Promise<Record<UserTable, number>> {
    const counts = {} as Record<UserTable, number>;
    const untyped = db() as unknown as Kysely<Record<string, Record<string, unknown>>>;
    for (const [table, column] of Object.entries(USER_ROWS)) {
      const rows = await untyped
        .selectFrom(table)
        .select(column)
        .where(column, '=', userId)
        .execute();
      counts[table as UserTable] = rows.length;
    }
    return counts;
  }

  /** A user with a row in every table of USER_ROWS, and a marker only their rows hold. */
  async function userEverywhere(): Promise<{ user: TestUser; marker: string }> {
    const marker = `marker${randomUUID().slice(0, 8)}`;
    const user = await kit.signUp();
    const settings = await kit.api('/settings', {
      method: 'PUT',
      token: user.accessToken,
      json: { personal_info: { full_name: marker } },
    });
    expect(settings.status).toBe(200);
    // A recovery mail: a one-time token, and with PKCE a flow state.
    const pkce = kit.auth.client({ flowType: 'pkce' });
    expect((await pkce.resetPasswordForEmail(user.email)).error).toBeNull();
    // A factor enrolled and challenged, not verified (the password still deletes the account).
    const { data: factor, error } = await user.client.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    expect((await user.client.mfa.challenge({ factorId: factor!.id })).error).toBeNull();
    await writeTrackingHistory(db(), user.id, marker);
    // Through the route: an activity event, the week's points and an achievement.
    const checkIn = await kit.api('/check-ins/2026-01-05', {
      method: 'PUT',
      token: user.accessToken,
      json: { mood: 3 },
    });
    expect(checkIn.status).toBe(200);
    // A league member, with a closed week's standing.
    const joined = await kit.api('/league/membership', {
      method: 'PUT',
      token: user.accessToken,
      json: { display_name: marker },
    });
    expect(joined.status).toBe(200);
    await db()
      .insertInto('league_standings')
      .values({ week_start: '2026-01-05', user_id: user.id, points: 10, rank: 1 })
      .execute();
    return { user, marker };
  }

  it('names every table that has a user column', async () => {
    const tables = await db().introspection.getTables();
    const withUser = tables
      .filter((table) => table.columns.some((column) => column.name === 'user_id'))
      .map((table) => table.name)
      .sort();
    expect(withUser).toEqual(
      Object.keys(USER_ROWS)
        .filter((table) => table !== 'users')
        .sort(),
    );
  });

  it("removes every row of the user in every table, and keeps all of another user's", async () => {
    const { user, marker } = await userEverywhere();
    const { user: other, marker: otherMarker } = await userEverywhere();
    const before = await rowsOf(user.id);
    for (const [table, count] of Object.entries(before)) expect(count, table).toBeGreaterThan(0);
    const otherBefore = await rowsOf(other.id);

    const response = await kit.api('/account', {
      method: 'DELETE',
      token: user.accessToken,
      json: { password: user.password },
    });
    expect(response.status).toBe(204);

    for (const [table, count] of Object.entries(await rowsOf(user.id)))
      expect(count, table).toBe(0);
    expect(await rowsOf(other.id)).toEqual(otherBefore);

    // Nowhere else either: no row of any table (search indexes included) holds their id or their
    // text, except the audit entry that records the deletion itself (its actor is the user).
    const snapshot = await databaseSnapshot(db() as unknown as Kysely<never>);
    const leftovers = Object.entries(snapshot).flatMap(([table, rows]) =>
      rows
        .filter((row) => row.includes(user.id) || row.includes(marker))
        .filter((row) => !(table === 'audit_log' && row.includes('"user_deleted"')))
        .map((row) => `${table}: ${row.slice(0, 200)}`),
    );
    expect(leftovers).toEqual([]);
    const theirs = Object.values(snapshot)
      .flat()
      .filter((row) => row.includes(otherMarker));
    expect(theirs.length).toBeGreaterThan(0);
  });
});
