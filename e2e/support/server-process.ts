/**
 * Runs the built server as a child process, exactly as `npm start` does (`npm run serve`'s Node flags
 * and entry, server-command.mjs), on a loopback port and a throw-away data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';
import { repoRoot, serverEntry } from './paths.js';
import { serverNodeFlags } from './server-command.mjs';

export interface ServerProcess {
  url: string;
  port: number;
  dataDir: string;
  child: ChildProcess;
  /** Everything the process wrote so far (stdout and stderr). */
  output: () => string;
  stop: (signal?: NodeJS.Signals) => Promise<number | null>;
}

export function waitForExit(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

const STARTUP_TIMEOUT_MS = 90_000;

/** Starts the server and resolves once /health answers; rejects with its output if it exits first. */
export async function startServerProcess(
  env: Record<string, string> = {},
  options: { waitForHealth?: boolean } = {},
): Promise<ServerProcess> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`${serverEntry} is missing: run \`npm run build\` first`);
  }
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const dataDir = env.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [...serverNodeFlags, serverEntry], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: url,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));

  const handle: ServerProcess = {
    url,
    port,
    dataDir,
    child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null) child.kill(signal);
      return waitForExit(child);
    },
  };
  if (options.waitForHealth === false) return handle;

  // Generous: a loaded 2-core machine can take long to start Node, Chromium and the database.
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  let lastAnswer = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`server exited with ${child.exitCode} before it was ready:\n${output}`);
    }
    try {
      const response = await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) });
      if (response.ok) return handle;
      lastAnswer = `${response.status} ${await response.text()}`;
    } catch (error) {
      lastAnswer = String((error as Error).cause ?? error);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await handle.stop('SIGKILL');
  throw new Error(
    `server did not become healthy within ${STARTUP_TIMEOUT_MS / 1000} s (last /health: ${lastAnswer}):\n${output}`,
  );
}
