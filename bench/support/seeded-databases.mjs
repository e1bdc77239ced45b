// The databases a seeded load benchmark runs on, and the server's CLIs that seed them.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { formatRow, measure, repoRoot, startProductServer } from './load.mjs';
import { inTurnAs, LOAD_ENV } from './users.mjs';

/**
 * Runs one of the server's built CLIs (`apps/server/dist/cli/<name>`) and resolves with what it
 * printed, trimmed.
 * @param {string} name @param {string[]} args @param {Record<string, string>} [env]
 * @returns {Promise<string>}
 */
export function serverCli(name, args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [path.join(repoRoot, 'apps/server/dist/cli', name), ...args],
      {
        cwd: repoRoot,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => (out += chunk));
    child.stderr.on('data', (chunk) => (err += chunk));
    child.once('exit', (code) =>
      code === 0 ? resolve(out.trim()) : reject(new Error(`${name} ${args[0]}: ${err}`)),
    );
  });
}

/**
 * @typedef {Awaited<ReturnType<typeof startProductServer>>} ProductServer
 * @typedef {{ name: string, server: ProductServer, env: { DATABASE_URL: string } }} OnDatabase
 */

/**
 * Runs `measure` once per database: SQLite, then PostgreSQL when DATABASE_URL (or
 * TEST_DATABASE_URL) names a server, on a fresh database created there (seed-tracking-load's
 * create-database) and dropped afterwards. Each run has a product server of its own under the
 * load environment (plus `serverEnv`), stopped after; `env` is what a seed CLI needs to write into
 * the same database.
 * @param {Record<string, string>} serverEnv
 * @param {(on: OnDatabase) => Promise<void>} measure
 */
export async function forEachDatabase(serverEnv, measure) {
  const postgresServer = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
  /** @type {[string, string | undefined][]} */
  const databases = [['SQLite', undefined]];
  if (postgresServer) databases.push(['PostgreSQL', postgresServer]);
  for (const [name, serverUrl] of databases) {
    const databaseUrl = serverUrl
      ? await serverCli('seed-tracking-load.js', ['create-database'], { DATABASE_URL: serverUrl })
      : undefined;
    // Empty unsets it: the server would otherwise inherit DATABASE_URL from this process.
    const env = { DATABASE_URL: databaseUrl ?? '' };
    const server = await startProductServer({ ...LOAD_ENV, ...env, ...serverEnv });
    try {
      await measure({ name, server, env });
    } finally {
      await server.stop();
      if (databaseUrl) {
        await serverCli('seed-tracking-load.js', ['drop-database', databaseUrl], {
          DATABASE_URL: serverUrl ?? '',
        });
      }
    }
  }
}

/** @param {string} date @param {number} days @returns {string} the day `days` after `date` */
export const addDays = (date, days) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * @typedef {import('./load.mjs').Figures} Figures
 * @typedef {{ name: string, method: string, path: string, body?: (n: number) => string }} MeasuredRoute
 */

/**
 * Measures a route under load, its requests carrying the users' tokens in turn, and prints its row
 * beside the bare route's.
 * @param {{ server: ProductServer, users: { accessToken: string }[], baseline: Figures, database: string }} run
 * @param {MeasuredRoute} route
 * @returns {Promise<Figures>}
 */
export async function measureInTurn({ server, users, baseline, database }, route) {
  const figures = await measure(
    { url: `${server.url}${route.path}`, requests: [inTurnAs(users, route)] },
    server.pid,
  );
  console.log(formatRow(`${route.name} (${database})`, figures, baseline));
  return figures;
}

/** @param {Figures | undefined} figures @param {Figures} baseline the share of the bare route's rate */
export const ratioToBare = (figures, baseline) =>
  figures ? figures.requestsPerSecond / baseline.requestsPerSecond : undefined;

/** @param {Record<string, Figures>} figures */
export const errorsOf = (figures) =>
  Object.values(figures).reduce((sum, row) => sum + row.errors, 0);

/** @param {boolean | undefined} met a floor's verdict, `undefined` where it was not measured */
export const verdict = (met) => (met === undefined ? 'not measured' : met ? 'met' : 'MISSED');

/** @param {number | undefined} value @param {number} floor */
export const atLeast = (value, floor) => verdict(value === undefined ? undefined : value >= floor);

/** @param {number | undefined} value @param {number} ceiling */
export const atMost = (value, ceiling) =>
  verdict(value === undefined ? undefined : value <= ceiling);
