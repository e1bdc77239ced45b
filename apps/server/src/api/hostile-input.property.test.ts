/**
 * Property tests of every /api/v1 route of the route table (routes.ts; a route without a case here
 * fails) under hostile input: JSON and multipart bodies (wrong
 * types, huge and injected strings, NUL, prototype keys, deep nesting, invalid UTF-8, wrong
 * content types), query strings, path parameters, headers and forged tokens. Every answer is a 4xx
 * in the documented `{"detail": ...}` shape (a list of field errors for a 422) or a legitimate
 * success in its own shape, never a 5xx; a refused request leaves every table as it was; and
 * Object.prototype stays clean.
 */
import {
  accountImportResultSchema,
  checkInListSchema,
  exerciseHistorySchema,
  exerciseListSchema,
  exerciseSchema,
  importReportSchema,
  measurementListSchema,
  measurementSchema,
  personalRecordListSchema,
  routineListSchema,
  routineSchema,
  setLoggedSchema,
  weeklyVolumeSchema,
  workoutPageSchema,
  workoutSchema,
  diaryEntrySchema,
  diaryPageSchema,
  diaryTagListSchema,
  checkInSchema,
  cognitiveResultPageSchema,
  cognitiveResultSchema,
  faceScanPageSchema,
  faceScanSchema,
  scansHubSchema,
  habitListSchema,
  habitMarkListSchema,
  habitMarkSchema,
  habitPauseSchema,
  habitSchema,
  insightsSchema,
  leagueMembershipSchema,
  leaguePageSchema,
  leagueStandingSchema,
  overviewSchema,
  personalInfoSchema,
  progressSchema,
  userPreferencesSchema,
  userSettingsSchema,
  diaryDaySchema,
  diaryItemSchema,
  foodSchema,
  foodSearchResultSchema,
  nutritionTotalsSchema,
  ownFoodListSchema,
  ownFoodSchema,
  productLookupSchema,
  productServiceSchema,
  targetsStateSchema,
} from '@ascend/contracts';
import fc from 'fast-check';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  changedTables,
  databaseSnapshot,
  type DatabaseSnapshot,
} from '../test-support/database-snapshot.js';
import {
  authorizationShape,
  headerValue,
  hostileJsonValue,
  hostileMultipart,
  hostileQuery,
  hostileQueryValue,
  hostileRawBody,
  hostileString,
  mutatedBody,
  propertyParameters,
  queryString,
  tokenRecipe,
  wrongTypeValue,
  type RawBody,
  hostileFields,
} from '../test-support/hostile-arbitraries.js';
import {
  authorizationHeader,
  buildToken,
  tokenIngredients,
  type TokenIngredients,
} from '../test-support/hostile-tokens.js';
import { prototypeIntegrity } from '../test-support/prototype-integrity.js';
import { jsonOf, rawClient, type RawClient, type RawResponse } from '../test-support/raw-http.js';
import { sendHostile, type HostileRequest } from '../test-support/hostile-request.js';
import { testDatabaseKinds } from '../test-support/test-database.js';
import { API_ROUTES } from './routes.js';
import { smallExportFile } from './account/test-support/export-file.js';
import {
  createRouteFixtures,
  routeCallOf,
  routeKey,
  strongCsv,
  validOwnFood,
  type RouteFixtures,
} from './test-support/route-calls.js';
import { startApiTestKit, type ApiTestKit, type TestUser } from './test-support/api-test-kit.js';
import {
  offProduct,
  startOffStub,
  type OffStub,
} from './nutrition/products/test-support/off-stub.js';
import { faceScanSample } from './scans/test-support/face-scan-samples.js';
import { reactionTimeTest } from './scans/test-support/finished-tests.js';

const RUNS_PER_ROUTE = 40;
const CREDENTIAL_RUNS = 150;
/** Each run signs a user up (a password hash): fewer runs. */
const SIGN_UP_RUNS = 25;

const fieldError = z.strictObject({
  loc: z.array(z.union([z.string(), z.number()])).min(1),
  msg: z.string().min(1),
  type: z.string().min(1),
});
const errorBody = z.strictObject({ detail: z.string().min(1) });
const validationErrorBody = z.strictObject({ detail: z.array(fieldError).min(1) });

/**
 * What a route's hostile requests are made of; its method, path and authentication are the table's,
 * and the body and path parameters it accepts are its call's (test-support/route-calls.ts): the
 * body is mutated one field at a time, and each parameter mixes the call's value with any UUID
 * and hostile text.
 */
interface ApiRouteCase {
  /** Plausible field values; hostile values are mixed in for every field. */
  fields?: Record<string, fc.Arbitrary<unknown>>;
  multipart?: true;
  queryNames?: readonly string[];
  /** The answer of a 2xx: its status and body shape. Without it a 2xx is a failure. */
  success?: { status: number; alsoStatus?: number; body?: z.ZodType };
  /** A 204 with no body is a success too (a check-in change that leaves nothing of it). */
  emptySuccess?: true;
  /** Values of the path's parameters, as they appear in the URL, where the call's value mixed
   * with any UUID and hostile text is not enough. */
  params?: (fixtures: RouteFixtures) => Record<string, fc.Arbitrary<string>>;
}

const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom('Ada Lovelace', '', ' '));
const personalInfo = fc.record(
  {
    full_name: text,
    phone: text,
    city: text,
    website: fc.constantFrom('https://example.com', 'javascript:alert(1)', ''),
    birth_date: fc.constantFrom('1990-01-01', '2999-01-01', '1990-13-45', ''),
    occupation: text,
  },
  { requiredKeys: [] },
);
const preferences = fc.record(
  {
    language: fc.constantFrom('en', 'es', 'fr'),
    timezone: fc.constantFrom('Europe/Madrid', 'America/Mexico_City', 'Mars/Olympus'),
    theme: fc.constantFrom('light', 'dark', 'system', 'neon'),
    notifications: fc.record({ email: fc.boolean(), push: fc.boolean() }, { requiredKeys: [] }),
  },
  { requiredKeys: [] },
);

/** A local date in a URL: a past day, today's far future, not a calendar day, or hostile text. */
const dateParam = fc.oneof(
  { arbitrary: fc.constantFrom('2026-01-06', '2025-12-31', '1900-01-01'), weight: 3 },
  { arbitrary: fc.constantFrom('2100-12-31', '2026-02-30', '2026-1-6', '20260106'), weight: 2 },
  { arbitrary: hostileQueryValue, weight: 2 },
);
const dateValue = fc.constantFrom(
  '2026-01-06',
  '2026-03-01',
  '2100-12-31',
  '2026-02-30',
  '',
  'today',
);
const idParam = (...ids: string[]) =>
  fc.oneof(
    { arbitrary: fc.constantFrom(...ids), weight: 3 },
    { arbitrary: fc.uuid(), weight: 1 },
    { arbitrary: hostileQueryValue, weight: 1 },
  );
const scale = fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constant(null), fc.double());
const frequency = fc.oneof(
  fc.constant({ type: 'daily' }),
  fc.record({ type: fc.constant('weekly'), times: fc.integer({ min: -1, max: 9 }) }),
  fc.record({ type: fc.constant('weekdays'), days: fc.array(fc.integer({ min: 0, max: 8 })) }),
  fc.record({ type: fc.constantFrom('monthly', '__proto__') }),
);

const diaryFields = {
  date: fc.constantFrom('2025-01-01', '2999-01-01', '2025-02-30', '1899-12-31', 'today', ''),
  title: text,
  body: fc.oneof(text, fc.constantFrom('Hoy medité', 'x'.repeat(20_001))),
  mood: fc.constantFrom(1, 5, 0, 6, 2.5, null),
  tags: fc.constantFrom(['calma'], [], ['a,b'], ['#x'], ['x'.repeat(31)], Array(11).fill('t')),
};

/** A finished reaction-time test as the web sends it. */
const reactionTime = reactionTimeTest();

/** Physical: a set's numbers around their bounds, exercise ids of every sort, a session. */
const setNumber = fc.oneof(
  fc.constantFrom(0, 5, 100, 1_000, 1_001, -1, 2.5, 86_400, 86_401, 1e9, null),
  fc.double(),
);
const exerciseIdValue = fc.oneof(
  fc.constantFrom('barbell-bench-press', 'plank', 'running', 'no-such', ''),
  fc.uuid(),
  hostileString,
);
const setFields = {
  id: fc.oneof(fc.uuid(), text),
  reps: setNumber,
  weight_kg: setNumber,
  rir: setNumber,
  warm_up: fc.oneof(fc.boolean(), text),
  duration_seconds: setNumber,
  distance_m: setNumber,
};
const setValue = fc.record(setFields, { requiredKeys: [] });
const instantValue = fc.constantFrom(
  '2026-03-02T10:00:00Z',
  '2026-03-02T10:00:00+02:00',
  '2026-03-03T10:00:01Z',
  '2026-03-02',
  '',
  'yesterday',
);
const workoutFields = {
  name: text,
  notes: fc.oneof(text, fc.constant('x'.repeat(1_001))),
  started_at: instantValue,
  finished_at: fc.oneof(instantValue, fc.constant(null)),
  routine_id: fc.oneof(fc.uuid(), text, fc.constant(null)),
  exercises: fc.array(
    fc.record(
      { exercise_id: exerciseIdValue, sets: fc.array(setValue, { maxLength: 4 }), notes: text },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
};
const exerciseFields = {
  name: fc.oneof(text, fc.constant('x'.repeat(101))),
  primary_muscles: fc.constantFrom([], ['chest'], ['chest', 'chest'], ['wings'], 'chest'),
  secondary_muscles: fc.constantFrom([], ['triceps'], ['chest'], [1]),
  equipment: fc.constantFrom('barbell', 'cable', 'spaceship', ''),
  kind: fc.constantFrom('weight_reps', 'reps', 'time', 'distance', 'vibes'),
};
const routineFields = {
  name: fc.oneof(text, fc.constant('x'.repeat(101))),
  notes: text,
  exercises: fc.array(
    fc.record(
      {
        exercise_id: exerciseIdValue,
        target_sets: setNumber,
        target_reps: setNumber,
        target_weight_kg: setNumber,
      },
      { requiredKeys: [] },
    ),
    { maxLength: 3 },
  ),
};
const measureValue = fc.oneof(fc.constantFrom(1, 20, 80, 300, 301, -1, null), fc.double());
const cognitiveFields = {
  kind: fc.constantFrom('reaction_time', 'number_memory', 'attention', 'processing_speed', 'face'),
  device: fc.constantFrom('keyboard', 'mouse', 'touch', 'pen', 'voice', ''),
  trials: fc.oneof(
    fc.constant(reactionTime.trials),
    fc.array(
      fc.record({
        wait_ms: fc.oneof(fc.double(), fc.constantFrom(1500, 4000, 1499, 4001)),
        response_ms: fc.oneof(fc.double(), fc.constantFrom(null, 99, 100, 5000, 5001, -5000)),
      }),
      { maxLength: 8 },
    ),
    fc.array(fc.record({ digits: text, answer: text }), { maxLength: 3 }),
  ),
  summary: fc.oneof(
    fc.constant(reactionTime.summary),
    fc.record({ median_ms: fc.double(), fastest_ms: fc.double() }),
    fc.record({ correct: fc.integer(), errors: fc.integer() }),
  ),
};

const faceScan = faceScanSample({ keepPoints: true });
const faceScanFields = {
  measurements: fc.oneof(
    fc.constant(faceScan.measurements),
    fc.record({
      thirds: fc.record({ upper: fc.double(), middle: fc.double(), lower: fc.double() }),
      symmetry: fc.double(),
      eye_spacing: fc.double(),
      jaw_width: fc.double(),
      width_height: fc.double(),
    }),
  ),
  pose: fc.oneof(
    fc.constant(faceScan.pose),
    fc.record({ yaw: fc.double(), pitch: fc.double(), roll: fc.double() }),
  ),
  landmarks: fc.oneof(
    fc.constant(faceScan.landmarks),
    fc.array(fc.tuple(fc.double(), fc.double(), fc.double()), { maxLength: 480 }),
    fc.constant(faceScan.landmarks!.slice(0, 477)),
  ),
};

const exportFile = smallExportFile();
const exportRecord = fc.oneof(
  fc.constant(exportFile.check_ins[0]),
  fc.record({ date: fc.constantFrom('2025-03-01', '2999-01-01', '2025-02-30', '') }),
);

/** Barcodes the Open Food Facts stand-in knows (a product each), and one with a wrong digit. */
const KNOWN_BARCODES = ['3017624010701', '036000291452', '96385074'];
const barcodeParam = fc.oneof(
  { arbitrary: fc.constantFrom(...KNOWN_BARCODES), weight: 3 },
  { arbitrary: fc.constantFrom('3017624010702', '12345', '0'.repeat(32), ''), weight: 1 },
  { arbitrary: hostileQueryValue, weight: 1 },
);
const per100Value = fc.oneof(
  fc.constantFrom(0, 12.5, 100, 100.1, -1, 901, null),
  fc.double(),
  wrongTypeValue,
);
const per100 = fc.oneof(
  fc.constant(validOwnFood.per_100),
  fc.record({
    energy_kcal: per100Value,
    fat_g: per100Value,
    saturated_fat_g: per100Value,
    carbohydrate_g: per100Value,
    sugars_g: per100Value,
    fibre_g: per100Value,
    protein_g: per100Value,
    salt_g: per100Value,
  }),
);
const ownFoodFields = {
  name: fc.oneof(text, fc.constantFrom('x'.repeat(201))),
  brand: fc.oneof(text, fc.constant(null)),
  basis: fc.constantFrom('g', 'ml', 'kg', ''),
  per_100: per100,
  servings: fc.oneof(
    fc.constant([]),
    fc.array(fc.record({ label: text, size: fc.constantFrom(1, 30, 0, -5, 5001, 2.5) }), {
      maxLength: 14,
    }),
  ),
  barcode: fc.constantFrom('3017624010701', '3017624010702', null, '', 'abc'),
};
const foodRefValue = fc.oneof(
  fc.constant({ source: 'library', id: '09003' }),
  fc.record({
    source: fc.constantFrom('own', 'library', 'product', 'usda'),
    id: fc.oneof(
      fc.constantFrom('09003', '99999', '3017624010701', '3017624010702'),
      fc.uuid(),
      hostileString,
    ),
  }),
);
const diaryItemFields = {
  meal: fc.constantFrom('breakfast', 'lunch', 'dinner', 'snacks', 'brunch', ''),
  food: foodRefValue,
  unit: fc.constantFrom('g', 'ml', 'serving', 'kg'),
  quantity: fc.oneof(fc.constantFrom(1, 150, 5000, 5001, 0, -1, 1e9), fc.double()),
  serving_id: fc.constantFrom('w1', 's1', 'serving', 'w99', null, ''),
  scanned: fc.oneof(fc.boolean(), wrongTypeValue),
};
const targetInputs = fc.record(
  {
    sex: fc.constantFrom('female', 'male', 'other'),
    birth_date: fc.constantFrom('1981-01-01', '2015-01-01', '2999-01-01', '1981-02-30'),
    height_cm: fc.constantFrom(165, 99, 251, -1),
    weight_kg: fc.constantFrom(70, null, 19, 401),
    activity: fc.constantFrom('sedentary', 'extra', 'lazy'),
    goal: fc.constantFrom('lose', 'keep', 'gain', 'fast'),
    rate_kg_per_week: fc.constantFrom(0, 0.5, 1, 1.5, -0.5),
    macro_pattern: fc.constantFrom('balanced', 'higher_protein', 'keto'),
  },
  { requiredKeys: [] },
);

const ROUTE_CASES: Record<string, ApiRouteCase> = {
  'GET /account/export/:dataset.csv': {
    params: () => ({
      dataset: fc.oneof(
        { arbitrary: fc.constantFrom('check-ins', 'habit-marks', 'diary', 'users'), weight: 3 },
        { arbitrary: hostileQueryValue, weight: 1 },
      ),
    }),
    success: { status: 200 },
  },
  'POST /account/import': {
    fields: {
      format: fc.constantFrom('ascend-export', 'other'),
      version: fc.constantFrom(1, 2, 3),
      check_ins: fc.array(exportRecord, { maxLength: 3 }),
      habits: fc.array(fc.record({ id: fc.uuid(), name: text }), { maxLength: 2 }),
      habit_marks: fc.array(fc.record({ habit_id: fc.uuid(), date: text }), { maxLength: 2 }),
      diary_entries: fc.array(fc.record({ id: fc.uuid(), body: text }), { maxLength: 2 }),
    },
    success: { status: 200, body: accountImportResultSchema },
  },
  'GET /diary': {
    queryNames: ['from', 'to', 'q', 'mood', 'tag', 'limit', 'cursor'],
    success: { status: 200, body: diaryPageSchema },
  },
  'POST /diary': {
    fields: diaryFields,
    success: { status: 201, body: diaryEntrySchema },
  },
  'GET /diary/tags': { success: { status: 200, body: diaryTagListSchema } },
  'GET /diary/:id': {
    success: { status: 200, body: diaryEntrySchema },
  },
  'PATCH /diary/:id': {
    fields: diaryFields,
    success: { status: 200, body: diaryEntrySchema },
  },
  'DELETE /diary/:id': {
    success: { status: 204 },
  },
  'GET /scans': { success: { status: 200, body: scansHubSchema } },
  'POST /scans/cognitive': {
    fields: cognitiveFields,
    success: { status: 201, body: cognitiveResultSchema },
  },
  'GET /scans/cognitive': {
    queryNames: ['kind', 'limit', 'cursor'],
    success: { status: 200, body: cognitiveResultPageSchema },
  },
  'GET /scans/cognitive/:id': {
    success: { status: 200, body: cognitiveResultSchema },
  },
  'DELETE /scans/cognitive/:id': {
    success: { status: 204 },
  },
  'GET /physical/exercises': {
    queryNames: ['q', 'muscle', 'equipment', 'kind', 'source'],
    success: { status: 200, body: exerciseListSchema },
  },
  'POST /physical/exercises': {
    fields: exerciseFields,
    success: { status: 201, body: exerciseSchema },
  },
  'PUT /physical/exercises/:id': {
    fields: exerciseFields,
    params: ({ userExerciseId }) => ({ id: idParam(userExerciseId, 'barbell-bench-press') }),
    success: { status: 200, body: exerciseSchema },
  },
  'DELETE /physical/exercises/:id': {
    success: { status: 204 },
  },
  'GET /physical/exercises/:id/history': {
    queryNames: ['from', 'to'],
    params: () => ({ id: idParam('barbell-bench-press', 'plank') }),
    success: { status: 200, body: exerciseHistorySchema },
  },
  'GET /physical/workouts': {
    queryNames: ['limit', 'cursor'],
    success: { status: 200, body: workoutPageSchema },
  },
  'GET /physical/workouts/:id': {
    success: { status: 200, body: workoutSchema },
  },
  'PUT /physical/workouts/:id': {
    fields: workoutFields,
    // The fixture's id is replaced (200), a new one creates (201).
    success: { status: 200, alsoStatus: 201, body: workoutSchema },
  },
  'DELETE /physical/workouts/:id': {
    success: { status: 204 },
  },
  'POST /physical/workouts/:id/sets': {
    fields: { ...setFields, exercise_id: exerciseIdValue, entry_id: fc.oneof(fc.uuid(), text) },
    success: { status: 201, body: setLoggedSchema },
  },
  'GET /physical/routines': { success: { status: 200, body: routineListSchema } },
  'POST /physical/routines': {
    fields: routineFields,
    success: { status: 201, body: routineSchema },
  },
  'GET /physical/routines/:id': {
    success: { status: 200, body: routineSchema },
  },
  'PUT /physical/routines/:id': {
    fields: routineFields,
    success: { status: 200, body: routineSchema },
  },
  'DELETE /physical/routines/:id': {
    success: { status: 204 },
  },
  'GET /physical/records': { success: { status: 200, body: personalRecordListSchema } },
  'GET /physical/volume': {
    queryNames: ['from', 'to'],
    success: { status: 200, body: weeklyVolumeSchema },
  },
  'GET /physical/measurements': {
    queryNames: ['from', 'to'],
    success: { status: 200, body: measurementListSchema },
  },
  'PUT /physical/measurements/:date': {
    fields: {
      weight_kg: measureValue,
      waist_cm: measureValue,
      hips_cm: measureValue,
      arm_cm: measureValue,
      body_fat_pct: measureValue,
    },
    params: () => ({ date: dateParam }),
    success: { status: 200, body: measurementSchema },
  },
  'DELETE /physical/measurements/:date': {
    params: () => ({ date: dateParam }),
    success: { status: 204 },
  },
  'POST /physical/import': {
    fields: {
      csv: fc.oneof(
        text,
        fc.constantFrom(strongCsv, 'title,start_time\n', 'a;b;c\n1;2;3', '"unclosed\n'),
        hostileString,
      ),
      format: fc.constantFrom('strong', 'hevy', 'fitbod'),
      weight_unit: fc.constantFrom('kg', 'lb', 'stone'),
    },
    success: { status: 200, body: importReportSchema },
  },
  'GET /nutrition/foods': {
    queryNames: ['q', 'lang', 'limit'],
    success: { status: 200, body: foodSearchResultSchema },
  },
  'GET /nutrition/foods/own': {
    queryNames: ['q', 'cursor', 'limit'],
    success: { status: 200, body: ownFoodListSchema },
  },
  'POST /nutrition/foods': {
    fields: ownFoodFields,
    success: { status: 201, body: ownFoodSchema },
  },
  'PUT /nutrition/foods/own/:id': {
    fields: ownFoodFields,
    success: { status: 200, body: ownFoodSchema },
  },
  'DELETE /nutrition/foods/own/:id': {
    success: { status: 204 },
  },
  'GET /nutrition/foods/:source/:id': {
    params: ({ ownFoodId }) => ({
      source: fc.constantFrom('own', 'library', 'product', 'usda'),
      id: idParam(ownFoodId, '09003', '3017624010701'),
    }),
    queryNames: ['lang'],
    success: { status: 200, body: foodSchema },
  },
  'PUT /nutrition/favourites/:source/:id': {
    params: ({ ownFoodId }) => ({
      source: fc.constantFrom('own', 'library', 'product', 'usda'),
      id: idParam(ownFoodId, '09003', '3017624010701'),
    }),
    success: { status: 204 },
  },
  'DELETE /nutrition/favourites/:source/:id': {
    params: ({ ownFoodId }) => ({
      source: fc.constantFrom('own', 'library', 'product', 'usda'),
      id: idParam(ownFoodId, '09003', '3017624010701'),
    }),
    success: { status: 204 },
  },
  'GET /nutrition/diary/:date': {
    params: () => ({ date: dateParam }),
    queryNames: ['lang'],
    success: { status: 200, body: diaryDaySchema },
  },
  'POST /nutrition/diary/:date/items': {
    params: () => ({ date: dateParam }),
    queryNames: ['lang'],
    fields: diaryItemFields,
    success: { status: 201, body: diaryItemSchema },
  },
  'PATCH /nutrition/diary/items/:id': {
    queryNames: ['lang'],
    fields: { ...diaryItemFields, date: dateValue },
    success: { status: 200, body: diaryItemSchema },
  },
  'DELETE /nutrition/diary/items/:id': {
    success: { status: 204 },
  },
  'POST /nutrition/diary/:date/meals/:meal/copy': {
    params: () => ({
      date: dateParam,
      meal: fc.oneof(fc.constantFrom('breakfast', 'lunch', 'brunch'), hostileQueryValue),
    }),
    queryNames: ['lang'],
    fields: {
      from_date: dateValue,
      from_meal: fc.constantFrom('breakfast', 'lunch', 'dinner', 'snacks', 'brunch', null),
    },
    success: { status: 200, body: diaryDaySchema },
  },
  'GET /nutrition/totals': {
    queryNames: ['from', 'to'],
    success: { status: 200, body: nutritionTotalsSchema },
  },
  'GET /nutrition/targets': { success: { status: 200, body: targetsStateSchema } },
  'PUT /nutrition/targets': {
    fields: {
      inputs: fc.oneof(fc.constant(null), targetInputs),
      custom: fc.oneof(
        fc.constant(null),
        fc.record({
          energy_kcal: fc.constantFrom(1500, 499, 10_001, 2.5),
          protein_g: fc.constantFrom(100, -1),
          carbohydrate_g: fc.constantFrom(200, 2_001),
          fat_g: fc.constantFrom(60, 1.5),
        }),
      ),
    },
    success: { status: 200, body: targetsStateSchema },
  },
  'GET /products': { success: { status: 200, body: productServiceSchema } },
  'GET /products/:barcode': {
    params: () => ({ barcode: barcodeParam }),
    success: { status: 200, body: productLookupSchema },
  },
  'POST /scans/face': {
    fields: faceScanFields,
    success: { status: 201, body: faceScanSchema },
  },
  'GET /scans/face': {
    queryNames: ['limit', 'cursor'],
    success: { status: 200, body: faceScanPageSchema },
  },
  'GET /scans/face/:id': {
    success: { status: 200, body: faceScanSchema },
  },
  'DELETE /scans/face/:id': {
    success: { status: 204 },
  },
  'GET /league': {
    queryNames: ['week', 'limit', 'cursor'],
    success: { status: 200, body: leaguePageSchema },
  },
  'GET /league/me': { success: { status: 200, body: leagueStandingSchema } },
  'PUT /league/membership': {
    fields: {
      display_name: fc.oneof(
        text,
        fc.constantFrom('', ' ', 'x'.repeat(41), 'Ada\u0000', 'A\u202Eb', '<b>Ada</b>'),
      ),
    },
    success: { status: 200, body: leagueMembershipSchema },
  },
  'DELETE /league/membership': { success: { status: 204 } },
  'GET /settings': { success: { status: 200, body: userSettingsSchema } },
  'PUT /settings': {
    fields: { personal_info: personalInfo, preferences },
    success: { status: 200, body: userSettingsSchema },
  },
  'GET /settings/personal': { success: { status: 200, body: personalInfoSchema } },
  'GET /settings/preferences': { success: { status: 200, body: userPreferencesSchema } },
  'POST /settings/reset': {
    fields: { preferences },
    success: { status: 200, body: userSettingsSchema },
  },
  'POST /contact': {
    fields: {
      name: text,
      email: fc.constantFrom('visitor@example.com', 'not-an-email'),
      subject: text,
      message: text,
    },
    success: { status: 202, body: z.strictObject({ id: z.string().min(1) }) },
  },
  'PUT /avatar': {
    multipart: true,
    success: { status: 200, body: z.strictObject({ avatar_url: z.url() }) },
  },
  'DELETE /avatar': { success: { status: 204 } },
  'GET /avatar/:userId': { queryNames: ['v'], success: { status: 200 } },
  'GET /account/export': {
    success: { status: 200, body: z.looseObject({ user: z.looseObject({ id: z.uuid() }) }) },
  },
  'DELETE /account': {
    // Never the right password: the account must survive every hostile request.
    fields: { password: fc.constantFrom('wrong-password', 'correct-horse-8') },
  },
  'GET /check-ins': {
    queryNames: ['from', 'to'],
    success: { status: 200, body: checkInListSchema },
  },
  'PUT /check-ins/:date': {
    params: () => ({ date: dateParam }),
    fields: {
      mood: scale,
      sleep_hours: fc.oneof(fc.double(), fc.constant(null)),
      steps: fc.oneof(fc.integer(), fc.constant(null)),
      weight_kg: fc.oneof(fc.double(), fc.constant(null)),
      note: fc.oneof(text, fc.constant(null)),
    },
    success: { status: 200, body: checkInSchema },
    emptySuccess: true,
  },
  'DELETE /check-ins/:date': { params: () => ({ date: dateParam }), success: { status: 204 } },
  'GET /habits': {
    queryNames: ['include_archived'],
    success: { status: 200, body: habitListSchema },
  },
  'POST /habits': {
    fields: {
      name: text,
      kind: fc.constantFrom('boolean', 'measurable', 'both'),
      target: fc.oneof(fc.double(), fc.integer()),
      unit: text,
      frequency,
      start_date: dateValue,
    },
    success: { status: 201, body: habitSchema },
  },
  'PATCH /habits/:id': {
    fields: {
      name: text,
      description: fc.oneof(text, fc.constant(null)),
      target: fc.double(),
      frequency,
      archived: fc.boolean(),
    },
    success: { status: 200, body: habitSchema },
  },
  'DELETE /habits/:id': {
    success: { status: 204 },
  },
  'PUT /habits/order': {
    fields: { ids: fc.array(fc.oneof(fc.uuid(), text), { maxLength: 5 }) },
    success: { status: 200, body: habitListSchema },
  },
  'POST /habits/:id/pauses': {
    params: ({ habitId, archivedHabitId }) => ({ id: idParam(habitId, archivedHabitId) }),
    fields: { from: dateValue, to: dateValue },
    success: { status: 201, body: habitPauseSchema },
  },
  'DELETE /habits/:id/pauses/:pauseId': {
    success: { status: 204 },
  },
  'PUT /habits/:id/marks/:date': {
    params: ({ habitId, archivedHabitId }) => ({
      id: idParam(habitId, archivedHabitId),
      date: dateParam,
    }),
    fields: { status: fc.constantFrom('done', 'skipped', 'value', 'maybe'), value: fc.double() },
    success: { status: 200, body: habitMarkSchema },
  },
  'DELETE /habits/:id/marks/:date': {
    params: ({ habitId, archivedHabitId }) => ({
      id: idParam(habitId, archivedHabitId),
      date: dateParam,
    }),
    success: { status: 204 },
  },
  'GET /habit-marks': {
    queryNames: ['from', 'to'],
    success: { status: 200, body: habitMarkListSchema },
  },
  'GET /overview': { queryNames: ['metric'], success: { status: 200, body: overviewSchema } },
  'GET /insights': { success: { status: 200, body: insightsSchema } },
  'GET /progress': { success: { status: 200, body: progressSchema } },
  'POST /progress/achievements/seen': {
    fields: {
      keys: fc.oneof(
        fc.constant(['first_check_in', 'check_in_streak_7']),
        fc.array(fc.constantFrom('first_check_in', 'level_5', 'no_such_key', 'A-B', ''), {
          maxLength: 60,
        }),
      ),
    },
    success: { status: 204 },
  },
};

function jsonBody(
  fields: Record<string, fc.Arbitrary<unknown>>,
  valid?: unknown,
): fc.Arbitrary<RawBody> {
  const mixed = hostileFields(fields);
  const accepted = valid !== null && typeof valid === 'object' ? valid : undefined;
  return hostileRawBody(
    accepted
      ? fc.oneof(mixed, mutatedBody(fc.constant(accepted as Record<string, unknown>)))
      : mixed,
  );
}

describe.each(testDatabaseKinds())('the product API under hostile input on %s', (kind) => {
  let kit: ApiTestKit;
  let raw: RawClient;
  let db: Kysely<never>;
  let user: TestUser;
  let image: Uint8Array;
  let ingredients: TokenIngredients;
  let before: DatabaseSnapshot;
  let fixtures: RouteFixtures;
  let nextIp = 1;
  let offStub: OffStub;
  const prototypes = prototypeIntegrity();
  /** Every request from its own address, so the contact form's per-IP limit stays out of the way. */
  const freshIp = () => {
    nextIp += 1;
    return `10.${(nextIp >> 16) & 255}.${(nextIp >> 8) & 255}.${nextIp & 255}`;
  };

  beforeAll(async () => {
    // Open Food Facts' stand-in knows every barcode of the product route's valid cases.
    offStub = await startOffStub();
    for (const code of KNOWN_BARCODES) {
      offStub.answers.set(code, { kind: 'product', product: offProduct() });
    }
    kit = await startApiTestKit(kind, { TRUST_PROXY: 'true', OFF_BASE_URL: offStub.url });
    raw = rawClient(kit.url);
    db = kit.auth.server.app.database.db as unknown as Kysely<never>;
    user = await kit.signUp({ language: 'en' });
    // The settings row exists from here on, so a read is never the first (writing) one.
    expect((await kit.api('/settings', { token: user.accessToken })).status).toBe(200);
    image = await sharp({
      create: { width: 4, height: 4, channels: 3, background: { r: 200, g: 30, b: 30 } },
    })
      .png()
      .toBuffer();
    ingredients = await tokenIngredients(kit.auth.server.app.signingKeys, user.accessToken);
    fixtures = await createRouteFixtures(kit, user.accessToken);
    // Products are cached before the hostile requests, which must not change the database.
    for (const code of KNOWN_BARCODES) {
      expect((await kit.api(`/products/${code}`, { token: user.accessToken })).status).toBe(200);
    }
    before = await databaseSnapshot(db);
  }, 60_000);

  afterAll(async () => {
    raw?.close();
    await kit?.close();
    await offStub?.close();
  });

  async function expectSafeAnswer(
    request: HostileRequest,
    success: ApiRouteCase['success'],
    emptySuccess?: true,
  ): Promise<RawResponse> {
    const { response, body, where } = await sendHostile(raw, {
      ...request,
      headers: { 'x-forwarded-for': freshIp(), ...request.headers },
    });
    const after = await databaseSnapshot(db);
    if (response.status >= 400) {
      const shape = response.status === 422 ? validationErrorBody : errorBody;
      expect(shape.safeParse(body).success, where).toBe(true);
      if (response.status === 401)
        expect(response.headers['www-authenticate'], where).toBe('Bearer');
      expect(changedTables(before, after), where).toEqual([]);
    } else if (response.status === 304) {
      expect(request.method, where).toBe('GET');
    } else if (response.status === 204 && success?.status !== 204 && emptySuccess) {
      expect(response.text, where).toBe('');
    } else {
      expect(
        [success?.status, success?.alsoStatus],
        `${where}: a success where only an error is right`,
      ).toContain(response.status);
      if (success?.body) {
        const parsed = success.body.safeParse(body);
        expect(parsed.success, `${where}: ${parsed.error?.message ?? ''}`).toBe(true);
      }
      if (response.status === 204) expect(response.text, where).toBe('');
    }
    before = after;
    return response;
  }

  it('every route of the route table has a hostile-input case', () => {
    const missing = API_ROUTES.map(routeKey).filter((key) => !(key in ROUTE_CASES));
    expect(missing).toEqual([]);
  });

  it.each(API_ROUTES.map((route) => [routeKey(route), route] as const))(
    '%s: hostile bodies, query strings and headers get a 4xx {detail} and change nothing',
    async (key, route) => {
      const routeCase = ROUTE_CASES[key]!;
      const call = routeCallOf(route);
      // The accepted body is mutated one field at a time; never the one that ends the account.
      const accepted = call.destroys ? undefined : call.json;
      const body: fc.Arbitrary<RawBody | null> = routeCase.multipart
        ? hostileMultipart(image)
        : routeCase.fields
          ? fc.option(jsonBody(routeCase.fields, accepted), { freq: 8, nil: null })
          : route.method === 'GET'
            ? fc.constant(null)
            : fc.option(jsonBody({}), { nil: null });
      // Every `:name` of the path: the call's value, any UUID or hostile text unless the case says.
      const paramArbitraries = routeCase.params?.(fixtures) ?? {};
      const callParams = call.params?.(fixtures, user.id) ?? {};
      const params = fc.record(
        Object.fromEntries(
          [...route.url.matchAll(/:(\w+)/g)].map(([, name]) => [
            name!,
            paramArbitraries[name!] ?? idParam(callParams[name!]!),
          ]),
        ),
      );
      await fc.assert(
        fc.asyncProperty(
          body,
          hostileQuery(routeCase.queryNames ?? []),
          params,
          fc.record(
            {
              'accept-language': headerValue,
              'if-none-match': headerValue,
              'user-agent': headerValue,
            },
            { requiredKeys: [] },
          ),
          async (rawBody, query, values, extra) => {
            const url = route.url.replace(/:(\w+)/g, (_, name: string) => values[name]!);
            const path = `/api/v1${url}${queryString(query)}`;
            await expectSafeAnswer(
              {
                method: route.method,
                path,
                headers: {
                  ...extra,
                  ...(route.auth === 'user' ? { authorization: `Bearer ${user.accessToken}` } : {}),
                },
                ...(rawBody ? { body: rawBody } : {}),
              },
              routeCase.success,
              routeCase.emptySuccess,
            );
          },
        ),
        propertyParameters(RUNS_PER_ROUTE),
      );
    },
    120_000,
  );

  it('forged, broken and misplaced tokens on every protected route are a 401 and change nothing', async () => {
    const protectedRoutes = API_ROUTES.filter((route) => route.auth === 'user');
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...protectedRoutes),
        tokenRecipe,
        authorizationShape,
        async (route, recipe, shape) => {
          const token = await buildToken(recipe, ingredients);
          const response = await expectSafeAnswer(
            {
              method: route.method,
              path: `/api/v1${route.url}`,
              headers: authorizationHeader(shape, token),
              ...(route.method === 'PUT' || route.method === 'POST'
                ? {
                    body: {
                      contentType: 'application/json',
                      bytes: new TextEncoder().encode('{"preferences":{"theme":"dark"}}'),
                      label: recipe.kind,
                    },
                  }
                : {}),
            },
            undefined,
          );
          expect(response.status, `${recipe.kind} on ${routeKey(route)}`).toBe(401);
        },
      ),
      propertyParameters(CREDENTIAL_RUNS),
    );
  }, 120_000);

  it('a new account whose sign-up metadata is hostile still reads valid default settings', async () => {
    // The defaults come from the token's user_metadata, which the visitor chose at sign-up.
    const metadataValue = fc.oneof(hostileString, wrongTypeValue, hostileJsonValue);
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            language: metadataValue,
            locale: metadataValue,
            timezone: metadataValue,
            theme: metadataValue,
          },
          { requiredKeys: [] },
        ),
        async (metadata) => {
          const signUp = await raw.send({
            method: 'POST',
            path: '/auth/v1/signup',
            headers: { 'content-type': 'application/json', 'x-forwarded-for': freshIp() },
            body: new TextEncoder().encode(
              JSON.stringify({
                email: `newcomer-${randomUUID().slice(0, 8)}@example.com`,
                password: 'correct-horse-9',
                data: metadata,
              }),
            ),
          });
          expect(signUp.status, signUp.text.slice(0, 300)).toBeLessThan(500);
          const after = await databaseSnapshot(db);
          if (signUp.status >= 400) {
            // Refused at sign-up (a NUL, say): nothing stored, nothing to read.
            expect(changedTables(before, after)).toEqual([]);
            return;
          }
          before = after;
          const { access_token: token } = jsonOf(signUp) as { access_token: string };
          await expectSafeAnswer(
            {
              method: 'GET',
              path: '/api/v1/settings',
              headers: { authorization: `Bearer ${token}` },
            },
            { status: 200, body: userSettingsSchema },
          );
        },
      ),
      propertyParameters(SIGN_UP_RUNS),
    );
  }, 120_000);

  it('leaves Object.prototype untouched', () => {
    expect(prototypes.changes()).toEqual([]);
  });
});
