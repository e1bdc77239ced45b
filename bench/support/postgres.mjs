// A PostgreSQL cluster of the benchmarks' own, on loopback (scripts/test-postgres.sh with a port and
// data directory of its own, as the e2e tests start theirs), and a fresh database in it per server.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../../e2e/support/free-port.mjs';
import { repoRoot } from './load.mjs';

/** Debian's PostgreSQL binaries, newest version first; undefined when none is installed. */
function binDir() {
  const root = '/usr/lib/postgresql';
  if (!fs.existsSync(root)) return undefined;
  const versions = fs
    .readdirSync(root)
    .filter((version) => fs.existsSync(path.join(root, version, 'bin/createdb')))
    .sort((left, right) => Number(right) - Number(left));
  return versions.length > 0 ? path.join(root, versions[0], 'bin') : undefined;
}

/**
 * Starts the cluster; undefined (and says why) when PostgreSQL is not installed or BENCH_POSTGRES
 * is `off`, so the SQLite figures still print.
 * @returns {Promise<{ createDatabase: () => string, stop: () => void } | undefined>}
 */
export async function startPostgres() {
  if (process.env.BENCH_POSTGRES === 'off') return undefined;
  const bin = binDir();
  if (!bin) {
    console.log('PostgreSQL is not installed (apt-get install postgresql): SQLite figures only');
    return undefined;
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-bench-pg-'));
  fs.rmSync(dataDir, { recursive: true });
  const env = { ...process.env, TEST_PGPORT: String(port), TEST_PGDATA: dataDir };
  const script = path.join(repoRoot, 'scripts/test-postgres.sh');
  const run = (/** @type {'start' | 'stop'} */ command) =>
    execFileSync('bash', [script, command], { env, encoding: 'utf8' });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(run('start'))?.[1];
  if (!url) throw new Error('could not start a PostgreSQL cluster');
  let databases = 0;
  return {
    createDatabase() {
      databases += 1;
      const name = `bench_${process.pid}_${databases}`;
      execFileSync(path.join(bin, 'createdb'), [
        '-h',
        '127.0.0.1',
        '-p',
        String(port),
        '-U',
        'ascend',
        name,
      ]);
      const database = new URL(url);
      database.pathname = `/${name}`;
      return database.toString();
    },
    stop() {
      run('stop');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
