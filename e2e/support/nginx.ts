/**
 * Debian's nginx as the load balancer in front of several server instances: round-robin over
 * loopback, started as an unprivileged process with its own prefix, configuration and logs in a
 * temporary directory. The configuration is the one docs/deployment.md shows, plus an `X-Upstream`
 * header that tells the test which instance answered.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, waitForExit } from './server-process.js';

const NGINX = '/usr/sbin/nginx';
/** `nobody`: nginx started by root would keep a root master process; the test's runs as this. */
const UNPRIVILEGED = 65534;

export const nginxAvailable = (): boolean => fs.existsSync(NGINX);

export interface Nginx {
  url: string;
  port: number;
  /** The error log, for assertion messages. */
  errors: () => string;
  /**
   * Rewrites the configuration with these instances (ports) marked `down` and reloads it
   * gracefully; resolves once the workers of the previous configuration have exited, so nothing
   * is sent to a `down` instance any more and its connections from nginx are closed.
   */
  reload: (down: number[]) => Promise<void>;
  stop: () => Promise<void>;
}

function nginxConfig(
  directory: string,
  port: number,
  upstreams: number[],
  down: ReadonlySet<number>,
): string {
  return `
worker_processes 1;
# A reload's old worker finishes its requests, then exits; never waits longer than this.
worker_shutdown_timeout 20s;
daemon off;
pid ${directory}/nginx.pid;
error_log ${directory}/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${directory}/client_body;
  proxy_temp_path ${directory}/proxy;
  fastcgi_temp_path ${directory}/fastcgi;
  uwsgi_temp_path ${directory}/uwsgi;
  scgi_temp_path ${directory}/scgi;

  upstream ascend {
    # Round-robin. An instance that refuses a connection (restarting) is skipped for 2 s; one
    # marked down (before its restart, then a reload) gets nothing.
${upstreams.map((upstream) => `    server 127.0.0.1:${upstream} max_fails=1 fail_timeout=2s${down.has(upstream) ? ' down' : ''};`).join('\n')}
    # Connections to the instances are kept and reused. nginx closes an idle one after 30 s,
    # before the instance would (its keep-alive timeout is 72 s), so it never sends a request
    # on a connection the instance is closing.
    keepalive 32;
    keepalive_timeout 30s;
    keepalive_requests 10000;
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
      # For the test only: which instance answered.
      add_header X-Upstream $upstream_addr always;
    }
  }
}
`;
}

/** The pids of a process's children (nginx's workers). */
function childrenOf(pid: number | undefined): number[] {
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

export async function startNginx(upstreams: number[], port?: number): Promise<Nginx> {
  const listen = port ?? (await freePort());
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-nginx-'));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) fs.chownSync(directory, UNPRIVILEGED, UNPRIVILEGED);
  const configFile = path.join(directory, 'nginx.conf');
  fs.writeFileSync(configFile, nginxConfig(directory, listen, upstreams, new Set()));
  let output = '';
  const child: ChildProcess = spawn(
    NGINX,
    ['-p', directory, '-c', configFile, '-e', `${directory}/error.log`],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(asRoot ? { uid: UNPRIVILEGED, gid: UNPRIVILEGED } : {}),
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const errors = () => {
    const log = path.join(directory, 'error.log');
    return output + (fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '');
  };
  const url = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`nginx exited with ${child.exitCode}:\n${errors()}`);
    const up = await fetch(`${url}/health`).then(
      () => true,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error(`nginx did not start:\n${errors()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    port: listen,
    errors,
    reload: async (down) => {
      const previous = childrenOf(child.pid);
      fs.writeFileSync(configFile, nginxConfig(directory, listen, upstreams, new Set(down)));
      // SIGHUP: nginx's graceful reload (new workers start; the old ones finish, then exit).
      child.kill('SIGHUP');
      const deadline = Date.now() + 30_000;
      for (;;) {
        const workers = childrenOf(child.pid);
        if (workers.length > 0 && !workers.some((pid) => previous.includes(pid))) return;
        if (child.exitCode !== null || Date.now() > deadline) {
          throw new Error(`nginx did not reload:\n${errors()}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    stop: async () => {
      // SIGQUIT: nginx's graceful stop.
      if (child.exitCode === null) child.kill('SIGQUIT');
      await waitForExit(child);
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
