/**
 * Every /api/v1 route in one place, with its authentication requirement, its second-factor
 * assurance and its rate limits: the product API's security posture at a glance, as
 * auth/routes.ts is the auth service's. api-plugin.ts mounts this table and nothing else (a route
 * not listed here cannot be mounted), and the route-walking tests read it.
 *
 * `auth: 'user'` routes require a second factor of users who have one (`aal2-if-enrolled`, see
 * http/authenticate.ts) unless they say `assurance: 'aal1'`; none does.
 */
import { ACCOUNT_IMPORT_MAX_BYTES, PHYSICAL_LIMITS } from '@ascend/contracts';
import {
  deleteAccount,
  exportAccountData,
  exportDatasetCsv,
  importAccountData,
} from './account/account-routes.js';
import { removeAvatar, serveAvatar, uploadAvatar } from './avatar/avatar-routes.js';
import { sendContactMessage } from './contact/contact-routes.js';
import type { ApiRateLimit, ApiRoute } from './http/api-route.js';
import {
  readPersonalInfo,
  readPreferences,
  readSettings,
  resetPreferences,
  updateSettings,
} from './settings/settings-routes.js';
import {
  deleteCheckIn,
  listCheckIns,
  upsertCheckIn,
} from './tracking/check-ins/check-ins-routes.js';
import {
  deleteHabitMark,
  listHabitMarks,
  putHabitMark,
} from './tracking/habits/habit-marks-routes.js';
import { createHabitPause, deleteHabitPause } from './tracking/habits/habit-pauses-routes.js';
import {
  createHabit,
  deleteHabit,
  listHabits,
  reorderHabits,
  updateHabit,
} from './tracking/habits/habits-routes.js';
import { readOverview } from './tracking/overview/overview-routes.js';
import {
  createDiaryEntry,
  deleteDiaryEntry,
  listDiaryEntries,
  listDiaryTags,
  readDiaryEntry,
  updateDiaryEntry,
} from './tracking/diary/diary-routes.js';
import {
  createCognitiveResult,
  deleteCognitiveResult,
  listCognitiveResults,
  readCognitiveResult,
} from './scans/cognitive-results-routes.js';
import { readScansHub } from './scans/scans-hub-route.js';
import {
  createFaceScan,
  deleteFaceScan,
  listFaceScans,
  readFaceScan,
} from './scans/face-scans-routes.js';
import { readInsights } from './insights/insights-routes.js';
import { markAchievementsSeenRoute, readProgress } from './progress/progress-routes.js';
import { joinLeague, leaveLeague, listLeague, readOwnStanding } from './league/league-routes.js';
import {
  createExercise,
  deleteExercise,
  listExercises,
  updateExercise,
} from './physical/exercises-routes.js';
import {
  deleteWorkout,
  listWorkouts,
  logWorkoutSet,
  putWorkout,
  readWorkout,
} from './physical/workouts-routes.js';
import {
  createRoutine,
  deleteRoutine,
  listRoutines,
  readRoutine,
  updateRoutine,
} from './physical/routines-routes.js';
import {
  deleteMeasurement,
  listMeasurements,
  listPersonalRecords,
  putMeasurement,
  readExerciseHistory,
  readWeeklyVolume,
} from './physical/figures-routes.js';
import { importWorkoutsCsv } from './physical/csv-import/import-route.js';
import { NUTRITION_ROUTES } from '@ascend/contracts';
import {
  createOwnFood,
  deleteOwnFood,
  listOwnFoods,
  markFavourite,
  readFood,
  searchFoods,
  unmarkFavourite,
  updateOwnFood,
} from './nutrition/foods/foods-routes.js';
import {
  addDiaryItem,
  copyMeal,
  deleteDiaryItem,
  readDiaryDay,
  readNutritionTotals,
  updateDiaryItem,
} from './nutrition/diary/diary-routes.js';
import { readTargets, writeTargets } from './nutrition/targets/targets-routes.js';
import { lookUpProduct, readProductService } from './nutrition/products/products-routes.js';

const perIp = (max: number, windowMinutes: number): ApiRateLimit => ({
  per: 'ip',
  max,
  windowMinutes,
});
const perUser = (max: number, windowMinutes: number): ApiRateLimit => ({
  per: 'user',
  max,
  windowMinutes,
});
/**
 * Every signed-in write counts against this per-user budget, shared by all of them; a write route
 * with a stricter limit of its own (avatar upload, account deletion) keeps that one instead.
 */
const WRITES: ApiRateLimit = { per: 'user', budget: 'writes' };
/**
 * A diary entry of 20,000 characters (DIARY_BODY_MAX_LENGTH) fits in any script, even with every
 * character written as a JSON escape (6 bytes), with its title and tags.
 */
const DIARY_ENTRY_BODY_LIMIT = 128 * 1024;
/**
 * A whole session of 200 sets, each with its ids and every field, and the notes of 50 entries of
 * 1,000 characters each written as JSON escapes: well under this.
 */
const WORKOUT_BODY_LIMIT = 512 * 1024;
/** A 10 MB CSV as a JSON string: its quotes and line ends escaped can double it, at worst. */
const PHYSICAL_IMPORT_BODY_LIMIT = 2 * PHYSICAL_LIMITS.importMaxBytes + 64 * 1024;

export const API_ROUTES: readonly ApiRoute[] = [
  // The signed-in user's settings (GET and PUT are the product's hottest paths)
  { method: 'GET', url: '/settings', auth: 'user', rateLimits: [], ...readSettings },
  { method: 'PUT', url: '/settings', auth: 'user', rateLimits: [WRITES], ...updateSettings },
  { method: 'GET', url: '/settings/personal', auth: 'user', rateLimits: [], ...readPersonalInfo },
  { method: 'GET', url: '/settings/preferences', auth: 'user', rateLimits: [], ...readPreferences },
  {
    method: 'POST',
    url: '/settings/reset',
    auth: 'user',
    rateLimits: [WRITES],
    ...resetPreferences,
  },

  // Avatars; each upload is decoded and re-encoded: plenty for a person, a ceiling for a script.
  // Serving is public: the URL is shown with a plain <img>, which cannot send a token, and user
  // ids are unguessable.
  { method: 'PUT', url: '/avatar', auth: 'user', rateLimits: [perUser(20, 10)], ...uploadAvatar },
  { method: 'DELETE', url: '/avatar', auth: 'user', rateLimits: [WRITES], ...removeAvatar },
  { method: 'GET', url: '/avatar/:userId', auth: 'public', rateLimits: [], ...serveAvatar },

  // The account: one download of its data, and deletion (password guesses limited per user)
  { method: 'GET', url: '/account/export', auth: 'user', rateLimits: [], ...exportAccountData },
  {
    method: 'DELETE',
    url: '/account',
    auth: 'user',
    rateLimits: [perUser(5, 10)],
    ...deleteAccount,
  },

  // Each tracking dataset as CSV; and the import of a download into an account without tracking
  // records: a file of up to 10 MB of small records, read only after the token is checked and the
  // per-user limit counted (route-table.ts), a few times an hour.
  {
    method: 'GET',
    url: '/account/export/:dataset.csv',
    auth: 'user',
    rateLimits: [],
    ...exportDatasetCsv,
  },
  {
    method: 'POST',
    url: '/account/import',
    auth: 'user',
    rateLimits: [perUser(5, 60)],
    bodyLimit: ACCOUNT_IMPORT_MAX_BYTES,
    maxJsonKeys: 1_000_000,
    ...importAccountData,
  },

  // The contact form, for visitors: enough for one who retries, too few for a spammer
  {
    method: 'POST',
    url: '/contact',
    auth: 'public',
    rateLimits: [perIp(5, 10)],
    ...sendContactMessage,
  },

  // Daily tracking (self-optimisation.md): check-ins by local date, habits with their pauses and
  // marks. Ranges are bounded (two years a read); every write shares the per-user budget.
  { method: 'GET', url: '/check-ins', auth: 'user', rateLimits: [], ...listCheckIns },
  { method: 'PUT', url: '/check-ins/:date', auth: 'user', rateLimits: [WRITES], ...upsertCheckIn },
  {
    method: 'DELETE',
    url: '/check-ins/:date',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteCheckIn,
  },
  { method: 'GET', url: '/habits', auth: 'user', rateLimits: [], ...listHabits },
  { method: 'POST', url: '/habits', auth: 'user', rateLimits: [WRITES], ...createHabit },
  { method: 'PATCH', url: '/habits/:id', auth: 'user', rateLimits: [WRITES], ...updateHabit },
  { method: 'DELETE', url: '/habits/:id', auth: 'user', rateLimits: [WRITES], ...deleteHabit },
  { method: 'PUT', url: '/habits/order', auth: 'user', rateLimits: [WRITES], ...reorderHabits },
  {
    method: 'POST',
    url: '/habits/:id/pauses',
    auth: 'user',
    rateLimits: [WRITES],
    ...createHabitPause,
  },
  {
    method: 'DELETE',
    url: '/habits/:id/pauses/:pauseId',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteHabitPause,
  },
  {
    method: 'PUT',
    url: '/habits/:id/marks/:date',
    auth: 'user',
    rateLimits: [WRITES],
    ...putHabitMark,
  },
  {
    method: 'DELETE',
    url: '/habits/:id/marks/:date',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteHabitMark,
  },
  { method: 'GET', url: '/habit-marks', auth: 'user', rateLimits: [], ...listHabitMarks },
  // The dashboard's overview: every figure in one read.
  { method: 'GET', url: '/overview', auth: 'user', rateLimits: [], ...readOverview },
  // The diary (tracking/diary/): entries with mood and tags, listed newest first and searched
  { method: 'GET', url: '/diary', auth: 'user', rateLimits: [], ...listDiaryEntries },
  {
    method: 'POST',
    url: '/diary',
    auth: 'user',
    rateLimits: [WRITES],
    bodyLimit: DIARY_ENTRY_BODY_LIMIT,
    ...createDiaryEntry,
  },
  { method: 'GET', url: '/diary/tags', auth: 'user', rateLimits: [], ...listDiaryTags },
  { method: 'GET', url: '/diary/:id', auth: 'user', rateLimits: [], ...readDiaryEntry },
  {
    method: 'PATCH',
    url: '/diary/:id',
    auth: 'user',
    rateLimits: [WRITES],
    bodyLimit: DIARY_ENTRY_BODY_LIMIT,
    ...updateDiaryEntry,
  },
  { method: 'DELETE', url: '/diary/:id', auth: 'user', rateLimits: [WRITES], ...deleteDiaryEntry },
  // Scans (scans/): the hub of every kind, and the cognitive tests' results with raw trials
  { method: 'GET', url: '/scans', auth: 'user', rateLimits: [], ...readScansHub },
  {
    method: 'POST',
    url: '/scans/cognitive',
    auth: 'user',
    rateLimits: [WRITES],
    ...createCognitiveResult,
  },
  { method: 'GET', url: '/scans/cognitive', auth: 'user', rateLimits: [], ...listCognitiveResults },
  {
    method: 'GET',
    url: '/scans/cognitive/:id',
    auth: 'user',
    rateLimits: [],
    ...readCognitiveResult,
  },
  {
    method: 'DELETE',
    url: '/scans/cognitive/:id',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteCognitiveResult,
  },
  // Insights (insights/): baselines and correlations of the user's own days, cached per day.
  { method: 'GET', url: '/insights', auth: 'user', rateLimits: [], ...readInsights },
  // Progress (progress/): level, points, achievements; the toast of an unlock shown once
  { method: 'GET', url: '/progress', auth: 'user', rateLimits: [], ...readProgress },
  {
    method: 'POST',
    url: '/progress/achievements/seen',
    auth: 'user',
    rateLimits: [WRITES],
    ...markAchievementsSeenRoute,
  },
  // The weekly league (league/): members' list, the user's own standing, joining and leaving
  { method: 'GET', url: '/league', auth: 'user', rateLimits: [], ...listLeague },
  { method: 'GET', url: '/league/me', auth: 'user', rateLimits: [], ...readOwnStanding },
  { method: 'PUT', url: '/league/membership', auth: 'user', rateLimits: [WRITES], ...joinLeague },
  {
    method: 'DELETE',
    url: '/league/membership',
    auth: 'user',
    rateLimits: [WRITES],
    ...leaveLeague,
  },

  // Physical (physical/): the exercise library and the user's own exercises, workouts (a session
  // written whole with the client's id, a set logged alone), routines, what the sets add up to
  // (an exercise's history, bests, weekly volume), body measurements, and CSV imports of other
  // loggers (a heavy write: a few an hour).
  { method: 'GET', url: '/physical/exercises', auth: 'user', rateLimits: [], ...listExercises },
  {
    method: 'POST',
    url: '/physical/exercises',
    auth: 'user',
    rateLimits: [WRITES],
    ...createExercise,
  },
  {
    method: 'PUT',
    url: '/physical/exercises/:id',
    auth: 'user',
    rateLimits: [WRITES],
    ...updateExercise,
  },
  {
    method: 'DELETE',
    url: '/physical/exercises/:id',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteExercise,
  },
  {
    method: 'GET',
    url: '/physical/exercises/:id/history',
    auth: 'user',
    rateLimits: [],
    ...readExerciseHistory,
  },
  { method: 'GET', url: '/physical/workouts', auth: 'user', rateLimits: [], ...listWorkouts },
  { method: 'GET', url: '/physical/workouts/:id', auth: 'user', rateLimits: [], ...readWorkout },
  {
    method: 'PUT',
    url: '/physical/workouts/:id',
    auth: 'user',
    rateLimits: [WRITES],
    bodyLimit: WORKOUT_BODY_LIMIT,
    ...putWorkout,
  },
  {
    method: 'DELETE',
    url: '/physical/workouts/:id',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteWorkout,
  },
  {
    method: 'POST',
    url: '/physical/workouts/:id/sets',
    auth: 'user',
    rateLimits: [WRITES],
    ...logWorkoutSet,
  },
  { method: 'GET', url: '/physical/routines', auth: 'user', rateLimits: [], ...listRoutines },
  {
    method: 'POST',
    url: '/physical/routines',
    auth: 'user',
    rateLimits: [WRITES],
    bodyLimit: WORKOUT_BODY_LIMIT,
    ...createRoutine,
  },
  { method: 'GET', url: '/physical/routines/:id', auth: 'user', rateLimits: [], ...readRoutine },
  {
    method: 'PUT',
    url: '/physical/routines/:id',
    auth: 'user',
    rateLimits: [WRITES],
    bodyLimit: WORKOUT_BODY_LIMIT,
    ...updateRoutine,
  },
  {
    method: 'DELETE',
    url: '/physical/routines/:id',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteRoutine,
  },
  { method: 'GET', url: '/physical/records', auth: 'user', rateLimits: [], ...listPersonalRecords },
  { method: 'GET', url: '/physical/volume', auth: 'user', rateLimits: [], ...readWeeklyVolume },
  {
    method: 'GET',
    url: '/physical/measurements',
    auth: 'user',
    rateLimits: [],
    ...listMeasurements,
  },
  {
    method: 'PUT',
    url: '/physical/measurements/:date',
    auth: 'user',
    rateLimits: [WRITES],
    ...putMeasurement,
  },
  {
    method: 'DELETE',
    url: '/physical/measurements/:date',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteMeasurement,
  },
  {
    method: 'POST',
    url: '/physical/import',
    auth: 'user',
    rateLimits: [perUser(10, 60)],
    bodyLimit: PHYSICAL_IMPORT_BODY_LIMIT,
    ...importWorkoutsCsv,
  },

  // Nutrition (nutrition/): foods, the food diary, targets, and products by barcode (Open Food
  // Facts through the server, which paces its calls to their published limit)
  { method: 'GET', url: NUTRITION_ROUTES.foods, auth: 'user', rateLimits: [], ...searchFoods },
  { method: 'GET', url: NUTRITION_ROUTES.ownFoods, auth: 'user', rateLimits: [], ...listOwnFoods },
  {
    method: 'POST',
    url: NUTRITION_ROUTES.foods,
    auth: 'user',
    rateLimits: [WRITES],
    ...createOwnFood,
  },
  {
    method: 'PUT',
    url: NUTRITION_ROUTES.ownFood,
    auth: 'user',
    rateLimits: [WRITES],
    ...updateOwnFood,
  },
  {
    method: 'DELETE',
    url: NUTRITION_ROUTES.ownFood,
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteOwnFood,
  },
  { method: 'GET', url: NUTRITION_ROUTES.food, auth: 'user', rateLimits: [], ...readFood },
  {
    method: 'PUT',
    url: NUTRITION_ROUTES.favourite,
    auth: 'user',
    rateLimits: [WRITES],
    ...markFavourite,
  },
  {
    method: 'DELETE',
    url: NUTRITION_ROUTES.favourite,
    auth: 'user',
    rateLimits: [WRITES],
    ...unmarkFavourite,
  },
  { method: 'GET', url: NUTRITION_ROUTES.diaryDay, auth: 'user', rateLimits: [], ...readDiaryDay },
  {
    method: 'POST',
    url: NUTRITION_ROUTES.diaryItems,
    auth: 'user',
    rateLimits: [WRITES],
    ...addDiaryItem,
  },
  {
    method: 'PATCH',
    url: NUTRITION_ROUTES.diaryItem,
    auth: 'user',
    rateLimits: [WRITES],
    ...updateDiaryItem,
  },
  {
    method: 'DELETE',
    url: NUTRITION_ROUTES.diaryItem,
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteDiaryItem,
  },
  {
    method: 'POST',
    url: NUTRITION_ROUTES.mealCopy,
    auth: 'user',
    rateLimits: [WRITES],
    ...copyMeal,
  },
  {
    method: 'GET',
    url: NUTRITION_ROUTES.totals,
    auth: 'user',
    rateLimits: [],
    ...readNutritionTotals,
  },
  { method: 'GET', url: NUTRITION_ROUTES.targets, auth: 'user', rateLimits: [], ...readTargets },
  {
    method: 'PUT',
    url: NUTRITION_ROUTES.targets,
    auth: 'user',
    rateLimits: [WRITES],
    ...writeTargets,
  },
  {
    method: 'GET',
    url: NUTRITION_ROUTES.products,
    auth: 'user',
    rateLimits: [],
    ...readProductService,
  },
  {
    method: 'GET',
    url: NUTRITION_ROUTES.product,
    auth: 'user',
    // A lookup may write the shared cache and ask Open Food Facts: it spends the write budget.
    rateLimits: [WRITES],
    ...lookUpProduct,
  },

  // Face scans (scans/): measurements made in the browser, saved as numbers (points if kept)
  { method: 'POST', url: '/scans/face', auth: 'user', rateLimits: [WRITES], ...createFaceScan },
  { method: 'GET', url: '/scans/face', auth: 'user', rateLimits: [], ...listFaceScans },
  { method: 'GET', url: '/scans/face/:id', auth: 'user', rateLimits: [], ...readFaceScan },
  {
    method: 'DELETE',
    url: '/scans/face/:id',
    auth: 'user',
    rateLimits: [WRITES],
    ...deleteFaceScan,
  },
];
