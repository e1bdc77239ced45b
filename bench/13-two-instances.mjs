// Two instances behind nginx on one PostgreSQL (issue 20): GET /api/v1/settings, GET /auth/v1/user
// and PUT /api/v1/settings on one instance alone, on one instance through nginx (the proxy's own
// cost), and on two instances through nginx, round-robin. On 2 cores two instances cannot scale;
// the floor is that they do not fall below 0.8× one instance. Needs PostgreSQL (DATABASE_URL or
// TEST_DATABASE_URL: a fresh database is created on it and dropped afterwards) and nginx.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { formatRow, measure, repoRoot, startProductServer } from './support/load.mjs';
import { nginxAvailable, startNginx } from './support/nginx.mjs';
import { createUsers, LOAD_ENV } from './support/users.mjs';

const USERS = 100;
const postgresServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;

console.log('Two instances behind nginx on one PostgreSQL (autocannon, loopback)');
if (!postgresServer || !nginxAvailable()) {
  console.log('skipped: needs DATABASE_URL or TEST_DATABASE_URL, and nginx (/usr/sbin/nginx)');
  process.exit(0);
}

/** @param {string[]} args @param {Record<string, string>} env */
const seedCli = (args, env) =>
  execFileSync(
    process.execPath,
    [path.join(repoRoot, 'apps/server/dist/cli/seed-tracking-load.js'), ...args],
    { env: { ...process.env, ...env }, encoding: 'utf8' },
  ).trim();

const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
const databaseUrl = seedCli(['create-database'], { DATABASE_URL: postgresServer });
const env = {
  ...LOAD_ENV,
  DATABASE_URL: databaseUrl,
  // Every instance signs and verifies with the same key.
  AUTH_JWT_KEYS: JSON.stringify([{ ...privateKey.export({ format: 'jwk' }), kid: 'bench' }]),
  TRUST_PROXY: 'true',
};

/** @type {{ stop: () => Promise<unknown> }[]} */
const running = [];
try {
  const first = await startProductServer(env);
  running.push(first);
  const users = await createUsers(first.url, USERS);
  let next = 0;
  let counter = 0;
  /** @param {import('autocannon').Request} request */
  const withToken = (request) => ({
    ...request,
    headers: {
      ...request.headers,
      'content-type': 'application/json',
      authorization: `Bearer ${users[next++ % users.length].accessToken}`,
    },
  });
  const routes = [
    { name: 'GET /api/v1/settings', path: '/api/v1/settings', method: 'GET' },
    { name: 'GET /auth/v1/user', path: '/auth/v1/user', method: 'GET' },
    { name: 'PUT /api/v1/settings', path: '/api/v1/settings', method: 'PUT' },
  ];
  /** @param {string} base @param {(typeof routes)[number]} route */
  const load = (base, route) =>
    measure({
      url: `${base}${route.path}`,
      requests: [
        {
          method: /** @type {'GET' | 'PUT'} */ (route.method),
          setupRequest: (request) => ({
            ...withToken(request),
            ...(route.method === 'PUT'
              ? { body: JSON.stringify({ personal_info: { city: `City ${counter++}` } }) }
              : {}),
          }),
        },
      ],
    });

  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const alone = {};
  for (const route of routes) alone[route.name] = await load(first.url, route);

  const proxyOne = await startNginx([new URL(first.url).port].map(Number));
  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const throughOne = {};
  for (const route of routes) throughOne[route.name] = await load(proxyOne.url, route);
  await proxyOne.stop();

  const second = await startProductServer(env);
  running.push(second);
  const proxy = await startNginx([first.url, second.url].map((url) => Number(new URL(url).port)));
  running.push(proxy);
  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const throughTwo = {};
  for (const route of routes) throughTwo[route.name] = await load(proxy.url, route);

  let floorsMet = true;
  let errors = 0;
  for (const route of routes) {
    const one = alone[route.name];
    const two = throughTwo[route.name];
    /** @param {import('./support/load.mjs').Figures} figures */
    const ofOne = (figures) =>
      `  ${(figures.requestsPerSecond / one.requestsPerSecond).toFixed(2)}× one instance`;
    console.log(formatRow(`${route.name}, one instance`, one));
    console.log(
      formatRow('  one instance via nginx', throughOne[route.name]) + ofOne(throughOne[route.name]),
    );
    console.log(formatRow('  two instances via nginx', two) + ofOne(two));
    floorsMet &&= two.requestsPerSecond >= 0.8 * one.requestsPerSecond;
    errors += one.errors + throughOne[route.name].errors + two.errors;
  }
  console.log(
    `floors: two instances via nginx ≥ 80% of one instance ${floorsMet ? 'met' : 'MISSED'}; ` +
      `errors ${errors === 0 ? 'none' : 'SOME'}`,
  );
} finally {
  for (const stoppable of running.reverse()) await stoppable.stop();
  seedCli(['drop-database', databaseUrl], { DATABASE_URL: postgresServer });
}
