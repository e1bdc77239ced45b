// Soak: a bounded run (SOAK_SECONDS, else BENCH_SECONDS, else 120 s) of many users at once on
// loopback, mixing password sign-ins, refreshes, and settings reads and writes, against the built
// server started as a child process. Prints throughput, p50/p99 latency, the error count (any
// non-2xx answer or socket error) and the server's memory (RSS and heap after a full GC, sampled
// through an IPC probe preloaded into the process) at start, after warm-up and at the end.
// Targets: zero errors, and neither RSS nor heap more than 10% above the after-warm-up sample.
//
// Rate limits stay on (each sign-up, sign-in and refresh still counts in the database), but the
// per-IP `token` and `otp` limits (every request comes from one loopback address) and the per-e-mail
// `token_email` limit are raised above what this load sends, and so is the per-user write limit of
// the product API (API_WRITES_PER_MINUTE), which still counts every settings write.
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { startProductServer } from './support/load.mjs';
import { createUsers } from './support/users.mjs';

const SECONDS = Number(process.env.SOAK_SECONDS ?? process.env.BENCH_SECONDS ?? 120);
const WARM_UP_SECONDS = Math.max(5, Math.round(SECONDS * 0.2));
const USERS = Number(process.env.SOAK_USERS ?? 64);
const GROWTH_LIMIT = 0.1;
const RATE_LIMITS = JSON.stringify({
  token: { max: 10_000_000, windowSeconds: 300 },
  token_email: { max: 10_000_000, windowSeconds: 300 },
  otp: { max: 10_000_000, windowSeconds: 300 },
});

/** The share of each operation in the mix (a user picks one at random per step). */
const MIX = [
  ['GET /api/v1/settings', 0.5],
  ['PUT /api/v1/settings', 0.3],
  ['refresh', 0.15],
  ['password sign-in', 0.05],
];

const {
  url,
  child: server,
  stop,
} = await startProductServer(
  { AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: RATE_LIMITS, API_WRITES_PER_MINUTE: '1000000' },
  {
    nodeArgs: [
      '--expose-gc',
      '--import',
      path.join(import.meta.dirname, 'support/memory-probe.mjs'),
    ],
    ipc: true,
  },
);

/** @returns {Promise<{ rss: number, heapUsed: number }>} */
function sampleMemory() {
  return new Promise((resolve) => {
    server.once('message', (/** @type {any} */ sample) => resolve(sample));
    server.send('sample');
  });
}

const json = { 'content-type': 'application/json', 'x-supabase-api-version': '2024-01-01' };

/** @typedef {{ email: string, password: string, accessToken: string, refreshToken: string }} User */

/**
 * One step of one user; answers whether it succeeded (2xx, body read).
 * @param {string} operation
 * @param {User} user
 * @param {number} step
 */
async function perform(operation, user, step) {
  /** @type {Response} */
  let response;
  switch (operation) {
    case 'GET /api/v1/settings':
      response = await fetch(`${url}/api/v1/settings`, {
        headers: { authorization: `Bearer ${user.accessToken}` },
      });
      break;
    case 'PUT /api/v1/settings':
      response = await fetch(`${url}/api/v1/settings`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${user.accessToken}` },
        body: JSON.stringify({
          personal_info: { city: `City ${step}` },
          preferences: { notifications: { marketing: step % 2 === 0 } },
        }),
      });
      break;
    case 'refresh':
      response = await fetch(`${url}/auth/v1/token?grant_type=refresh_token`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ refresh_token: user.refreshToken }),
      });
      break;
    default:
      response = await fetch(`${url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ email: user.email, password: user.password }),
      });
  }
  const body = await response.text();
  if (!response.ok) return false;
  if (operation === 'refresh' || operation === 'password sign-in') {
    const session = JSON.parse(body);
    user.accessToken = session.access_token;
    user.refreshToken = session.refresh_token;
  }
  return true;
}

function pick() {
  let roll = Math.random();
  for (const [operation, share] of MIX) {
    roll -= /** @type {number} */ (share);
    if (roll <= 0) return /** @type {string} */ (operation);
  }
  return /** @type {string} */ (MIX[0][0]);
}

/** @param {number[]} sorted @param {number} fraction */
const percentile = (sorted, fraction) =>
  sorted.length === 0
    ? 0
    : sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))];
const megabytes = (/** @type {number} */ bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

try {
  const atStart = await sampleMemory();
  const users = await createUsers(url, USERS);

  /** @type {Map<string, number[]>} */
  const latencies = new Map(MIX.map(([operation]) => [/** @type {string} */ (operation), []]));
  /** @type {Map<string, number>} */
  const errors = new Map();
  let measuring = false;
  let finished = false;
  const startedAt = performance.now();

  /** @param {User} user */
  async function userLoop(user) {
    for (let step = 0; !finished; step += 1) {
      const operation = pick();
      const began = performance.now();
      let ok = false;
      try {
        ok = await perform(operation, user, step);
      } catch {
        ok = false;
      }
      if (!ok) errors.set(operation, (errors.get(operation) ?? 0) + 1);
      else if (measuring) latencies.get(operation)?.push(performance.now() - began);
    }
  }

  const loops = users.map((user) => userLoop(user));
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_SECONDS * 1000));
  const afterWarmUp = await sampleMemory();
  measuring = true;
  const measuredFrom = performance.now();
  /** @type {{ at: number, rss: number, heapUsed: number }[]} */
  const trend = [];
  const sampler = setInterval(() => {
    void sampleMemory().then((sample) =>
      trend.push({ at: (performance.now() - startedAt) / 1000, ...sample }),
    );
  }, 15_000);
  await new Promise((resolve) => setTimeout(resolve, (SECONDS - WARM_UP_SECONDS) * 1000));
  finished = true;
  clearInterval(sampler);
  const measuredSeconds = (performance.now() - measuredFrom) / 1000;
  await Promise.all(loops);
  const atEnd = await sampleMemory();

  const all = [...latencies.values()].flat().sort((a, b) => a - b);
  const errorCount = [...errors.values()].reduce((sum, count) => sum + count, 0);
  console.log(
    `Soak: ${SECONDS} s (${WARM_UP_SECONDS} s warm-up), ${USERS} users at once, SQLite, loopback`,
  );
  for (const [operation, values] of latencies) {
    values.sort((a, b) => a - b);
    console.log(
      `  ${operation.padEnd(22)} ${(values.length / measuredSeconds).toFixed(0).padStart(6)} req/s  ` +
        `p50 ${percentile(values, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(values, 0.99).toFixed(1).padStart(6)} ms  ` +
        `errors ${errors.get(operation) ?? 0}`,
    );
  }
  console.log(
    `  ${'all'.padEnd(22)} ${(all.length / measuredSeconds).toFixed(0).padStart(6)} req/s  ` +
      `p50 ${percentile(all, 0.5).toFixed(1).padStart(6)} ms  p99 ${percentile(all, 0.99).toFixed(1).padStart(6)} ms  ` +
      `errors ${errorCount}`,
  );
  console.log(
    `  memory (after a full GC)  start: RSS ${megabytes(atStart.rss)}, heap ${megabytes(atStart.heapUsed)}; ` +
      `after warm-up: RSS ${megabytes(afterWarmUp.rss)}, heap ${megabytes(afterWarmUp.heapUsed)}; ` +
      `end: RSS ${megabytes(atEnd.rss)}, heap ${megabytes(atEnd.heapUsed)}`,
  );
  if (trend.length > 0) {
    console.log(
      `  trend: ${trend.map((sample) => `${sample.at.toFixed(0)} s RSS ${megabytes(sample.rss)} heap ${megabytes(sample.heapUsed)}`).join('; ')}`,
    );
  }
  const rssGrowth = atEnd.rss / afterWarmUp.rss - 1;
  const heapGrowth = atEnd.heapUsed / afterWarmUp.heapUsed - 1;
  const percent = (/** @type {number} */ value) => `${(value * 100).toFixed(1)}%`;
  console.log(
    `targets: zero errors ${errorCount === 0 ? 'met' : `MISSED (${errorCount})`}; ` +
      `RSS growth after warm-up ${percent(rssGrowth)} ≤ 10% ${rssGrowth <= GROWTH_LIMIT ? 'met' : 'MISSED'}; ` +
      `heap growth after warm-up ${percent(heapGrowth)} ≤ 10% ${heapGrowth <= GROWTH_LIMIT ? 'met' : 'MISSED'}`,
  );
} finally {
  await stop();
}
