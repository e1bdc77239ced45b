// Debian's nginx as the load balancer in front of several server instances, as docs/deployment.md
// sets it up: round-robin over loopback, started as an unprivileged process (`nobody` when started
// by root: nginx would otherwise keep a root master) with its own prefix, configuration and logs in
// a temporary directory. The e2e tests (tests/two-instances.test.ts) and the bench
// (bench/13-two-instances.mjs) both run it: JavaScript with JSDoc types, so node runs it as it is
// and vitest and tsc read its types.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.mjs';

const NGINX = '/usr/sbin/nginx';
const UNPRIVILEGED = 65534;

export const nginxAvailable = () => fs.existsSync(NGINX);

/**
 * @typedef {object} NginxOptions
 * @property {number} [port] where nginx listens; a free loopback port by default
 * @property {number} [workers] worker processes; one by default: on 2 cores shared with the
 *   instances, PostgreSQL and a load generator, a second worker measured no faster and competes
 *   with them for the CPU (bench/13's header has the figures)
 * @property {boolean} [tellUpstream] adds an `X-Upstream` header naming the instance that
 *   answered (for tests; not part of the deployment's configuration)
 */

/**
 * @typedef {object} Nginx
 * @property {string} url
 * @property {number} port
 * @property {() => string} errors what nginx logged so far, for assertion messages and bench output
 * @property {() => (number | undefined)[]} pids the master's and its workers' (CPU per request
 *   counts the proxy's own work too)
 * @property {(down: number[]) => Promise<void>} reload rewrites the configuration with these
 *   instances (ports) marked `down` and reloads it gracefully; resolves once the workers of the
 *   previous configuration have exited, so nothing is sent to a `down` instance any more and its
 *   connections from nginx are closed
 * @property {() => Promise<void>} stop
 */

/**
 * The configuration docs/deployment.md shows. Connections to the instances are kept alive and
 * reused (HTTP/1.1, no `Connection: close` passed on), so a proxied request costs no TCP handshake
 * and leaves no TIME_WAIT socket behind; nginx closes an idle one after 30 s, before the instance
 * would (its keep-alive timeout is 72 s), so it never sends a request on a connection the instance
 * is closing. No access log: a bench measures the proxy, not its disk.
 * @param {string} directory
 * @param {number} port
 * @param {number[]} upstreams
 * @param {ReadonlySet<number>} down
 * @param {Required<Pick<NginxOptions, 'workers' | 'tellUpstream'>>} options
 */
const nginxConfig = (directory, port, upstreams, down, { workers, tellUpstream }) => `
worker_processes ${workers};
# A reload's old worker finishes its requests, then exits; never waits longer than this.
worker_shutdown_timeout 20s;
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
    # Round-robin. An instance that refuses a connection (restarting) is skipped for 2 s; one
    # marked down (before its restart, then a reload) gets nothing.
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s${down.has(upstream) ? ' down' : ''};`).join('\n')}
    keepalive 64;
    keepalive_timeout 30s;
    keepalive_requests 100000;
  }

  server {
    listen 127.0.0.1:${port};
    # The account import's 10 MB, and multipart overhead.
    client_max_body_size 12m;

    location / {
      proxy_pass http://ascend;
      # HTTP/1.1 without the "Connection: close" nginx sends by default: what keepalive needs.
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # A request the instance did not take (connection refused or closed while it shuts down) goes
      # to the next one: idempotent methods only (nginx's default), so no POST is sent twice.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
${tellUpstream ? '      add_header X-Upstream $upstream_addr always;\n' : ''}    }
  }
}
`;

/**
 * The pids of a process's children (nginx's workers).
 * @param {number | undefined} pid
 * @returns {number[]}
 */
function childrenOf(pid) {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * @param {number[]} upstreams ports of the instances
 * @param {NginxOptions} [options]
 * @returns {Promise<Nginx>}
 */
export async function startNginx(upstreams, options = {}) {
  const port = options.port ?? (await freePort());
  const settings = { workers: options.workers ?? 1, tellUpstream: options.tellUpstream ?? false };
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-nginx-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(directory, UNPRIVILEGED, UNPRIVILEGED);
  const configFile = path.join(directory, 'nginx.conf');
  /** @param {ReadonlySet<number>} down */
  const writeConfig = (down) =>
    fs.writeFileSync(configFile, nginxConfig(directory, port, upstreams, down, settings));
  writeConfig(new Set());
  let output = '';
  const child = spawn(NGINX, ['-p', directory, '-c', configFile, '-e', `${directory}/error.log`], {
    stdio: ['ignore', 'pipe', 'pipe'],
    ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
  });
  child.stdout.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  child.stderr.on('data', (/** @type {Buffer} */ chunk) => (output += chunk.toString()));
  const errors = () => {
    const log = path.join(directory, 'error.log');
    return output + (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  };
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    const up = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start within 20 s:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  /** @type {Promise<unknown>} */
  const exited =
    child.exitCode !== null
      ? Promise.resolve()
      : new Promise((resolve) => child.once('exit', resolve));
  return {
    url,
    port,
    errors,
    pids: () => [child.pid, ...childrenOf(child.pid)],
    reload: async (down) => {
      const previous = childrenOf(child.pid);
      writeConfig(new Set(down));
      // SIGHUP: nginx's graceful reload (new workers start; the old ones finish, then exit).
      child.kill('SIGHUP');
      const reloadDeadline = Date.now() + 30_000;
      for (;;) {
        const workers = childrenOf(child.pid);
        if (workers.length > 0 && !workers.some((pid) => previous.includes(pid))) return;
        if (child.exitCode !== null || Date.now() > reloadDeadline) {
          throw new Error(`nginx did not reload:\n${errors()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await exited;
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
