/**
 * A PostgreSQL cluster of the test's own (scripts/test-postgres.sh with its own port and data
 * directory), so a test can stop and start the database under a running server.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from './paths.js';
import { freePort } from './free-port.mjs';

export interface PostgresCluster {
  url: string;
  start: () => void;
  stop: () => void;
  destroy: () => void;
}

export async function createPostgresCluster(): Promise<PostgresCluster> {
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-pg-'));
  fs.rmSync(dataDir, { recursive: true });
  const env = { ...process.env, TEST_PGPORT: String(port), TEST_PGDATA: dataDir };
  const script = path.join(repoRoot, 'scripts/test-postgres.sh');
  const run = (command: 'start' | 'stop') =>
    execFileSync('bash', [script, command], { env, encoding: 'utf8' });
  const url = /TEST_DATABASE_URL=(\S+)/.exec(run('start'))?.[1];
  if (!url) throw new Error('could not start a PostgreSQL cluster');
  return {
    url,
    // A restart must keep the data: pg_ctl start on the existing directory.
    start: () => {
      run('start');
    },
    stop: () => {
      run('stop');
    },
    destroy: () => {
      run('stop');
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
