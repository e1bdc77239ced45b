/**
 * Account deletion removes every row of the user, in every table that holds users' rows (named
 * here, and checked against the schema so a new table cannot be forgotten), and nothing of anyone
 * else's.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
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
  progress_recompute_queue: 'user_id',
  league_members: 'user_id',
  league_standings: 'user_id',
  stored_files: 'user_id',
  user_exercises: 'user_id',
  workouts: 'user_id',
  workout_entries: 'user_id',
  workout_sets: 'user_id',
  exercise_bests: 'user_id',
  exercise_prior_records: 'user_id',
  exercise_sessions: 'user_id',
  routines: 'user_id',
  body_measurements: 'user_id',
  nutrition_own_foods: 'user_id',
  nutrition_diary_items: 'user_id',
  nutrition_favourites: 'user_id',
  nutrition_meal_totals: 'user_id',
  nutrition_targets: 'user_id',
  nutrition_product_scans: 'user_id',
  face_scans: 'user_id',
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

  /** Nutrition through its routes: an own food, a diary item of it, a favourite, targets. */
  async function writeNutritionHistory(user: TestUser, marker: string): Promise<void> {
    const send = async (method: string, path: string, json?: unknown) => {
      const response = await kit.api(path, { method, token: user.accessToken, json });
      expect(response.status, await response.clone().text()).toBeLessThan(300);
      return response.status === 204 ? undefined : await response.json();
    };
    const food = (await send('POST', '/nutrition/foods', {
      name: marker,
      per_100: {
        energy_kcal: 100,
        fat_g: 1,
        saturated_fat_g: 0.5,
        carbohydrate_g: 10,
        sugars_g: 2,
        fibre_g: 1,
        protein_g: 5,
        salt_g: 0.1,
      },
    })) as { ref: { id: string } };
    await send('POST', '/nutrition/diary/2026-01-05/items', {
      meal: 'lunch',
      food: { source: 'own', id: food.ref.id },
      unit: 'g',
      quantity: 120,
    });
    await send('PUT', `/nutrition/favourites/own/${food.ref.id}`);
    await send('PUT', '/nutrition/targets', {
      inputs: null,
      custom: { energy_kcal: 2000, protein_g: 100, carbohydrate_g: 250, fat_g: 70 },
    });
    // A product scan's record (the scan route needs Open Food Facts: proven in nutrition/).
    await db()
      .insertInto('nutrition_product_scans')
      .values({
        id: randomUUID(),
        user_id: user.id,
        barcode: '3017624010701',
        scanned_at: new Date().toISOString(),
        local_date: '2026-01-05',
      })
      .execute();
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
    // Queued for the progress back-fill, as a user with records from before 0012 is.
    await db().insertInto('progress_recompute_queue').values({ user_id: user.id }).execute();
    // An avatar, in the file store's table.
    const picture = await sharp({
      create: { width: 8, height: 8, channels: 3, background: { r: 9, g: 9, b: 9 } },
    })
      .png()
      .toBuffer();
    const upload = new FormData();
    upload.append('file', new Blob([picture], { type: 'image/png' }), 'me.png');
    const avatar = await kit.api('/avatar', {
      method: 'PUT',
      token: user.accessToken,
      body: upload,
    });
    expect(avatar.status).toBe(200);
    await writeNutritionHistory(user, marker);
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
