// Shared helpers for the load benchmarks: child-process servers and bounded autocannon runs.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../../e2e/support/free-port.mjs';
import { serverEntry, serverNodeFlags } from '../../e2e/support/server-command.mjs';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Seconds per measured route; BENCH_SECONDS overrides (keep runs bounded). */
const DURATION_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * Seconds of unmeasured load before each measured run (BENCH_WARMUP_SECONDS overrides): the figures
 * are of a warmed-up server, its code compiled by the JIT and its caches filled, bare route included.
 */
const WARMUP_SECONDS = Number(process.env.BENCH_WARMUP_SECONDS ?? 2);

/**
 * @param {import('node:child_process').ChildProcessByStdio<null, import('node:stream').Readable, null>} child
 * @param {RegExp} pattern
 * @returns {Promise<RegExpExecArray>}
 */
function waitForLine(child, pattern) {
  return new Promise((resolve, reject) => {
    let output = '';
    /** @param {Buffer} chunk */
    const onData = (chunk) => {
      output += chunk.toString();
      const match = pattern.exec(output);
      if (match) {
        child.stdout.off('data', onData);
        resolve(match);
      }
    };
    child.stdout.on('data', onData);
    child.once('exit', (/** @type {number | null} */ code) =>
      reject(new Error(`exited with ${code}: ${output}`)),
    );
  });
}

async function startBareServer() {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, 'bare-server.mjs')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const [, port] = await waitForLine(child, /listening (\d+)/);
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stopChild(child) };
}

/**
 * Resolves once the server at `url` answers /health, rejects if `child` exits first or 30 s pass.
 * @param {import('node:child_process').ChildProcess} child
 * @param {string} url
 */
async function waitForHealth(child, url) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/health`)).ok) return;
    } catch {
      // not yet listening
    }
    if (Date.now() > deadline) throw new Error('server did not start within 30 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The built product server, started as `npm run serve` starts it (its Node flags), on a fresh data
 * directory (SQLite), or DATABASE_URL when set.
 * `nodeArgs` go to Node before the script (e.g. a preloaded probe); `ipc` opens a message channel
 * to the process (`child.send`, `child.on('message')`).
 * @param {Record<string, string>} [env]
 * @param {{ nodeArgs?: string[], ipc?: boolean }} [options]
 */
export async function startProductServer(env = {}, { nodeArgs = [], ipc = false } = {}) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-bench-'));
  // A port the system just handed out, not a random one another process may hold.
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [...serverNodeFlags, ...nodeArgs, serverEntry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ipc ? ['ignore', 'pipe', 'inherit', 'ipc'] : ['ignore', 'pipe', 'inherit'],
  });
  try {
    await waitForHealth(child, url);
  } catch (error) {
    await stopChild(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    pid: child.pid,
    child,
    dataDir,
    stop: async () => {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * @param {import('node:child_process').ChildProcess} child
 * @returns {Promise<void>}
 */
function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** @typedef {{ requestsPerSecond: number, p50: number, p99: number, errors: number, cpuMicrosPerRequest?: number }} Figures */

/** Linux's clock tick (USER_HZ), in which /proc reports CPU time. */
const CLOCK_TICK_MICROS = 10_000;

/**
 * CPU time (user + system, every thread) a process has used so far, in µs; undefined where /proc
 * is missing. The throughput of a route that saturates the server depends on the load generator
 * sharing its cores; the CPU a request costs does not, so it is printed beside the ratios.
 * @param {number | undefined} pid
 */
function cpuMicros(pid) {
  if (pid === undefined) return undefined;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MICROS;
  } catch {
    return undefined;
  }
}

/** @param {number | (number | undefined)[] | undefined} pids */
function cpuMicrosOf(pids) {
  if (!Array.isArray(pids)) return cpuMicros(pids);
  let sum = 0;
  for (const pid of pids) {
    const micros = cpuMicros(pid);
    if (micros === undefined) return undefined;
    sum += micros;
  }
  return sum;
}

/**
 * One bounded autocannon run; returns requests/s, p50/p99 latency, the count of non-2xx/errors and,
 * given the server's pid (or several processes': their sum), the server's CPU time per request.
 * @param {import('autocannon').Options} options
 * @param {number | (number | undefined)[]} [serverPid]
 * @returns {Promise<Figures>}
 */
export async function measure(options, serverPid) {
  if (WARMUP_SECONDS > 0) {
    await autocannon({ connections: CONNECTIONS, ...options, duration: WARMUP_SECONDS });
  }
  const cpuBefore = cpuMicrosOf(serverPid);
  const result = await autocannon({
    connections: CONNECTIONS,
    duration: DURATION_SECONDS,
    ...options,
  });
  const cpuAfter = cpuMicrosOf(serverPid);
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    ...(cpuBefore !== undefined && cpuAfter !== undefined && result.requests.total > 0
      ? { cpuMicrosPerRequest: (cpuAfter - cpuBefore) / result.requests.total }
      : {}),
  };
}

/**
 * @param {string} name
 * @param {Figures} figures
 * @param {Figures} [baseline]
 */
export function formatRow(name, figures, baseline) {
  const ratio = baseline
    ? ` ${((figures.requestsPerSecond / baseline.requestsPerSecond) * 100).toFixed(1).padStart(5)}% of bare`
    : '';
  const cpu =
    figures.cpuMicrosPerRequest === undefined
      ? ''
      : `  server CPU ${figures.cpuMicrosPerRequest.toFixed(0).padStart(4)} µs/req`;
  return `${name.padEnd(34)} ${figures.requestsPerSecond.toFixed(0).padStart(7)} req/s  p50 ${String(figures.p50).padStart(4)} ms  p99 ${String(figures.p99).padStart(4)} ms  errors ${figures.errors}${ratio}${cpu}`;
}

/**
 * The bare Fastify JSON route's figures (its own process, measured alone): the yardstick every
 * ratio of a run is taken against.
 * @returns {Promise<Figures>}
 */
export async function measureBareRoute() {
  const bare = await startBareServer();
  try {
    return await measure({ url: `${bare.url}/bare` }, bare.pid);
  } finally {
    await bare.stop();
  }
}
