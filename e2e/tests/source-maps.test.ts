/**
 * The production build ships no source maps in the folder the server serves: a map request is a
 * 404 and no served script points at one. The maps are kept beside the build, in
 * `apps/web/dist-sourcemaps/` (never served), for error reporting.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

const webDist = path.join(repoRoot, 'apps/web/dist');
const sourceMaps = path.join(repoRoot, 'apps/web/dist-sourcemaps');

/** Every file under a folder, as paths relative to it with `/` separators. */
function filesUnder(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .map((file) => file.split(path.sep).join('/'));
}

/** `//# sourceMappingURL=…` or `/*# sourceMappingURL=… *\/` (also the old `@` form). */
const SOURCE_MAP_COMMENT = /\/[/*]\s*[#@]\s*sourceMappingURL\s*=/;

describe('source maps of the production build', () => {
  let server: ServerProcess;
  let scripts: string[];

  beforeAll(async () => {
    scripts = filesUnder(webDist).filter((file) => /\.(js|css)$/.test(file));
    server = await startServerProcess({ AUTH_RATE_LIMITS: 'off' });
  });
  afterAll(() => server?.stop());

  it('the build has scripts to look at', () => {
    expect(
      scripts.filter((file) => file.startsWith('assets/') && file.endsWith('.js')),
    ).not.toEqual([]);
  });

  it('no .map file is in the served folder, and a request for one is a 404', async () => {
    expect(filesUnder(webDist).filter((file) => file.endsWith('.map'))).toEqual([]);
    const answers = await Promise.all(
      scripts.map(async (file) => {
        const response = await fetch(`${server.url}/${file}.map`);
        await response.arrayBuffer();
        return { file, status: response.status };
      }),
    );
    expect(answers.filter(({ status }) => status !== 404)).toEqual([]);
  });

  it('no served script names a source map, compressed or not', async () => {
    const named: string[] = [];
    for (const file of scripts) {
      for (const encoding of ['identity', 'br', 'gzip']) {
        const response = await fetch(`${server.url}/${file}`, {
          headers: { 'accept-encoding': encoding },
        });
        expect(response.status).toBe(200);
        if (SOURCE_MAP_COMMENT.test(await response.text())) named.push(`${file} (${encoding})`);
      }
    }
    expect(named).toEqual([]);
  });

  it('keeps the maps of the scripts outside the served folder, for error reporting', () => {
    const kept = filesUnder(sourceMaps);
    expect(kept.length).toBeGreaterThan(0);
    // Each belongs to a script of this build (the bundler's tiny runtime chunk has none).
    expect(kept.filter((file) => !scripts.includes(file.replace(/\.map$/, '')))).toEqual([]);
  });
});
