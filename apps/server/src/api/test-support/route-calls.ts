/**
 * One request for every route of the /api/v1 route table that the route accepts, and the records it
 * acts on: the one list the route-walking tests read (`second-factor.test.ts` sends each call as it
 * is; `hostile-input.property.test.ts` mutates its body and mixes hostile values into its path).
 * A route of the table without a call here fails `route-calls.test.ts`.
 */
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { ApiRoute } from '../http/api-route.js';
import { smallExportFile } from '../account/test-support/export-file.js';
import { reactionTimeTest } from '../scans/test-support/finished-tests.js';
import { faceScanSample } from '../scans/test-support/face-scan-samples.js';
import type { ApiTestKit } from './api-test-kit.js';

/** The records of one user that the calls of one record act on (`createRouteFixtures`). */
export interface RouteFixtures {
  /** The accepted token they were made with (a call's body may need to read with it). */
  token: string;
  habitId: string;
  /** Changed by PATCH /habits/:id (which may archive it). */
  editedHabitId: string;
  /** Deleted by DELETE /habits/:id. */
  doomedHabitId: string;
  archivedHabitId: string;
  /** A pause of `habitId`. */
  pauseId: string;
  /** Read, changed and (last) deleted by the routes of one entry. */
  diaryEntryId: string;
  cognitiveResultId: string;
  /** A workout to read, change and log a set on, and one to delete. */
  workoutId: string;
  doomedWorkoutId: string;
  routineId: string;
  userExerciseId: string;
  /** An own food to change, and one to delete. */
  ownFoodId: string;
  doomedOwnFoodId: string;
  /** A food diary item to change (a serving of `ownFoodId`), and one to delete. */
  diaryItemId: string;
  doomedDiaryItemId: string;
  faceScanId: string;
}

/** A workout of one set, as the web app saves it. */
const validWorkout = {
  started_at: '2026-01-06T10:00:00Z',
  finished_at: '2026-01-06T11:00:00Z',
  exercises: [{ exercise_id: 'barbell-bench-press', sets: [{ weight_kg: 100, reps: 5 }] }],
};
const validRoutine = {
  name: 'Push day',
  exercises: [{ exercise_id: 'barbell-bench-press', target_sets: 3, target_reps: 8 }],
};
const validExercise = {
  name: 'Sled push',
  primary_muscles: ['quadriceps'],
  equipment: 'other',
  kind: 'distance',
};
export const validOwnFood = {
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
/** USDA SR21's raw apple (the starter library's NDB 09003), 150 g at lunch. */
const appleAtLunch = {
  meal: 'lunch',
  food: { source: 'library', id: '09003' },
  unit: 'g',
  quantity: 150,
};
export const strongCsv =
  'Date,Workout Name,Duration,Exercise Name,Set Order,Weight,Reps,Distance,Seconds,Notes,Workout Notes,RPE\n' +
  '2026-01-05 10:00:00,Push,1h,Bench Press (Barbell),1,100,5,0,0,,,\n';

/** A request to one route that it accepts, given the records of `createRouteFixtures`. */
interface RouteCall {
  /** Values of the URL's `:name` parameters. */
  params?: (fixtures: RouteFixtures, userId: string) => Record<string, string>;
  /** The query string, `?` included. */
  query?: string;
  /** The JSON body. */
  json?: unknown;
  /** A JSON body that depends on the user's records just before the call (read with `token`). */
  makeJson?: (kit: ApiTestKit, token: string) => Promise<unknown>;
  /** A multipart body instead of JSON. */
  form?: () => Promise<FormData>;
  /** The status of an accepted call when it is not a 2xx (the call is right, the state refuses). */
  acceptedStatus?: number;
  /** Ends the account: made last. */
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

const id = (pick: (fixtures: RouteFixtures) => string) => (fixtures: RouteFixtures) => ({
  id: pick(fixtures),
});
const day = { date: '2026-01-06' };
const apple = { source: 'library', id: '09003' };

/** Keyed by the table's `METHOD /url` (without /api/v1). */
const API_ROUTE_CALLS: Record<string, RouteCall> = {
  'GET /settings': {},
  'PUT /settings': {
    json: { personal_info: { full_name: 'Ada', city: 'London' }, preferences: { theme: 'dark' } },
  },
  'GET /settings/personal': {},
  'GET /settings/preferences': {},
  'POST /settings/reset': {},
  'PUT /avatar': { form: avatarForm },
  'DELETE /avatar': {},
  'GET /avatar/:userId': { params: (_fixtures, userId) => ({ userId }) },
  'GET /account/export': {},
  'DELETE /account': { json: { password: 'correct-horse-9' }, destroys: true },
  'GET /account/export/:dataset.csv': { params: () => ({ dataset: 'check-ins' }) },
  // The account already holds the fixtures' records, so an accepted import is refused as a
  // conflict (409): past authentication, the second-factor check and validation.
  'POST /account/import': { json: smallExportFile(), acceptedStatus: 409 },
  'POST /contact': {
    json: { name: 'Ada', email: 'visitor@example.com', subject: 'Hello', message: 'A question' },
  },
  'GET /check-ins': { query: '?from=2026-01-01&to=2026-01-31' },
  'PUT /check-ins/:date': {
    params: () => day,
    json: { mood: 3, sleep_hours: 7.5, note: 'Fine' },
  },
  'DELETE /check-ins/:date': { params: () => day },
  'GET /habits': {},
  'POST /habits': { json: { name: 'Read', kind: 'boolean', frequency: { type: 'daily' } } },
  'PATCH /habits/:id': { params: id((f) => f.editedHabitId), json: { name: 'Read more' } },
  'DELETE /habits/:id': { params: id((f) => f.doomedHabitId) },
  'PUT /habits/order': {
    // Exactly the active habits, as they are when the call is made.
    makeJson: async (kit, token) => {
      const response = await kit.api('/habits', { token });
      const { habits } = (await response.json()) as { habits: { id: string }[] };
      return { ids: habits.map((habit) => habit.id).reverse() };
    },
  },
  'POST /habits/:id/pauses': {
    params: id((f) => f.habitId),
    json: { from: '2026-03-01', to: '2026-03-02' },
  },
  'DELETE /habits/:id/pauses/:pauseId': {
    params: (f) => ({ id: f.habitId, pauseId: f.pauseId }),
  },
  'PUT /habits/:id/marks/:date': {
    params: (f) => ({ id: f.habitId, ...day }),
    json: { status: 'done' },
  },
  'DELETE /habits/:id/marks/:date': { params: (f) => ({ id: f.habitId, ...day }) },
  'GET /habit-marks': { query: '?from=2026-01-01&to=2026-01-31' },
  'GET /overview': {},
  'GET /diary': { query: '?q=caf&limit=5' },
  'POST /diary': { json: { body: 'Hoy medité', mood: 3, tags: ['calma'] } },
  'GET /diary/tags': {},
  'GET /diary/:id': { params: id((f) => f.diaryEntryId) },
  'PATCH /diary/:id': { params: id((f) => f.diaryEntryId), json: { mood: 2 } },
  'DELETE /diary/:id': { params: id((f) => f.diaryEntryId) },
  'GET /scans': {},
  'POST /scans/cognitive': { json: reactionTimeTest() },
  'GET /scans/cognitive': { query: '?kind=reaction_time' },
  'GET /scans/cognitive/:id': { params: id((f) => f.cognitiveResultId) },
  'DELETE /scans/cognitive/:id': { params: id((f) => f.cognitiveResultId) },
  'GET /insights': {},
  'GET /progress': {},
  'POST /progress/achievements/seen': { json: { keys: ['first_check_in'] } },
  'GET /league': {},
  'GET /league/me': {},
  'PUT /league/membership': { json: { display_name: 'Ada' } },
  'DELETE /league/membership': {},
  'GET /physical/exercises': { query: '?q=bench' },
  'POST /physical/exercises': { json: validExercise },
  'PUT /physical/exercises/:id': {
    params: id((f) => f.userExerciseId),
    json: { ...validExercise, name: 'Sled pull' },
  },
  'DELETE /physical/exercises/:id': { params: id((f) => f.userExerciseId) },
  'GET /physical/exercises/:id/history': { params: () => ({ id: 'barbell-bench-press' }) },
  'GET /physical/workouts': {},
  'GET /physical/workouts/:id': { params: id((f) => f.workoutId) },
  'PUT /physical/workouts/:id': {
    params: id((f) => f.workoutId),
    json: { ...validWorkout, name: 'Push' },
  },
  'DELETE /physical/workouts/:id': { params: id((f) => f.doomedWorkoutId) },
  'POST /physical/workouts/:id/sets': {
    params: id((f) => f.workoutId),
    json: { exercise_id: 'barbell-bench-press', weight_kg: 102.5, reps: 5 },
  },
  'GET /physical/routines': {},
  'POST /physical/routines': { json: validRoutine },
  'GET /physical/routines/:id': { params: id((f) => f.routineId) },
  'PUT /physical/routines/:id': {
    params: id((f) => f.routineId),
    json: { ...validRoutine, name: 'Push day B' },
  },
  'DELETE /physical/routines/:id': { params: id((f) => f.routineId) },
  'GET /physical/records': {},
  'GET /physical/volume': { query: '?from=2026-01-05&to=2026-02-01' },
  'GET /physical/measurements': { query: '?from=2026-01-01&to=2026-01-31' },
  'PUT /physical/measurements/:date': { params: () => day, json: { waist_cm: 80 } },
  'DELETE /physical/measurements/:date': { params: () => day },
  'POST /physical/import': { json: { csv: strongCsv, format: 'strong' } },
  'GET /nutrition/foods': { query: '?q=apple' },
  'GET /nutrition/foods/own': { query: '?q=oat' },
  'POST /nutrition/foods': { json: validOwnFood },
  'PUT /nutrition/foods/own/:id': {
    params: id((f) => f.ownFoodId),
    json: { ...validOwnFood, name: 'Tortilla de patatas' },
  },
  'DELETE /nutrition/foods/own/:id': { params: id((f) => f.doomedOwnFoodId) },
  'GET /nutrition/foods/:source/:id': { params: () => apple },
  'PUT /nutrition/favourites/:source/:id': { params: () => apple },
  'DELETE /nutrition/favourites/:source/:id': { params: () => apple },
  'GET /nutrition/diary/:date': { params: () => day },
  'POST /nutrition/diary/:date/items': { params: () => day, json: appleAtLunch },
  'PATCH /nutrition/diary/items/:id': {
    params: id((f) => f.diaryItemId),
    json: { unit: 'g', quantity: 200 },
  },
  'DELETE /nutrition/diary/items/:id': { params: id((f) => f.doomedDiaryItemId) },
  'POST /nutrition/diary/:date/meals/:meal/copy': {
    params: () => ({ date: '2026-01-07', meal: 'lunch' }),
    json: { from_date: '2026-01-06', from_meal: 'lunch' },
  },
  'GET /nutrition/totals': { query: '?from=2026-01-01&to=2026-01-31' },
  'GET /nutrition/targets': {},
  'PUT /nutrition/targets': {
    json: {
      inputs: {
        sex: 'female',
        birth_date: '1981-01-01',
        height_cm: 165,
        weight_kg: 70,
        activity: 'light',
        goal: 'lose',
        rate_kg_per_week: 0.5,
        macro_pattern: 'balanced',
      },
      custom: null,
    },
  },
  'GET /products': {},
  // A barcode the tests' Open Food Facts stand-in (products/test-support/off-stub.ts) knows.
  'GET /products/:barcode': { params: () => ({ barcode: '3017624010701' }) },
  'POST /scans/face': { json: faceScanSample({ keepPoints: true }) },
  'GET /scans/face': {},
  'GET /scans/face/:id': { params: id((f) => f.faceScanId) },
  'DELETE /scans/face/:id': { params: id((f) => f.faceScanId) },
};

/** `METHOD /url` of a table entry, the key of its call. */
export const routeKey = (route: ApiRoute) => `${route.method} ${route.url}`;

/** The table's routes that have no call here. */
export const routesWithoutCall = (routes: readonly ApiRoute[]) =>
  routes.map(routeKey).filter((key) => !(key in API_ROUTE_CALLS));

export function routeCallOf(route: ApiRoute): RouteCall {
  const call = API_ROUTE_CALLS[routeKey(route)];
  if (!call) throw new Error(`no call for ${routeKey(route)}: add one to route-calls.ts`);
  return call;
}

/** The call's path after /api/v1, its parameters filled in. */
export function callPath(route: ApiRoute, fixtures: RouteFixtures, userId: string): string {
  const call = routeCallOf(route);
  const params = call.params?.(fixtures, userId) ?? {};
  const url = route.url.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${routeKey(route)}: no value for :${name}`);
    return value;
  });
  return `${url}${call.query ?? ''}`;
}

/** Sends the route's call with `token`. */
export async function sendCall(
  kit: ApiTestKit,
  route: ApiRoute,
  token: string,
  fixtures: RouteFixtures,
  userId: string,
): Promise<Response> {
  const call = routeCallOf(route);
  // Read with the fixtures' token: the call's own may be one the route is meant to refuse.
  const json = call.makeJson ? await call.makeJson(kit, fixtures.token) : call.json;
  return kit.api(callPath(route, fixtures, userId), {
    method: route.method,
    token,
    ...(json !== undefined ? { json } : {}),
    ...(call.form ? { body: await call.form() } : {}),
  });
}

/** The records the calls act on, made with `token` (which must be accepted). */
export async function createRouteFixtures(kit: ApiTestKit, token: string): Promise<RouteFixtures> {
  const made = async (method: string, path: string, json: unknown) => {
    const response = await kit.api(path, { method, token, json });
    if (response.status >= 300) {
      throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    }
    return (await response.json()) as { id: string; ref?: { id: string } };
  };
  const habit = async (name: string) =>
    (
      await made('POST', '/habits', {
        name,
        kind: 'boolean',
        frequency: { type: 'daily' },
        start_date: '2026-01-05',
      })
    ).id;
  const [habitId, editedHabitId, doomedHabitId, archivedHabitId] = [
    await habit('Read'),
    await habit('Edited'),
    await habit('Doomed'),
    await habit('Archived'),
  ];
  await made('PATCH', `/habits/${archivedHabitId}`, { archived: true });
  await made('PUT', `/habits/${habitId}/marks/2026-01-06`, { status: 'done' });
  await made('PUT', '/check-ins/2026-01-06', { mood: 4 });
  const { id: pauseId } = await made('POST', `/habits/${habitId}/pauses`, {
    from: '2026-01-10',
    to: '2026-01-12',
  });
  const { id: diaryEntryId } = await made('POST', '/diary', {
    date: '2026-01-06',
    body: 'Una entrada',
    tags: ['calma'],
  });
  const { id: cognitiveResultId } = await made('POST', '/scans/cognitive', reactionTimeTest());
  const [workoutId, doomedWorkoutId] = [randomUUID(), randomUUID()];
  for (const workout of [workoutId, doomedWorkoutId]) {
    await made('PUT', `/physical/workouts/${workout}`, validWorkout);
  }
  const { id: routineId } = await made('POST', '/physical/routines', validRoutine);
  const { id: userExerciseId } = await made('POST', '/physical/exercises', validExercise);
  const ownFood = async () => (await made('POST', '/nutrition/foods', validOwnFood)).ref!.id;
  const [ownFoodId, doomedOwnFoodId] = [await ownFood(), await ownFood()];
  const items = '/nutrition/diary/2026-01-06/items';
  const { id: diaryItemId } = await made('POST', items, {
    meal: 'lunch',
    food: { source: 'own', id: ownFoodId },
    unit: 'serving',
    serving_id: 's1',
    quantity: 1,
  });
  const { id: doomedDiaryItemId } = await made('POST', items, appleAtLunch);
  const { id: faceScanId } = await made(
    'POST',
    '/scans/face',
    faceScanSample({ keepPoints: true }),
  );
  return {
    token,
    habitId,
    editedHabitId,
    doomedHabitId,
    archivedHabitId,
    pauseId,
    diaryEntryId,
    cognitiveResultId,
    workoutId,
    doomedWorkoutId,
    routineId,
    userExerciseId,
    ownFoodId,
    doomedOwnFoodId,
    diaryItemId,
    doomedDiaryItemId,
    faceScanId,
  };
}
