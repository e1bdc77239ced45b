/**
 * The server as an operator meets it: `node apps/server/dist/main.js` with bad settings fails with one
 * clear line, and a running server shuts down gracefully.
 */
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';
import { startServerProcess, waitForExit, type ServerProcess } from '../support/server-process.js';

const running: ServerProcess[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((server) => server.stop('SIGKILL')));
});

async function failedStart(
  env: Record<string, string>,
): Promise<{ code: number | null; lines: string[] }> {
  const server = await startServerProcess(env, { waitForHealth: false });
  running.push(server);
  const code = await waitForExit(server.child);
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.trim() !== '');
  return { code, lines };
}

describe('start-up failures give one clear line', () => {
  it('names a bad configuration variable', async () => {
    const { code, lines } = await failedStart({ AUTH_JWT_EXP: 'soon' });
    expect(code).toBe(1);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^ascend: AUTH_JWT_EXP .*"soon"/);
  });

  it('names a data directory that cannot be written', async () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-e2e-')), 'a-file');
    fs.writeFileSync(file, 'not a directory');
    const { code, lines } = await failedStart({ DATA_DIR: path.join(file, 'data') });
    expect(code).toBe(1);
    expect(lines).toEqual([
      expect.stringMatching(/^ascend: DATA_DIR .* is not a writable directory/),
    ]);
  });

  it('names an unreachable database without its password', async () => {
    const { code, lines } = await failedStart({
      DATABASE_URL: 'postgres://ascend:hunter2@127.0.0.1:1/ascend',
    });
    expect(code).toBe(1);
    expect(lines).toEqual(['ascend: cannot reach PostgreSQL at 127.0.0.1:1/ascend: ECONNREFUSED']);
  });

  it('names a port that is already in use', async () => {
    const first = await startServerProcess();
    running.push(first);
    const { code, lines } = await failedStart({ PORT: String(first.port) });
    expect(code).toBe(1);
    expect(lines).toEqual([
      `ascend: port ${first.port} on 127.0.0.1 is already in use: stop the other server or set PORT`,
    ]);
  });
});

describe('a running server', () => {
  it('creates a missing data directory, with its database and signing keys', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-e2e-')), 'new', 'data');
    const server = await startServerProcess({ DATA_DIR: dataDir });
    running.push(server);
    expect(fs.existsSync(path.join(dataDir, 'ascend.sqlite'))).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'jwt-keys.json'))).toBe(true);
    expect(fs.statSync(path.join(dataDir, 'jwt-keys.json')).mode & 0o077).toBe(0);
  });

  it('runs with the Node flags of `npm run serve` (its heap settings)', async () => {
    const server = await startServerProcess();
    running.push(server);
    const serve = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts
      .serve as string;
    expect(serve).toContain('--max-semi-space-size=64');
    // The process's own arguments, as the kernel has them.
    const argv = fs.readFileSync(`/proc/${server.child.pid}/cmdline`, 'utf8').split('\0');
    expect(argv).toContain('--max-semi-space-size=64');
  });

  it('finishes in-flight requests on SIGTERM, refuses new ones, and exits 0', async () => {
    const server = await startServerProcess();
    running.push(server);
    // The app shell preloads the app's largest chunk (boot); a prerendered page does not.
    const html = await (await fetch(`${server.url}/dashboard`)).text();
    const bundle = /href="(\/assets\/boot-[^"]+\.js)"/.exec(html)?.[1];
    expect(bundle).toBeDefined();

    // Read the first chunk of a large response, then signal while the rest is still being sent.
    const received = await new Promise<{ expected: number; actual: number }>((resolve, reject) => {
      http
        .get(`${server.url}${bundle}`, (response) => {
          const expected = Number(response.headers['content-length']);
          let actual = 0;
          response.once('data', (chunk: Buffer) => {
            actual += chunk.length;
            response.pause();
            server.child.kill('SIGTERM');
            setTimeout(() => {
              response.on('data', (more: Buffer) => (actual += more.length));
              response.on('end', () => resolve({ expected, actual }));
              response.resume();
            }, 500);
          });
        })
        .on('error', reject);
    });
    expect(received.actual).toBe(received.expected);
    expect(await waitForExit(server.child)).toBe(0);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });

  it('drains on SIGTERM: /health/ready answers 503 while requests are still served, then it exits 0', async () => {
    const server = await startServerProcess({ SHUTDOWN_DRAIN_SECONDS: '6' });
    running.push(server);
    expect((await fetch(`${server.url}/health/ready`)).status).toBe(200);
    server.child.kill('SIGTERM');
    await expect
      .poll(async () => (await fetch(`${server.url}/health/ready`)).status, { timeout: 5_000 })
      .toBe(503);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
    expect(await waitForExit(server.child)).toBe(0);
    await expect(fetch(`${server.url}/health`)).rejects.toThrow();
  });
});
