// Debian's nginx in front of product servers, round-robin on loopback, as docs/deployment.md sets
// it up: a temporary prefix of its own, unprivileged (as `nobody` when started by root).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const NGINX = '/usr/sbin/nginx';
const UNPRIVILEGED = 65534;
/**
 * One worker: on 2 cores shared with the instances, PostgreSQL and the load generator, a second
 * worker measured no faster and competes with them for the CPU (bench/13's header has the figures).
 */
const WORKER_PROCESSES = process.env.BENCH_NGINX_WORKERS ?? '1';

export const nginxAvailable = () => fs.existsSync(NGINX);

/** A loopback port that was free a moment ago (a random one may be a busy client's). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** @param {number | undefined} master @returns {number[]} */
function workerPids(master) {
  try {
    return fs
      .readFileSync(`/proc/${master}/task/${master}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * The configuration docs/deployment.md shows, as e2e/support/nginx.ts runs it: connections to the
 * instances kept alive and reused (HTTP/1.1, no `Connection: close` passed on), so a proxied request
 * costs no TCP handshake and leaves no TIME_WAIT socket behind; closed by nginx after 30 s idle,
 * before the instance's own keep-alive timeout (72 s), so nginx never reuses a connection the
 * instance is closing. No access log: a bench measures the proxy, not its disk.
 * @param {string} directory @param {number} port @param {number[]} upstreams
 */
const nginxConfig = (directory, port, upstreams) => `worker_processes ${WORKER_PROCESSES};
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  keepalive_requests 100000;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;
  upstream ascend {
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s;`).join('\n')}
    keepalive 64;
    keepalive_timeout 30s;
    keepalive_requests 100000;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://ascend;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
    }
  }
}
`;

/**
 * @param {number[]} upstreams ports of the instances
 * @returns {Promise<{ url: string, pids: () => (number | undefined)[], errors: () => string, stop: () => Promise<void> }>}
 */
export async function startNginx(upstreams) {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-bench-nginx-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(directory, UNPRIVILEGED, UNPRIVILEGED);
  const port = await freePort();
  const config = path.join(directory, 'nginx.conf');
  fs.writeFileSync(config, nginxConfig(directory, port, upstreams));
  const child = spawn(NGINX, ['-p', directory, '-c', config, '-e', `${directory}/error.log`], {
    stdio: ['ignore', 'ignore', 'pipe'],
    ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
  });
  let errors = '';
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}: ${errors}`);
    const up = await fetch(`${url}/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('nginx did not start within 20 s');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const log = path.join(directory, 'error.log');
  return {
    url,
    /** The master's and its workers' (CPU per request counts the proxy's own work too). */
    pids: () => [child.pid, ...workerPids(child.pid)],
    /** What nginx logged so far (why a request failed), for the bench's output. */
    errors: () => errors + (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : ''),
    stop: () =>
      new Promise((resolve) => {
        child.once('exit', () => {
          fs.rmSync(directory, { recursive: true, force: true });
          resolve(undefined);
        });
        child.kill('SIGQUIT');
      }),
  };
}
