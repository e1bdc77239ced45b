import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { inBrowserBuild } from './browser-build.ts';

/**
 * Moves the build's source maps out of the folder the server publishes into a sibling one
 * (`dist-sourcemaps/` beside `dist/`): they hold the original sources, which visitors have no use
 * for, while an error reporter can still be given them. With `build.sourcemap: 'hidden'` no script
 * names its map, so nothing asks for them either.
 */
export function sourceMapsAside(folderName = 'dist-sourcemaps'): Plugin {
  return {
    name: 'ascend-source-maps-aside',
    apply: inBrowserBuild,
    writeBundle(options, bundle) {
      const outDir = path.resolve(options.dir ?? 'dist');
      const aside = path.join(path.dirname(outDir), folderName);
      fs.rmSync(aside, { recursive: true, force: true });
      for (const fileName of Object.keys(bundle)) {
        if (!fileName.endsWith('.map')) continue;
        const target = path.join(aside, fileName);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.renameSync(path.join(outDir, fileName), target);
      }
    },
  };
}
