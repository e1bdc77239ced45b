/**
 * Which code each page needs beyond the entry, for the server to announce in that page's HTML
 * (`<link rel="modulepreload">`): the browser then fetches a lazily loaded page's chunks alongside
 * the entry instead of after it has run. Written at build time to `.vite/route-preloads.json`
 * (not served: the static files skip dot folders), as `{ "/path": ["assets/…js", …] }`.
 *
 * Every page needs the boot module (src/boot.tsx), which the entry imports only after the first
 * paint: index.html preloads it and its static imports, and the routes' lists leave them out.
 */
import path from 'node:path';
import type { IndexHtmlTransformContext, Plugin } from 'vite';
import { inBrowserBuild } from './browser-build.ts';

/** A page's path and the source modules it loads lazily (see src/app/router.tsx). */
export type RouteModules = Record<string, readonly string[]>;

export const ROUTE_PRELOADS_FILE = '.vite/route-preloads.json';

interface ChunkInfo {
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The files a chunk needs before it runs: itself and its static imports, transitively. */
function withStaticImports(start: string, chunks: Map<string, ChunkInfo>): Set<string> {
  const files = new Set<string>();
  const pending = [start];
  while (pending.length > 0) {
    const fileName = pending.pop()!;
    if (files.has(fileName)) continue;
    files.add(fileName);
    pending.push(...(chunks.get(fileName)?.imports ?? []));
  }
  return files;
}

function chunkOf(module: string, chunkList: readonly ChunkInfo[], root: string, usedBy: string) {
  const id = path.resolve(root, module);
  const chunk = chunkList.find((candidate) => candidate.facadeModuleId === id);
  if (!chunk) throw new Error(`route preloads: no chunk for ${module} (${usedBy})`);
  return chunk;
}

/** What the entry chunk loads itself (index.html references those), and what boot needs beyond. */
export function bootPreloadsOf(
  boot: string,
  chunkList: readonly ChunkInfo[],
  root: string,
): { entry: Set<string>; boot: string[] } {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunkList.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('route preloads: the bundle has no entry chunk');
  const initial = withStaticImports(entry.fileName, chunks);
  const bootFiles = withStaticImports(chunkOf(boot, chunkList, root, 'boot').fileName, chunks);
  return { entry: initial, boot: [...bootFiles].filter((file) => !initial.has(file)).sort() };
}

/**
 * For each path, the chunks of its modules and everything they import statically, less what every
 * page loads (the entry and boot: index.html preloads those). A module missing from the bundle is
 * an error, so a renamed page cannot silently lose its preload.
 */
export function routePreloadsOf(
  routes: RouteModules,
  boot: string,
  chunkList: readonly ChunkInfo[],
  root: string,
): Record<string, string[]> {
  const chunks = new Map(chunkList.map((chunk) => [chunk.fileName, chunk]));
  const everyPage = bootPreloadsOf(boot, chunkList, root);
  const initial = new Set([...everyPage.entry, ...everyPage.boot]);
  const result: Record<string, string[]> = {};
  for (const [route, modules] of Object.entries(routes)) {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunkOf(module, chunkList, root, `route ${route}`);
      for (const file of withStaticImports(chunk.fileName, chunks)) {
        if (!initial.has(file)) files.add(file);
      }
    }
    result[route] = [...files].sort();
  }
  return result;
}

function chunkListOf(bundle: NonNullable<IndexHtmlTransformContext['bundle']>): ChunkInfo[] {
  return Object.values(bundle).flatMap((output) =>
    output.type === 'chunk'
      ? [
          {
            fileName: output.fileName,
            isEntry: output.isEntry,
            facadeModuleId: output.facadeModuleId,
            imports: output.imports,
          },
        ]
      : [],
  );
}

export function routePreloads(routes: RouteModules, boot: string): Plugin {
  let root = process.cwd();
  let base = '/';
  return {
    name: 'ascend-route-preloads',
    apply: inBrowserBuild,
    configResolved(config) {
      root = config.root;
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        if (!context.bundle) return [];
        return bootPreloadsOf(boot, chunkListOf(context.bundle), root).boot.map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
    generateBundle(_options, bundle) {
      this.emitFile({
        type: 'asset',
        fileName: ROUTE_PRELOADS_FILE,
        source: `${JSON.stringify(routePreloadsOf(routes, boot, chunkListOf(bundle), root), null, 2)}\n`,
      });
    },
  };
}
