/**
 * The face scan's model weights and WebAssembly binaries, served by the app itself (never a CDN):
 * copied from node_modules into `assets/face-scan/<versions>/` at build time, where the server's
 * long-lived immutable cache header applies (the versions in the path change when a file can), and
 * served from node_modules by the dev server. Only what the scan runs: the face detector, the face
 * mesh and the iris model of @vladmandic/human (MediaPipe's models, Apache-2.0), and the WASM
 * backend of TensorFlow.js pinned to the version human bundles (4.22.0).
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import {
  FACE_SCAN_FILES_PATH,
  FACE_SCAN_LIBRARY_VERSIONS,
} from '../src/features/scans/face/face-scan-files-path.ts';

const require = createRequire(import.meta.url);

const HUMAN = '@vladmandic/human';
const TFJS_WASM = '@tensorflow/tfjs-backend-wasm';
/** Resolved by name (literally, so the dependency checker sees both packages used). */
const ENTRIES = {
  [HUMAN]: require.resolve('@vladmandic/human'),
  [TFJS_WASM]: require.resolve('@tensorflow/tfjs-backend-wasm'),
};
type PackageName = keyof typeof ENTRIES;

/** The package's folder: up from its entry (human's `exports` do not list its package.json). */
function packageDir(name: PackageName): string {
  let dir = path.dirname(ENTRIES[name]);
  while (!fs.existsSync(path.join(dir, 'package.json')) || !dir.endsWith(name.split('/').at(-1)!)) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`No package folder for ${name}`);
    dir = parent;
  }
  return dir;
}

function versionOf(name: PackageName): string {
  return (
    JSON.parse(fs.readFileSync(path.join(packageDir(name), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;
}

/** The path names the versions: a file that changes must change its URL (it is cached a year). */
function checkVersions(): void {
  const installed = { human: versionOf(HUMAN), tfjsWasm: versionOf(TFJS_WASM) };
  if (JSON.stringify(installed) !== JSON.stringify(FACE_SCAN_LIBRARY_VERSIONS)) {
    throw new Error(
      `face-scan-files-path.ts names ${JSON.stringify(FACE_SCAN_LIBRARY_VERSIONS)}, installed ${JSON.stringify(installed)}`,
    );
  }
}

/** Served name → file on disk. The threaded wasm needs cross-origin isolation, which the app has not. */
function files(): Map<string, string> {
  const models = path.join(packageDir(HUMAN), 'models');
  const wasm = path.join(packageDir(TFJS_WASM), 'dist');
  return new Map([
    ...['blazeface', 'facemesh', 'iris'].flatMap((model) =>
      ['json', 'bin'].map(
        (ext) => [`${model}.${ext}`, path.join(models, `${model}.${ext}`)] as const,
      ),
    ),
    ...['tfjs-backend-wasm.wasm', 'tfjs-backend-wasm-simd.wasm'].map(
      (name) => [name, path.join(wasm, name)] as const,
    ),
  ]);
}

const TYPES: Record<string, string> = {
  '.json': 'application/json',
  '.bin': 'application/octet-stream',
  '.wasm': 'application/wasm',
};

export function faceScanFiles(): Plugin {
  return {
    name: 'ascend-face-scan-files',
    buildStart: checkVersions,
    generateBundle() {
      if (this.environment.config.build.ssr) return;
      for (const [name, file] of files()) {
        this.emitFile({
          type: 'asset',
          fileName: `${FACE_SCAN_FILES_PATH.slice(1)}${name}`,
          source: fs.readFileSync(file),
        });
      }
    },
    configureServer(server) {
      const served = files();
      server.middlewares.use(FACE_SCAN_FILES_PATH, (request, response, next) => {
        const file = served.get((request.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (!file) return next();
        response.setHeader('content-type', TYPES[path.extname(file)] ?? 'application/octet-stream');
        fs.createReadStream(file).pipe(response);
      });
    },
  };
}
