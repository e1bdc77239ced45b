/**
 * Every /api/v1 route of the route table (routes.ts, the only routes the API can mount, so a route
 * added later is tested without being named here) refuses an aal1 token of a user who has a
 * verified factor with 403 `insufficient_aal` and changes nothing; the same user's aal2 token
 * works; a user without factors works at aal1.
 */
import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fragmentParams, openLink } from '../auth/test-support/auth-test-kit.js';
import { changedTables, databaseSnapshot } from '../test-support/database-snapshot.js';
import { testDatabaseKinds } from '../test-support/test-database.js';
import { smallExportFile } from './account/test-support/export-file.js';
import type { ApiRoute } from './http/api-route.js';
import { API_ROUTES } from './routes.js';
import { reactionTimeTest } from './scans/test-support/finished-tests.js';
import { faceScanSample } from './scans/test-support/face-scan-samples.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from './test-support/api-test-kit.js';

/** Routes that need no token at all, each for a reason. */
const PUBLIC_ROUTES = new Set([
  // The contact form is for visitors.
  'POST /api/v1/contact',
  // Shown with a plain <img>, which cannot send a token; user ids are unguessable.
  'GET /api/v1/avatar/:userId',
]);

const totpCode = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
    aal: string;
    amr: { method: string }[];
  };

/** Records for the routes of one record to act on, made with a token that works. */
interface Fixtures {
  token: string;
  habitId: string;
  /** A second habit, for the route that deletes one. */
  doomedHabitId: string;
  pauseId: string;
  diaryEntryId: string;
  cognitiveResultId: string;
  /** A workout to read, change and log a set on, and one to delete. */
  workoutId: string;
  doomedWorkoutId: string;
  routineId: string;
  userExerciseId: string;
  ownFoodId: string;
  /** A food diary item to change, and one to delete. */
  diaryItemId: string;
  doomedDiaryItemId: string;
  faceScanId: string;
}

/** A workout of one set, as the web app saves it. */
const workout = {
  started_at: '2026-01-06T10:00:00Z',
  finished_at: '2026-01-06T11:00:00Z',
  exercises: [{ exercise_id: 'barbell-bench-press', sets: [{ weight_kg: 100, reps: 5 }] }],
};
const routine = {
  name: 'Push day',
  exercises: [{ exercise_id: 'barbell-bench-press', target_sets: 3, target_reps: 8 }],
};
const ownExercise = {
  name: 'Sled push',
  primary_muscles: ['quadriceps'],
  equipment: 'other',
  kind: 'distance',
};
const ownFood = {
  name: 'Tortilla',
  per_100: {
    energy_kcal: 180,
    fat_g: 11,
    saturated_fat_g: 2,
    carbohydrate_g: 14,
    sugars_g: 1,
    fibre_g: 1,
    protein_g: 6,
    salt_g: 0.8,
  },
  servings: [{ label: 'una porción', size: 150 }],
};
/** USDA SR21's raw apple (the starter library's NDB 09003). */
const APPLE = { source: 'library', id: '09003' };
const diaryItem = { meal: 'lunch', food: APPLE, unit: 'g', quantity: 150 };
const strongCsv =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
  '2026-01-05 10:00:00,Push,1h,Bench Press (Barbell),1,100,5,0,0,,,\n';

interface RouteCall {
  /** The path after /api/v1, for this user. */
  path: (user: TestUser, fixtures: Fixtures) => string;
  /** The body, or how to make it (from what the fixtures' token reads) just before the call. */
  json?: unknown;
  /** The status of an accepted call when it is not a 2xx. */
  acceptedStatus?: number;
  makeJson?: (fixtures: Fixtures) => Promise<unknown>;
  body?: () => Promise<FormData>;
  /** Ends the account: run last. */
  destroys?: true;
}

async function avatarForm(): Promise<FormData> {
  const png = await sharp({
    create: { width: 8, height: 8, channels: 3, background: { r: 10, g: 120, b: 200 } },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([png], { type: 'image/png' }), 'me.png');
  return form;
}

/** A request for each protected route that succeeds with an accepted token. */
const CALLS: Record<string, RouteCall> = {
  'GET /api/v1/settings': { path: () => '/settings' },
  'PUT /api/v1/settings': {
    path: () => '/settings',
    json: { personal_info: { full_name: 'Changed' }, preferences: { theme: 'dark' } },
  },
  'GET /api/v1/settings/personal': { path: () => '/settings/personal' },
  'GET /api/v1/settings/preferences': { path: () => '/settings/preferences' },
  'POST /api/v1/settings/reset': { path: () => '/settings/reset' },
  'PUT /api/v1/avatar': { path: () => '/avatar', body: avatarForm },
  'DELETE /api/v1/avatar': { path: () => '/avatar' },
  'GET /api/v1/account/export': { path: () => '/account/export' },
  'GET /api/v1/account/export/:dataset.csv': { path: () => '/account/export/check-ins.csv' },
  // The account already holds the fixtures' records, so an accepted import is refused as a
  // conflict (409): past authentication and the second-factor check, which is what is tested.
  'POST /api/v1/account/import': {
    path: () => '/account/import',
    json: smallExportFile(),
    acceptedStatus: 409,
  },
  'DELETE /api/v1/account': {
    path: () => '/account',
    json: { password: 'correct-horse-9' },
    destroys: true,
  },
  'GET /api/v1/diary': { path: () => '/diary?q=caf&limit=5' },
  'POST /api/v1/diary': { path: () => '/diary', json: { body: 'Un café', tags: ['calma'] } },
  'GET /api/v1/diary/tags': { path: () => '/diary/tags' },
  'GET /api/v1/diary/:id': { path: (_user, { diaryEntryId }) => `/diary/${diaryEntryId}` },
  'PATCH /api/v1/diary/:id': {
    path: (_user, { diaryEntryId }) => `/diary/${diaryEntryId}`,
    json: { mood: 4 },
  },
  'DELETE /api/v1/diary/:id': { path: (_user, { diaryEntryId }) => `/diary/${diaryEntryId}` },
  'GET /api/v1/scans': { path: () => '/scans' },
  'POST /api/v1/scans/cognitive': { path: () => '/scans/cognitive', json: reactionTimeTest() },
  'GET /api/v1/scans/cognitive': { path: () => '/scans/cognitive?kind=reaction_time' },
  'GET /api/v1/scans/cognitive/:id': {
    path: (_user, { cognitiveResultId }) => `/scans/cognitive/${cognitiveResultId}`,
  },
  'DELETE /api/v1/scans/cognitive/:id': {
    path: (_user, { cognitiveResultId }) => `/scans/cognitive/${cognitiveResultId}`,
  },
  'GET /api/v1/check-ins': { path: () => '/check-ins?from=2026-01-01&to=2026-01-31' },
  'PUT /api/v1/check-ins/:date': { path: () => '/check-ins/2026-01-06', json: { mood: 3 } },
  'DELETE /api/v1/check-ins/:date': { path: () => '/check-ins/2026-01-06' },
  'GET /api/v1/habits': { path: () => '/habits' },
  'POST /api/v1/habits': {
    path: () => '/habits',
    json: { name: 'Stretch', kind: 'boolean', frequency: { type: 'daily' } },
  },
  'PATCH /api/v1/habits/:id': {
    path: (_user, { habitId }) => `/habits/${habitId}`,
    json: { name: 'Stretch more' },
  },
  'DELETE /api/v1/habits/:id': { path: (_user, { doomedHabitId }) => `/habits/${doomedHabitId}` },
  'PUT /api/v1/habits/order': {
    path: () => '/habits/order',
    // Exactly the active habits, as they are when the call is made.
    makeJson: async ({ token }) => {
      const response = await fetch(`${apiUrl}/api/v1/habits`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const { habits } = (await response.json()) as { habits: { id: string }[] };
      return { ids: habits.map((habit) => habit.id).reverse() };
    },
  },
  'POST /api/v1/habits/:id/pauses': {
    path: (_user, { habitId }) => `/habits/${habitId}/pauses`,
    json: { from: '2026-02-01', to: '2026-02-02' },
  },
  'DELETE /api/v1/habits/:id/pauses/:pauseId': {
    path: (_user, { habitId, pauseId }) => `/habits/${habitId}/pauses/${pauseId}`,
  },
  'PUT /api/v1/habits/:id/marks/:date': {
    path: (_user, { habitId }) => `/habits/${habitId}/marks/2026-01-06`,
    json: { status: 'done' },
  },
  'DELETE /api/v1/habits/:id/marks/:date': {
    path: (_user, { habitId }) => `/habits/${habitId}/marks/2026-01-06`,
  },
  'GET /api/v1/habit-marks': { path: () => '/habit-marks?from=2026-01-01&to=2026-01-31' },
  'GET /api/v1/overview': { path: () => '/overview' },
  'GET /api/v1/insights': { path: () => '/insights' },
  'GET /api/v1/progress': { path: () => '/progress' },
  'POST /api/v1/progress/achievements/seen': {
    path: () => '/progress/achievements/seen',
    json: { keys: ['first_check_in'] },
  },
  'GET /api/v1/league': { path: () => '/league' },
  'GET /api/v1/league/me': { path: () => '/league/me' },
  'PUT /api/v1/league/membership': {
    path: () => '/league/membership',
    json: { display_name: 'Ana' },
  },
  'DELETE /api/v1/league/membership': { path: () => '/league/membership' },
  'GET /api/v1/physical/exercises': { path: () => '/physical/exercises?q=bench' },
  'POST /api/v1/physical/exercises': { path: () => '/physical/exercises', json: ownExercise },
  'PUT /api/v1/physical/exercises/:id': {
    path: (_user, { userExerciseId }) => `/physical/exercises/${userExerciseId}`,
    json: { ...ownExercise, name: 'Sled pull' },
  },
  'DELETE /api/v1/physical/exercises/:id': {
    path: (_user, { userExerciseId }) => `/physical/exercises/${userExerciseId}`,
  },
  'GET /api/v1/physical/exercises/:id/history': {
    path: () => '/physical/exercises/barbell-bench-press/history',
  },
  'GET /api/v1/physical/workouts': { path: () => '/physical/workouts' },
  'GET /api/v1/physical/workouts/:id': {
    path: (_user, { workoutId }) => `/physical/workouts/${workoutId}`,
  },
  'PUT /api/v1/physical/workouts/:id': {
    path: (_user, { workoutId }) => `/physical/workouts/${workoutId}`,
    json: { ...workout, name: 'Push' },
  },
  'DELETE /api/v1/physical/workouts/:id': {
    path: (_user, { doomedWorkoutId }) => `/physical/workouts/${doomedWorkoutId}`,
  },
  'POST /api/v1/physical/workouts/:id/sets': {
    path: (_user, { workoutId }) => `/physical/workouts/${workoutId}/sets`,
    json: { exercise_id: 'barbell-bench-press', weight_kg: 102.5, reps: 5 },
  },
  'GET /api/v1/physical/routines': { path: () => '/physical/routines' },
  'POST /api/v1/physical/routines': { path: () => '/physical/routines', json: routine },
  'GET /api/v1/physical/routines/:id': {
    path: (_user, { routineId }) => `/physical/routines/${routineId}`,
  },
  'PUT /api/v1/physical/routines/:id': {
    path: (_user, { routineId }) => `/physical/routines/${routineId}`,
    json: { ...routine, name: 'Push day B' },
  },
  'DELETE /api/v1/physical/routines/:id': {
    path: (_user, { routineId }) => `/physical/routines/${routineId}`,
  },
  'GET /api/v1/physical/records': { path: () => '/physical/records' },
  'GET /api/v1/physical/volume': { path: () => '/physical/volume?from=2026-01-05&to=2026-02-01' },
  'GET /api/v1/physical/measurements': {
    path: () => '/physical/measurements?from=2026-01-01&to=2026-01-31',
  },
  'PUT /api/v1/physical/measurements/:date': {
    path: () => '/physical/measurements/2026-01-06',
    json: { waist_cm: 80 },
  },
  'DELETE /api/v1/physical/measurements/:date': { path: () => '/physical/measurements/2026-01-06' },
  'POST /api/v1/physical/import': {
    path: () => '/physical/import',
    json: { csv: strongCsv, format: 'strong' },
  },
  'GET /api/v1/nutrition/foods': { path: () => '/nutrition/foods?q=apple' },
  'GET /api/v1/nutrition/foods/own': { path: () => '/nutrition/foods/own?q=oat' },
  'POST /api/v1/nutrition/foods': { path: () => '/nutrition/foods', json: ownFood },
  'PUT /api/v1/nutrition/foods/own/:id': {
    path: (_user, { ownFoodId }) => `/nutrition/foods/own/${ownFoodId}`,
    json: { ...ownFood, name: 'Tortilla de patatas' },
  },
  'DELETE /api/v1/nutrition/foods/own/:id': {
    path: (_user, { ownFoodId }) => `/nutrition/foods/own/${ownFoodId}`,
  },
  'GET /api/v1/nutrition/foods/:source/:id': { path: () => '/nutrition/foods/library/09003' },
  'PUT /api/v1/nutrition/favourites/:source/:id': {
    path: () => '/nutrition/favourites/library/09003',
  },
  'DELETE /api/v1/nutrition/favourites/:source/:id': {
    path: () => '/nutrition/favourites/library/09003',
  },
  'GET /api/v1/nutrition/diary/:date': { path: () => '/nutrition/diary/2026-01-06' },
  'POST /api/v1/nutrition/diary/:date/items': {
    path: () => '/nutrition/diary/2026-01-06/items',
    json: diaryItem,
  },
  'PATCH /api/v1/nutrition/diary/items/:id': {
    path: (_user, { diaryItemId }) => `/nutrition/diary/items/${diaryItemId}`,
    json: { unit: 'g', quantity: 200 },
  },
  'DELETE /api/v1/nutrition/diary/items/:id': {
    path: (_user, { doomedDiaryItemId }) => `/nutrition/diary/items/${doomedDiaryItemId}`,
  },
  'POST /api/v1/nutrition/diary/:date/meals/:meal/copy': {
    path: () => '/nutrition/diary/2026-01-07/meals/lunch/copy',
    json: { from_date: '2026-01-06' },
  },
  'GET /api/v1/nutrition/totals': { path: () => '/nutrition/totals?from=2026-01-01&to=2026-01-31' },
  'GET /api/v1/nutrition/targets': { path: () => '/nutrition/targets' },
  'PUT /api/v1/nutrition/targets': {
    path: () => '/nutrition/targets',
    json: {
      inputs: {
        sex: 'female',
        birth_date: '1981-01-01',
        height_cm: 165,
        weight_kg: 70,
        activity: 'sedentary',
        goal: 'keep',
        rate_kg_per_week: 0,
        macro_pattern: 'balanced',
      },
      custom: null,
    },
  },
  'GET /api/v1/products': { path: () => '/products' },
  // Lookups are off on this server (no Open Food Facts here): a 503 past the second-factor check.
  'GET /api/v1/products/:barcode': { path: () => '/products/3017624010701', acceptedStatus: 503 },
  'POST /api/v1/scans/face': { path: () => '/scans/face', json: faceScanSample() },
  'GET /api/v1/scans/face': { path: () => '/scans/face' },
  'GET /api/v1/scans/face/:id': { path: (_user, { faceScanId }) => `/scans/face/${faceScanId}` },
  'DELETE /api/v1/scans/face/:id': {
    path: (_user, { faceScanId }) => `/scans/face/${faceScanId}`,
  },
};

/** The test server's origin, for the calls that build their body. */
let apiUrl = '';

const nameOf = (route: ApiRoute) => `${route.method} /api/v1${route.url}`;

describe.each(testDatabaseKinds())('a second factor on every /api/v1 route on %s', (kind) => {
  let kit: ApiTestKit;
  const protectedRoutes = API_ROUTES.filter((route) => route.auth !== 'public');
  beforeAll(async () => {
    kit = await startApiTestKit(kind, { OFF_ENABLED: 'false' });
    apiUrl = kit.url;
  });
  afterAll(() => kit.close());

  /** A habit to change, one to delete, and a pause: made with `token`, which must be accepted. */
  async function trackingFixtures(token: string): Promise<Fixtures> {
    const createHabit = async (name: string) => {
      const response = await kit.api('/habits', {
        method: 'POST',
        token,
        json: { name, kind: 'boolean', frequency: { type: 'daily' }, start_date: '2026-01-05' },
      });
      expect(response.status).toBe(201);
      return ((await response.json()) as { id: string }).id;
    };
    const habitId = await createHabit('Read');
    const doomedHabitId = await createHabit('Doomed');
    const pause = await kit.api(`/habits/${habitId}/pauses`, {
      method: 'POST',
      token,
      json: { from: '2026-01-10', to: '2026-01-11' },
    });
    expect(pause.status).toBe(201);
    const { id: pauseId } = (await pause.json()) as { id: string };
    const entry = await kit.api('/diary', {
      method: 'POST',
      token,
      json: { date: '2026-01-06', body: 'Una entrada' },
    });
    expect(entry.status).toBe(201);
    const { id: diaryEntryId } = (await entry.json()) as { id: string };
    const result = await kit.api('/scans/cognitive', {
      method: 'POST',
      token,
      json: reactionTimeTest(),
    });
    expect(result.status).toBe(201);
    const { id: cognitiveResultId } = (await result.json()) as { id: string };
    const made = async (path: string, method: string, json: unknown, status = 201) => {
      const response = await kit.api(path, { method, token, json });
      expect(response.status, `${method} ${path}: ${await response.clone().text()}`).toBe(status);
      return (await response.json()) as { id: string; ref?: { id: string } };
    };
    const [workoutId, doomedWorkoutId] = [randomUUID(), randomUUID()];
    for (const id of [workoutId, doomedWorkoutId]) {
      await made(`/physical/workouts/${id}`, 'PUT', workout);
    }
    const { id: routineId } = await made('/physical/routines', 'POST', routine);
    const { id: userExerciseId } = await made('/physical/exercises', 'POST', ownExercise);
    const { ref } = await made('/nutrition/foods', 'POST', ownFood);
    const items = '/nutrition/diary/2026-01-06/items';
    const { id: diaryItemId } = await made(items, 'POST', diaryItem);
    const { id: doomedDiaryItemId } = await made(items, 'POST', diaryItem);
    const { id: faceScanId } = await made('/scans/face', 'POST', faceScanSample());
    return {
      token,
      habitId,
      doomedHabitId,
      pauseId,
      diaryEntryId,
      cognitiveResultId,
      workoutId,
      doomedWorkoutId,
      routineId,
      userExerciseId,
      ownFoodId: ref!.id,
      diaryItemId,
      doomedDiaryItemId,
      faceScanId,
    };
  }

  /** The protected routes' calls, the one that ends the account last. */
  function calls(): [string, RouteCall][] {
    return protectedRoutes
      .map((route): [string, RouteCall] => [nameOf(route), CALLS[nameOf(route)]!])
      .sort(([, a], [, b]) => Number(a.destroys ?? false) - Number(b.destroys ?? false));
  }

  async function call(
    user: TestUser,
    token: string,
    routeCall: RouteCall,
    method: string,
    fixtures: Fixtures,
  ) {
    const json = routeCall.makeJson ? await routeCall.makeJson(fixtures) : routeCall.json;
    return kit.api(routeCall.path(user, fixtures), {
      method,
      token,
      ...(json !== undefined ? { json } : {}),
      ...(routeCall.body ? { body: await routeCall.body() } : {}),
    });
  }

  /** A user with a verified TOTP factor; the returned client's session is at aal2. */
  async function enrolledUser() {
    const user = await kit.signUp();
    const { data, error } = await user.client.mfa.enroll({ factorType: 'totp' });
    expect(error).toBeNull();
    const verified = await user.client.mfa.challengeAndVerify({
      factorId: data!.id,
      code: await totpCode(data!.totp.secret),
    });
    expect(verified.error).toBeNull();
    return {
      user,
      factorId: data!.id,
      secret: data!.totp.secret,
      aal2Token: verified.data!.access_token,
    };
  }

  /** An aal1 token from a password sign-in. */
  async function passwordToken(user: TestUser): Promise<string> {
    const { data, error } = await kit.auth.client().signInWithPassword({
      email: user.email,
      password: user.password,
    });
    expect(error).toBeNull();
    return data.session!.access_token;
  }

  /** An aal1 token from a magic link opened from the mail. */
  async function magicLinkToken(user: TestUser): Promise<string> {
    const { error } = await kit.auth.client().signInWithOtp({ email: user.email });
    expect(error).toBeNull();
    const location = await openLink(await kit.auth.latestLink(user.email));
    return fragmentParams(location).get('access_token')!;
  }

  it('every route is either declared public or requires a second factor of enrolled users', () => {
    const names = API_ROUTES.map(nameOf);
    expect(names).toContain('GET /api/v1/settings');
    for (const route of API_ROUTES) {
      if (route.auth === 'public') {
        expect(PUBLIC_ROUTES, `${nameOf(route)} takes no token: declare it public here`).toContain(
          nameOf(route),
        );
      } else {
        expect(route.assurance ?? 'aal2-if-enrolled', nameOf(route)).toBe('aal2-if-enrolled');
        expect(CALLS[nameOf(route)], `add a request for ${nameOf(route)} to CALLS`).toBeDefined();
      }
    }
    for (const name of PUBLIC_ROUTES) expect(names).toContain(name);
  });

  it('refuses aal1 tokens (password, magic link) of an enrolled user on every route, changing nothing', async () => {
    const { user, aal2Token } = await enrolledUser();
    // Something for the refused requests to change: an avatar and stored settings.
    const fixtures = await trackingFixtures(aal2Token);
    const avatar = await call(user, aal2Token, CALLS['PUT /api/v1/avatar']!, 'PUT', fixtures);
    expect(avatar.status).toBe(200);
    expect((await kit.api('/settings', { token: aal2Token })).status).toBe(200);

    const tokens = [await passwordToken(user), await magicLinkToken(user)];
    for (const token of tokens) expect(claimsOf(token).aal).toBe('aal1');

    const db = kit.auth.server.app.database.db as never;
    const before = await databaseSnapshot(db);
    for (const token of tokens) {
      for (const [name, routeCall] of calls()) {
        const response = await call(user, token, routeCall, name.split(' ')[0]!, fixtures);
        expect(response.status, name).toBe(403);
        const body = (await response.json()) as { detail: unknown; code: unknown };
        expect(body.code, name).toBe('insufficient_aal');
        expect(typeof body.detail, name).toBe('string');
      }
    }
    expect(changedTables(before, await databaseSnapshot(db))).toEqual([]);
    expect((await fetch(`${kit.url}/api/v1/avatar/${user.id}`)).status).toBe(200);
  });

  it('answers every route for the same user at aal2', async () => {
    const { user, aal2Token } = await enrolledUser();
    const fixtures = await trackingFixtures(aal2Token);
    for (const [name, routeCall] of calls()) {
      const response = await call(user, aal2Token, routeCall, name.split(' ')[0]!, fixtures);
      expect(response.status, name).toBeGreaterThanOrEqual(200);
      if (routeCall.acceptedStatus) expect(response.status, name).toBe(routeCall.acceptedStatus);
      else expect(response.status, name).toBeLessThan(300);
    }
    // The last call deleted the account.
    expect((await kit.api('/settings', { token: aal2Token })).status).toBe(401);
  });

  it('answers every route at aal1 for a user without a verified factor', async () => {
    const user = await kit.signUp();
    // An enrollment never verified is no second factor.
    expect((await user.client.mfa.enroll({ factorType: 'totp' })).error).toBeNull();
    const token = await passwordToken(user);
    expect(claimsOf(token).aal).toBe('aal1');
    const fixtures = await trackingFixtures(token);
    for (const [name, routeCall] of calls()) {
      const response = await call(user, token, routeCall, name.split(' ')[0]!, fixtures);
      expect(response.status, name).toBeGreaterThanOrEqual(200);
      if (routeCall.acceptedStatus) expect(response.status, name).toBe(routeCall.acceptedStatus);
      else expect(response.status, name).toBeLessThan(300);
    }
  });

  it('lets an aal1 token through again once the last factor is unenrolled (the read cache follows)', async () => {
    const { user, factorId } = await enrolledUser();
    const aal1 = await passwordToken(user);
    // Refused, and the session's lookup remembered with its factor.
    expect((await kit.api('/settings', { token: aal1 })).status).toBe(403);
    expect((await user.client.mfa.unenroll({ factorId })).error).toBeNull();
    expect((await kit.api('/settings', { token: aal1 })).status).toBe(200);
  });

  it('refuses the aal2 token of a session that fell back to aal1 while another factor remains', async () => {
    const { user } = await enrolledUser();
    const second = await user.client.mfa.enroll({ factorType: 'totp', friendlyName: 'backup' });
    const raised = await user.client.mfa.challengeAndVerify({
      factorId: second.data!.id,
      code: await totpCode(second.data!.totp.secret),
    });
    expect(raised.error).toBeNull();
    const aal2Token = raised.data!.access_token;
    expect((await kit.api('/settings', { token: aal2Token })).status).toBe(200);

    // The factor that raised this session goes: the session is aal1 again, its token still says aal2.
    expect((await user.client.mfa.unenroll({ factorId: second.data!.id })).error).toBeNull();
    expect(claimsOf(aal2Token).aal).toBe('aal2');
    const refused = await kit.api('/settings', { token: aal2Token });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { code: string }).code).toBe('insufficient_aal');
  });
});
