// The physical area under load (issue 18): users with five years of training (about 800 sessions,
// 20,000 sets each, a Strong CSV written by the server's seed-physical-load CLI and imported
// through POST /api/v1/physical/import, which is itself measured); then an exercise's history (its
// e1RM series), a year of weekly volume and logging one set, as ratios to a bare Fastify route
// measured in the same run, and the two reads' latency one request at a time.
// Floors on SQLite: logging a set ≥ 15% of bare; history and volume p99 ≤ 50 ms (under the load of
// 50 connections and one request at a time, both);
// the import of 20,000 rows under 10 s. The PostgreSQL figures are printed beside them when
// DATABASE_URL (or TEST_DATABASE_URL) names a server: a fresh database is created on it and
// dropped afterwards. PHYSICAL_USERS shrinks the load for a quick look.
// The two reads are measured twice: repeating one URL (what the read cache answers), then as
// misses, each request a key the server has not kept (another exercise, user or span; the cache
// keeps at most 128 keys a user, oldest out first, and each user's keys come round in a cycle of
// thousands), so the p99 floors are judged on the reads' own work too.
import { randomUUID } from 'node:crypto';
import { formatRow, measure, measureBareRoute } from './support/load.mjs';
import { addDays, forEachDatabase, serverCli, verdict } from './support/seeded-databases.mjs';
import { createUsers, inTurnAs } from './support/users.mjs';

const USERS = Number(process.env.PHYSICAL_USERS ?? 5);
/**
 * Sessions made ready per user for the set logging (200 sets each): enough for 25,000 sets a
 * second through the warm-up and the measured run, so that no request meets a full session (a 409
 * would count as an error). 40 sessions a user ran out at 3,300 sets a second.
 */
const LOGGING_SESSIONS = Math.ceil(
  (25_000 *
    (Number(process.env.BENCH_SECONDS ?? 10) + Number(process.env.BENCH_WARMUP_SECONDS ?? 2))) /
    (200 * USERS),
);
/** The library exercises of the imported history (strong-history.ts), for the misses. */
const HISTORY_LIFTS = [
  'barbell-bench-press',
  'overhead-press',
  'incline-dumbbell-bench-press',
  'triceps-pushdown',
  'dumbbell-lateral-raise',
  'barbell-deadlift',
  'barbell-row',
  'lat-pulldown',
  'dumbbell-curl',
  'face-pull',
  'barbell-back-squat',
  'romanian-deadlift',
  'leg-press',
  'lying-leg-curl',
  'standing-calf-raise',
];
/** Spans of days per user the misses cycle through (each key comes back after thousands). */
const MISS_SPANS = 1000;
const FLOORS = { logSet: 0.15, historyP99Ms: 50, volumeP99Ms: 50, importSeconds: 10 };

/**
 * @param {string} url @param {string} method @param {string} route @param {string} token @param {unknown} [body]
 */
async function call(url, method, route, token, body) {
  const response = await fetch(`${url}/api/v1${route}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${route}: ${response.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

const today = new Date().toISOString().slice(0, 10);
const csv = await serverCli('seed-physical-load.js', ['csv', '--last-day', addDays(today, -1)]);
const rows = csv.trim().split('\n').length - 1;

const baseline = await measureBareRoute();

console.log(
  `Physical load: ${USERS} users, each with ${rows.toLocaleString('en')} sets of five years (autocannon, loopback)`,
);
console.log(formatRow('bare Fastify JSON route', baseline));
await forEachDatabase({}, async ({ name, server }) => {
  const users = await createUsers(server.url, USERS);
  /** @type {number[]} */
  const importSeconds = [];
  for (const user of users) {
    const started = performance.now();
    const report = await call(server.url, 'POST', '/physical/import', user.accessToken, { csv });
    importSeconds.push((performance.now() - started) / 1000);
    if (report.sets_created !== rows)
      throw new Error(`imported ${report.sets_created} of ${rows} sets`);
  }
  console.log(
    `${name}: imported ${rows.toLocaleString('en')} rows per user in ` +
      `${importSeconds.map((seconds) => seconds.toFixed(2)).join(', ')} s`,
  );
  // Empty sessions of today to log sets into, 200 each.
  /** @type {string[][]} */
  const sessions = [];
  for (const user of users) {
    const ids = [];
    for (let index = 0; index < LOGGING_SESSIONS; index += 1) {
      const id = randomUUID();
      await call(server.url, 'PUT', `/physical/workouts/${id}`, user.accessToken, {
        started_at: new Date().toISOString(),
        exercises: [],
      });
      ids.push(id);
    }
    sessions.push(ids);
  }

  // Each user's sessions are filled one after another, but 50 connections keep ~10 of a user's
  // sets in flight, so a session's last sets can land after the next session's first. Were both
  // sessions of the same lifts, those would be sets added to a session older than the lift's
  // latest, which rightly recomputes the lift's records over its whole history (an edit of an old
  // session, ~10 ms each): a lifter never logs into two sessions at once. Consecutive sessions
  // therefore take turns between two groups of four lifts (each group's first set of a session
  // still takes the path of a lift's first set in a new session).
  const lifts = [
    ['barbell-bench-press', 'barbell-back-squat', 'barbell-deadlift', 'overhead-press'],
    ['barbell-row', 'romanian-deadlift', 'lat-pulldown', 'leg-press'],
  ];
  const sessionOf = (/** @type {number} */ n) => Math.floor(n / USERS / 200) % LOGGING_SESSIONS;
  const routes = {
    history: {
      method: 'GET',
      path: () => `/api/v1/physical/exercises/barbell-bench-press/history`,
    },
    volume: {
      method: 'GET',
      path: () => `/api/v1/physical/volume?from=${addDays(today, -364)}&to=${today}`,
    },
    logSet: {
      method: 'POST',
      /** @param {number} n */
      path: (n) => `/api/v1/physical/workouts/${sessions[n % USERS][sessionOf(n)]}/sets`,
      /** @param {number} n */
      body: (n) =>
        JSON.stringify({
          exercise_id: lifts[sessionOf(n) % 2][n % 4],
          weight_kg: 60 + (n % 40),
          reps: 5,
        }),
    },
  };
  // Misses: the nth request is user n % USERS's; each user's keys come round only after
  // HISTORY_LIFTS × MISS_SPANS (history: the whole history, its `to` a day after today's) or
  // MISS_SPANS (volume: a year of weeks ending up to MISS_SPANS days ago) requests of theirs.
  const turn = (/** @type {number} */ n) => Math.floor(n / USERS);
  /** @type {Record<string, { method: string, path: (n: number) => string }>} */
  const misses = {
    history: {
      method: 'GET',
      path: (n) =>
        `/api/v1/physical/exercises/${HISTORY_LIFTS[turn(n) % HISTORY_LIFTS.length]}/history` +
        `?to=${addDays(today, 1 + (Math.floor(turn(n) / HISTORY_LIFTS.length) % MISS_SPANS))}`,
    },
    volume: {
      method: 'GET',
      path: (n) => {
        const to = addDays(today, -(turn(n) % MISS_SPANS));
        return `/api/v1/physical/volume?from=${addDays(to, -364)}&to=${to}`;
      },
    },
  };
  /** @type {Record<string, string>} */
  const labels = {
    history: 'GET …/exercises/:id/history',
    volume: 'GET /physical/volume (a year)',
    logSet: 'POST …/workouts/:id/sets',
    historyMiss: '  history, each a miss',
    volumeMiss: '  volume, each a miss',
  };
  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const figures = {};
  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const latency = {};
  for (const [key, route] of Object.entries(routes)) {
    const request = inTurnAs(users, route);
    const options = (/** @type {number} */ connections) => ({
      url: `${server.url}${route.path(0)}`,
      connections,
      requests: [request],
    });
    figures[key] = await measure(options(50), server.pid);
    console.log(formatRow(`${labels[key]} (${name})`, figures[key], baseline));
    if (key !== 'logSet') {
      latency[key] = await measure(options(1), server.pid);
      console.log(formatRow(`  one at a time (${name})`, latency[key]));
    }
  }
  for (const [key, route] of Object.entries(misses)) {
    // A generator of its own for each run, so the warm-up's keys are not the measured run's.
    const options = (/** @type {number} */ connections) => ({
      url: `${server.url}${route.path(0)}`,
      connections,
      requests: [inTurnAs(users, { ...route, pathOf: route.path })],
    });
    figures[`${key}Miss`] = await measure(options(50), server.pid);
    console.log(formatRow(`${labels[`${key}Miss`]} (${name})`, figures[`${key}Miss`], baseline));
    latency[`${key}Miss`] = await measure(options(1), server.pid);
    console.log(formatRow(`    one at a time (${name})`, latency[`${key}Miss`]));
  }
  const ratio = figures.logSet.requestsPerSecond / baseline.requestsPerSecond;
  const errors = [...Object.values(figures), ...Object.values(latency)].reduce(
    (sum, row) => sum + row.errors,
    0,
  );
  // A route that answered nothing (or only errors) has no p99 worth the name: never "met".
  const answered = (/** @type {import('./support/load.mjs').Figures} */ row) =>
    row.requestsPerSecond > 0 && row.errors === 0;
  // A latency floor is judged twice: under the same 50 connections as every other route, and
  // one request at a time; it is met only when both runs answered and both are within it.
  const p99Floor = (/** @type {string} */ key, /** @type {number} */ floor) => {
    const runs = [figures[key], latency[key]];
    const met = runs.every((row) => answered(row) && row.p99 <= floor);
    return `${verdict(met)} (${runs[0].p99} ms under load, ${runs[1].p99} ms one at a time)`;
  };
  console.log(
    `${name === 'SQLite' ? 'floors' : 'against the SQLite floors'}: ` +
      `log a set ≥ ${FLOORS.logSet * 100}% ${verdict(answered(figures.logSet) && ratio >= FLOORS.logSet)} (${(ratio * 100).toFixed(1)}%); ` +
      `history p99 ≤ ${FLOORS.historyP99Ms} ms ${p99Floor('history', FLOORS.historyP99Ms)}, ` +
      `each a miss ${p99Floor('historyMiss', FLOORS.historyP99Ms)}; ` +
      `volume p99 ≤ ${FLOORS.volumeP99Ms} ms ${p99Floor('volume', FLOORS.volumeP99Ms)}, ` +
      `each a miss ${p99Floor('volumeMiss', FLOORS.volumeP99Ms)}; ` +
      `import < ${FLOORS.importSeconds} s ${verdict(Math.max(...importSeconds) < FLOORS.importSeconds)}; ` +
      `errors ${errors === 0 ? 'none' : errors}`,
  );
});
