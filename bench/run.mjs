// `npm run bench`: runs every numbered script in bench/ in order, each printing its own figures.
// BENCH_ONLY=02 runs only the scripts whose names start with it.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const only = process.env.BENCH_ONLY;
const scripts = fs
  .readdirSync(import.meta.dirname)
  .filter((name) => /^\d\d-.*\.mjs$/.test(name))
  .filter((name) => !only || name.startsWith(only))
  .sort();

let failed = false;
for (const script of scripts) {
  console.log(`\n=== ${script}`);
  const result = spawnSync(process.execPath, [path.join(import.meta.dirname, script)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) failed = true;
}
process.exitCode = failed ? 1 : 0;
