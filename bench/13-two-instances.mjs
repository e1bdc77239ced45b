// Two instances behind nginx on one PostgreSQL (issue 20): GET /api/v1/settings, GET /auth/v1/user
// and PUT /api/v1/settings measured three ways in one run:
//   - one instance, direct: the reference;
//   - one instance through nginx: what the proxy itself costs (its own hop, on the same 2 cores);
//   - two instances through nginx, round-robin.
// The floor compares like with like: two instances through nginx against one instance through the
// same nginx (≥ 0.8×), so the figure says what adding an instance costs or gains, not what nginx
// costs; the proxy's own cost is printed beside it against the direct reference. On 2 cores two
// instances cannot scale (they, nginx, PostgreSQL and the load generator share the cores).
// CPU µs/req sums the instances' and nginx's processes: the server-side cost of one request.
// Needs PostgreSQL (DATABASE_URL or TEST_DATABASE_URL: a fresh database is created on it and
// dropped afterwards) and nginx.
import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { formatRow, measure, repoRoot, startProductServer } from './support/load.mjs';
import { nginxAvailable, startNginx } from '../e2e/support/nginx.mjs';
import { createUsers, inTurnAs, LOAD_ENV } from './support/users.mjs';

const USERS = 100;
const FLOOR = 0.8;
/** One nginx worker unless BENCH_NGINX_WORKERS says otherwise (e2e/support/nginx.mjs says why). */
const nginxOptions = { workers: Number(process.env.BENCH_NGINX_WORKERS ?? 1) };
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
/** nginx's error log of each proxy run, shown when a request failed. */
const nginxLogs = /** @type {string[]} */ ([]);
try {
  const first = await startProductServer(env);
  running.push(first);
  const users = await createUsers(first.url, USERS);
  let counter = 0;
  const routes = [
    { name: 'GET /api/v1/settings', path: '/api/v1/settings', method: 'GET' },
    { name: 'GET /auth/v1/user', path: '/auth/v1/user', method: 'GET' },
    { name: 'PUT /api/v1/settings', path: '/api/v1/settings', method: 'PUT' },
  ];
  /**
   * @param {string} base @param {(typeof routes)[number]} route
   * @param {(number | undefined)[]} pids the processes that serve it
   */
  const load = (base, route, pids) =>
    measure(
      {
        url: `${base}${route.path}`,
        requests: [
          inTurnAs(users, {
            method: route.method,
            ...(route.method === 'PUT'
              ? { body: () => JSON.stringify({ personal_info: { city: `City ${counter++}` } }) }
              : {}),
          }),
        ],
      },
      pids,
    );

  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const direct = {};
  for (const route of routes) direct[route.name] = await load(first.url, route, [first.pid]);

  const proxyOne = await startNginx([new URL(first.url).port].map(Number), nginxOptions);
  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const throughOne = {};
  for (const route of routes) {
    throughOne[route.name] = await load(proxyOne.url, route, [first.pid, ...proxyOne.pids()]);
  }
  nginxLogs.push(proxyOne.errors());
  await proxyOne.stop();

  const second = await startProductServer(env);
  running.push(second);
  const proxy = await startNginx(
    [first.url, second.url].map((url) => Number(new URL(url).port)),
    nginxOptions,
  );
  running.push(proxy);
  /** @type {Record<string, import('./support/load.mjs').Figures>} */
  const throughTwo = {};
  for (const route of routes) {
    throughTwo[route.name] = await load(proxy.url, route, [first.pid, second.pid, ...proxy.pids()]);
  }
  nginxLogs.push(proxy.errors());

  /** @param {import('./support/load.mjs').Figures} figures @param {import('./support/load.mjs').Figures} of @param {string} what */
  const ratio = (figures, of, what) =>
    `${(figures.requestsPerSecond / of.requestsPerSecond).toFixed(2)}× ${what}`;
  let floorsMet = true;
  let errors = 0;
  for (const route of routes) {
    const one = direct[route.name];
    const viaOne = throughOne[route.name];
    const viaTwo = throughTwo[route.name];
    console.log(formatRow(`${route.name}, one instance direct`, one));
    console.log(
      `${formatRow('  one instance via nginx', viaOne)}  ${ratio(viaOne, one, 'direct')}`,
    );
    console.log(
      `${formatRow('  two instances via nginx', viaTwo)}  ${ratio(viaTwo, viaOne, 'one via nginx')}` +
        ` (${ratio(viaTwo, one, 'direct')})`,
    );
    floorsMet &&= viaTwo.requestsPerSecond >= FLOOR * viaOne.requestsPerSecond;
    errors += one.errors + viaOne.errors + viaTwo.errors;
  }
  console.log(
    `floors: two instances via nginx ≥ ${FLOOR}× one instance via nginx ${floorsMet ? 'met' : 'MISSED'}; ` +
      `errors ${errors === 0 ? 'none' : 'SOME'}`,
  );
  // Why a proxied request failed is in nginx's log (a refused or reset upstream connection…).
  const logged = nginxLogs.join('').trim();
  if (errors > 0 && logged)
    console.log(`nginx's error log:\n${logged.split('\n').slice(-10).join('\n')}`);
} finally {
  for (const stoppable of running.reverse()) await stoppable.stop();
  seedCli(['drop-database', databaseUrl], { DATABASE_URL: postgresServer });
}
