// Nutrition under load (issue 21): users with three years of food diary each (about 10,000 items),
// written straight into the database by the server's seed-nutrition-load CLI; then a day's diary,
// a month's totals, adding an item and a cached product lookup, with the tokens of users signed up
// through the API, as ratios to a bare Fastify route measured in the same run (server CPU per
// request beside them).
// Floors on SQLite: adding an item ≥ 15% of bare, a month's totals p99 ≤ 50 ms, a cached product
// lookup ≥ 30% of bare; the PostgreSQL figures are printed beside them. PostgreSQL runs when
// DATABASE_URL (or TEST_DATABASE_URL) names a server: a fresh database is created on it (by
// seed-tracking-load's create-database) and dropped afterwards. NUTRITION_USERS shrinks the load.
// Barcode decoding in the browser (≤ 300 ms for a 1,280 px photo) is the web's own measurement.
import { formatRow, measureBareRoute } from './support/load.mjs';
import {
  addDays,
  atLeast,
  atMost,
  errorsOf,
  forEachDatabase,
  measureInTurn,
  ratioToBare,
  serverCli,
} from './support/seeded-databases.mjs';
import { createUsers } from './support/users.mjs';

const USERS = Number(process.env.NUTRITION_USERS ?? 20);
const FLOORS = { add: 0.15, monthP99Ms: 50, product: 0.3 };

/**
 * @typedef {{ key: string, name: string, method: 'GET' | 'POST', path: string, pathOf?: (n: number) => string, body?: (n: number) => string }} RouteLoad
 * @typedef {import('./support/load.mjs').Figures} Figures
 */

/**
 * @param {string} day a day every user has begun (yesterday in UTC)
 * @param {string} barcode
 * @returns {RouteLoad[]}
 */
function routeLoads(day, barcode) {
  const first = `${day.slice(0, 7)}-01`;
  const last = addDays(`${addDays(first, 32).slice(0, 7)}-01`, -1);
  return [
    {
      key: 'day',
      name: 'GET /api/v1/nutrition/diary/:day',
      method: 'GET',
      path: `/api/v1/nutrition/diary/${day}`,
    },
    {
      key: 'month',
      name: 'GET /api/v1/nutrition/totals (month)',
      method: 'GET',
      path: `/api/v1/nutrition/totals?from=${first}&to=${last}`,
    },
    {
      key: 'add',
      name: 'POST /api/v1/nutrition/diary/:day/items',
      method: 'POST',
      path: `/api/v1/nutrition/diary/${day}/items`,
      // Each user logs into their own past days in turn, as someone filling in their diary does,
      // rather than tens of thousands of items into one day: a meal holds at most 100 items and a
      // day 300 (NUTRITION_LIMITS), so one day took only the first few hundred adds and answered
      // the rest 422 `too_many_items` (the errors of the earlier runs). A user's n-th add goes
      // n days back, over two years, so a day gets a few items a run.
      pathOf: (n) =>
        `/api/v1/nutrition/diary/${addDays(day, -(Math.floor(n / USERS) % 730))}/items`,
      body: (n) =>
        JSON.stringify({
          meal: ['breakfast', 'lunch', 'dinner', 'snacks'][n % 4],
          food: { source: 'library', id: '09003' },
          unit: 'g',
          quantity: 50 + (n % 200),
        }),
    },
    {
      key: 'product',
      name: 'GET /api/v1/products/:barcode (cached)',
      method: 'GET',
      path: `/api/v1/products/${barcode}`,
    },
  ];
}

const baseline = await measureBareRoute();

const day = addDays(new Date().toISOString().slice(0, 10), -1);
console.log(
  `Nutrition load: ${USERS} users with three years of food diary each (autocannon, loopback)`,
);
console.log(formatRow('bare Fastify JSON route', baseline));
// Lookups never leave the machine: the product is cached by the seed, and OFF is not reachable.
await forEachDatabase({ OFF_BASE_URL: 'http://127.0.0.1:9' }, async ({ name, server, env }) => {
  const users = await createUsers(server.url, USERS);
  const run = { server, users, baseline, database: name };
  const started = Date.now();
  const seed = JSON.parse(
    await serverCli(
      'seed-nutrition-load.js',
      ['seed', '--emails', users.map((user) => user.email).join(','), '--today', day],
      { ...env, DATA_DIR: server.dataDir },
    ),
  );
  console.log(
    `${name}: seeded ${seed.items.toLocaleString('en')} diary items for ${seed.users} users in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  /** @type {Record<string, Figures>} */
  const figures = {};
  for (const route of routeLoads(day, seed.barcode)) {
    const check = await fetch(`${server.url}${route.path}`, {
      method: route.method,
      headers: {
        authorization: `Bearer ${users[0].accessToken}`,
        'content-type': 'application/json',
      },
      ...(route.body ? { body: route.body(0) } : {}),
    });
    if (!check.ok) {
      console.log(`${`${route.name} (${name})`.padEnd(34)} skipped: answered ${check.status}`);
      continue;
    }
    figures[route.key] = await measureInTurn(run, route);
  }
  const add = ratioToBare(figures.add, baseline);
  const product = ratioToBare(figures.product, baseline);
  const monthP99 = figures.month?.p99;
  const errors = errorsOf(figures);
  console.log(
    `${name === 'SQLite' ? 'floors' : 'against the SQLite floors'}: ` +
      `add ≥ ${FLOORS.add * 100}% ${atLeast(add, FLOORS.add)}; ` +
      `month totals p99 ≤ ${FLOORS.monthP99Ms} ms ${atMost(monthP99, FLOORS.monthP99Ms)}` +
      `${monthP99 === undefined ? '' : ` (${monthP99} ms)`}; ` +
      `cached product ≥ ${FLOORS.product * 100}% ${atLeast(product, FLOORS.product)}; ` +
      `errors ${errors === 0 ? 'none' : errors}`,
  );
});
