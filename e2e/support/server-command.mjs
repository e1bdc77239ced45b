// How `npm run serve` starts the server: Node's flags from that script, then the built entry. The
// browser tests and the benchmarks start it the same way, so what they prove and measure is the
// process an operator runs, V8's heap settings included.
import fs from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const serve = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts
  .serve;
const command = /^node((?: --[\w-]+(?:=\S+)?)*) (\S+)$/.exec(serve);
if (!command)
  throw new Error(`package.json's serve script is not "node [--flag…] entry": ${serve}`);

/** Node's flags of `npm run serve`, e.g. `--max-semi-space-size=64`. */
export const serverNodeFlags = command[1].split(' ').filter(Boolean);
/** The built server's entry (`apps/server/dist/main.js`), absolute. */
export const serverEntry = path.join(repoRoot, /** @type {string} */ (command[2]));
