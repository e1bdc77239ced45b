// The weekly league under load (issue 16): 100,000 users of whom 20,000 are league members, each
// with a week of activity events and their weekly points, written straight into the database by
// the server's seed-league-load CLI; then the league's first page, a page halfway down the
// members, the user's own rank (GET /league/me) and the overview, with the tokens of users signed
// up through the API, as ratios to a bare Fastify route measured in the same run.
// Floors on SQLite: league page p99 ≤ 50 ms, own rank p99 ≤ 50 ms, overview ≥ 15% of bare; the
// PostgreSQL figures are printed beside them. PostgreSQL runs when DATABASE_URL (or
// TEST_DATABASE_URL) names a server: a fresh database is created on it and dropped afterwards.
// LEAGUE_USERS and LEAGUE_SIGNED_IN shrink the load for a quick look.
import { spawn } from 'node:child_process';
import path from 'node:path';
import {
  formatRow,
  measure,
  repoRoot,
  startBareServer,
  startProductServer,
} from './support/load.mjs';
import { createUsers, LOAD_ENV } from './support/users.mjs';

const USERS = Number(process.env.LEAGUE_USERS ?? 100_000);
const SIGNED_IN = Math.min(USERS, Number(process.env.LEAGUE_SIGNED_IN ?? 50));
const LEAGUE_CLI = path.join(repoRoot, 'apps/server/dist/cli/seed-league-load.js');
const DATABASE_CLI = path.join(repoRoot, 'apps/server/dist/cli/seed-tracking-load.js');
const FLOORS = { pageP99Ms: 50, rankP99Ms: 50, overview: 0.15 };

/**
 * Runs a server CLI and resolves with what it printed.
 * @param {string} cli @param {string[]} args @param {Record<string, string>} env
 * @returns {Promise<string>}
 */
function runCli(cli, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [cli, ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) =>
      code === 0
        ? resolve(out.trim())
        : reject(new Error(`${path.basename(cli)} ${args[0]}: ${err}`)),
    );
  });
}

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

const bare = await startBareServer();
const baseline = await measure({ url: `${bare.url}/bare` }, bare.pid);
await bare.stop();

const postgresServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
/** @type {[string, string | undefined][]} */
const databases = [['SQLite', undefined]];
if (postgresServer) databases.push(['PostgreSQL', postgresServer]);

console.log(`League load: ${USERS} users, ${SIGNED_IN} of them signed in (autocannon, loopback)`);
console.log(formatRow('bare Fastify JSON route', baseline));
for (const [name, serverUrl] of databases) {
  const databaseUrl = serverUrl
    ? await runCli(DATABASE_CLI, ['create-database'], { DATABASE_URL: serverUrl })
    : undefined;
  const env = { DATABASE_URL: databaseUrl ?? '' };
  const server = await startProductServer({ ...LOAD_ENV, ...env });
  try {
    const users = await createUsers(server.url, SIGNED_IN);
    const seed = JSON.parse(
      await runCli(LEAGUE_CLI, ['seed', '--users', String(USERS)], {
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
      let next = 0;
      figures[route.key] = await measure(
        {
          url: `${server.url}${route.path}`,
          requests: [
            {
              method: 'GET',
              setupRequest: (request) => ({
                ...request,
                headers: {
                  ...request.headers,
                  authorization: `Bearer ${users[next++ % users.length].accessToken}`,
                },
              }),
            },
          ],
        },
        server.pid,
      );
      console.log(formatRow(`${route.name} (${name})`, figures[route.key], baseline));
    }

    const verdict = (/** @type {boolean | undefined} */ met) =>
      met === undefined ? 'not measured' : met ? 'met' : 'MISSED';
    const pageP99 = Math.max(figures.first?.p99 ?? -1, figures.middle?.p99 ?? -1);
    const rankP99 = figures.rank?.p99;
    const overview = figures.overview
      ? figures.overview.requestsPerSecond / baseline.requestsPerSecond
      : undefined;
    const errors = Object.values(figures).reduce((sum, row) => sum + row.errors, 0);
    console.log(
      `${name === 'SQLite' ? 'floors' : 'against the SQLite floors'}: ` +
        `league page p99 ≤ ${FLOORS.pageP99Ms} ms ${verdict(pageP99 < 0 ? undefined : pageP99 <= FLOORS.pageP99Ms)} (${pageP99} ms); ` +
        `own rank p99 ≤ ${FLOORS.rankP99Ms} ms ${verdict(rankP99 === undefined ? undefined : rankP99 <= FLOORS.rankP99Ms)} (${rankP99} ms); ` +
        `overview ≥ ${FLOORS.overview * 100}% ${verdict(overview === undefined ? undefined : overview >= FLOORS.overview)}; ` +
        `errors ${errors === 0 ? 'none' : errors}`,
    );
  } finally {
    await server.stop();
    if (databaseUrl) {
      await runCli(DATABASE_CLI, ['drop-database', databaseUrl], { DATABASE_URL: serverUrl ?? '' });
    }
  }
}
