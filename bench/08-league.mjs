// The weekly league under load (issue 16): 100,000 users of whom 20,000 are league members, each
// with a week of activity events and their weekly points, written straight into the database by
// the server's seed-league-load CLI; then the league's first page, a page halfway down the
// members, the user's own rank (GET /league/me) and the overview, with the tokens of users signed
// up through the API, as ratios to a bare Fastify route measured in the same run.
// Floors on SQLite: league page p99 ≤ 50 ms, own rank p99 ≤ 50 ms, overview ≥ 15% of bare; the
// PostgreSQL figures are printed beside them. PostgreSQL runs when DATABASE_URL (or
// TEST_DATABASE_URL) names a server: a fresh database is created on it and dropped afterwards.
// LEAGUE_USERS and LEAGUE_SIGNED_IN shrink the load for a quick look.
import { formatRow, measureBareRoute } from './support/load.mjs';
import {
  atLeast,
  atMost,
  errorsOf,
  forEachDatabase,
  measureInTurn,
  ratioToBare,
  serverCli,
  verdict,
} from './support/seeded-databases.mjs';
import { createUsers } from './support/users.mjs';

const USERS = Number(process.env.LEAGUE_USERS ?? 100_000);
const SIGNED_IN = Math.min(USERS, Number(process.env.LEAGUE_SIGNED_IN ?? 50));
const FLOORS = { pageP99Ms: 50, rankP99Ms: 50, overview: 0.15 };

/**
 * @typedef {{ key: string, name: string, path: string }} RouteLoad
 * @typedef {import('./support/load.mjs').Figures} Figures
 */

/** @param {string | null} middleCursor @returns {RouteLoad[]} */
function routeLoads(middleCursor) {
  return [
    { key: 'first', name: 'GET /api/v1/league (first page)', path: '/api/v1/league' },
    ...(middleCursor
      ? [
          {
            key: 'middle',
            name: 'GET /api/v1/league (middle page)',
            path: `/api/v1/league?cursor=${middleCursor}`,
          },
        ]
      : []),
    { key: 'rank', name: 'GET /api/v1/league/me', path: '/api/v1/league/me' },
    { key: 'overview', name: 'GET /api/v1/overview', path: '/api/v1/overview' },
  ];
}

const baseline = await measureBareRoute();

console.log(`League load: ${USERS} users, ${SIGNED_IN} of them signed in (autocannon, loopback)`);
console.log(formatRow('bare Fastify JSON route', baseline));
await forEachDatabase({}, async ({ name, server, env }) => {
  const users = await createUsers(server.url, SIGNED_IN);
  const run = { server, users, baseline, database: name };
  const seed = JSON.parse(
    await serverCli('seed-league-load.js', ['seed', '--users', String(USERS)], {
      ...env,
      DATA_DIR: server.dataDir,
    }),
  );
  console.log(
    `${name}: seeded ${seed.users} users, ${seed.members} members, ` +
      `${seed.rows.activity_events.toLocaleString('en')} events, ` +
      `${seed.rows.weekly_points.toLocaleString('en')} weekly points rows in ${seed.seconds} s`,
  );

  /** @type {Record<string, Figures>} */
  const figures = {};
  for (const route of routeLoads(seed.middle_cursor)) {
    const probe = await fetch(`${server.url}${route.path}`, {
      headers: { authorization: `Bearer ${users[0].accessToken}` },
    });
    const text = await probe.text();
    if (!probe.ok) {
      console.log(
        `${route.name} (${name}) skipped: answered ${probe.status}: ${text.slice(0, 200)}`,
      );
      continue;
    }
    if (route.key !== 'overview' && route.key !== 'rank' && !/"entries":\[\{/.test(text)) {
      console.log(`  note: ${route.name} listed nobody (is the seed's week this week?)`);
    }
    figures[route.key] = await measureInTurn(run, { ...route, method: 'GET' });
  }

  const pageP99 = Math.max(figures.first?.p99 ?? -1, figures.middle?.p99 ?? -1);
  const rankP99 = figures.rank?.p99;
  const overview = ratioToBare(figures.overview, baseline);
  const errors = errorsOf(figures);
  console.log(
    `${name === 'SQLite' ? 'floors' : 'against the SQLite floors'}: ` +
      `league page p99 ≤ ${FLOORS.pageP99Ms} ms ${verdict(pageP99 < 0 ? undefined : pageP99 <= FLOORS.pageP99Ms)} (${pageP99} ms); ` +
      `own rank p99 ≤ ${FLOORS.rankP99Ms} ms ${atMost(rankP99, FLOORS.rankP99Ms)} (${rankP99} ms); ` +
      `overview ≥ ${FLOORS.overview * 100}% ${atLeast(overview, FLOORS.overview)}; ` +
      `errors ${errors === 0 ? 'none' : errors}`,
  );
});
