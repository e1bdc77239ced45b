import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { inBrowserBuild } from './build/browser-build.ts';
import { routePreloads, type RouteModules } from './build/route-preloads.ts';
import { sourceMapsAside } from './build/source-maps-aside.ts';
import { faceScanFiles } from './build/face-scan-files.ts';

/**
 * Writes `.br` and `.gz` beside every built asset, so the server can send them as they are
 * (@fastify/static `preCompressed`) instead of compressing on each request.
 */
function precompress(): Plugin {
  return {
    name: 'ascend-precompress',
    apply: inBrowserBuild,
    writeBundle(options, bundle) {
      const outDir = options.dir ?? 'dist';
      for (const fileName of Object.keys(bundle)) {
        if (!/\.(js|css|svg|json|txt|wasm)$/.test(fileName)) continue;
        const file = path.join(outDir, fileName);
        const content = fs.readFileSync(file);
        if (content.length < 1024) continue;
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content, { level: 9 }));
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(content, {
            params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
          }),
        );
      }
    },
  };
}

/** A namespace's strings in every language: the app loads them all at once (resources.ts). */
const strings = (namespace: string) =>
  ['en', 'es'].map((language) => `src/locales/${language}/${namespace}.json`);

const DASHBOARD_SHELL = [
  'src/features/dashboard/components/dashboard-layout.tsx',
  'src/features/settings/components/preferences-sync.tsx',
  ...strings('dashboard'),
  ...strings('api'),
];

const ACCOUNT_PAGE = [
  ...DASHBOARD_SHELL,
  'src/features/account/account-page.tsx',
  ...strings('account'),
];
const SETTINGS_PAGE = [
  ...DASHBOARD_SHELL,
  'src/features/settings/settings-page.tsx',
  ...strings('settings'),
];

/** The lazily loaded pages and strings of each path (src/app/router.tsx, dashboard-routes.tsx). */
const ROUTE_MODULES: RouteModules = {
  '/login': ['src/features/auth/login-page.tsx', ...strings('auth')],
  '/contact': ['src/features/contact/contact-page.tsx', ...strings('contact')],
  '/reset-password': ['src/features/auth/reset-password-page.tsx', ...strings('auth')],
  '/dashboard': [...DASHBOARD_SHELL, 'src/features/dashboard/pages/overview-page.tsx'],
  '/dashboard/account': ACCOUNT_PAGE,
  '/dashboard/settings': SETTINGS_PAGE,
  '/dashboard/tracking': [
    ...DASHBOARD_SHELL,
    'src/features/tracking/tracking-page.tsx',
    ...strings('tracking'),
  ],
  '/dashboard/tracking/habits': [
    ...DASHBOARD_SHELL,
    'src/features/tracking/habits-page.tsx',
    ...strings('tracking'),
  ],
  '/dashboard/diary': [
    ...DASHBOARD_SHELL,
    'src/features/diary/diary-page.tsx',
    ...strings('diary'),
  ],
  '/dashboard/nutricional': [
    ...DASHBOARD_SHELL,
    'src/features/nutrition/nutrition-page.tsx',
    ...strings('nutrition'),
  ],
  // The full-page account and settings load the same (src/app/dashboard-routes.tsx).
  '/account': ACCOUNT_PAGE,
  '/settings': SETTINGS_PAGE,
};

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    precompress(),
    sourceMapsAside(),
    routePreloads(ROUTE_MODULES, 'src/boot.tsx'),
    faceScanFiles(),
  ],
  // The face scan's detector runs in a module worker that imports the face-mesh library.
  worker: { format: 'es' },
  resolve: {
    // Shared schemas are compiled from source into the bundle.
    conditions: ['@ascend/source', 'module', 'browser', 'development|production'],
    alias: { '@': path.resolve(import.meta.dirname, 'src') },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Maps without the comment that names them in each script; sourceMapsAside() moves them out of
    // the served folder.
    sourcemap: 'hidden',
    target: 'es2022',
    rolldownOptions: {
      output: {
        // Left alone, every icon and every UI primitive package is its own chunk of a few hundred
        // bytes: the dashboard needed ~50 requests, six at a time over HTTP/1.1. Grouped, a page
        // fetches a handful of files.
        codeSplitting: {
          // A group takes only the modules it names, not React, which they import and the landing
          // page's entry needs at once.
          includeDependenciesRecursively: false,
          groups: [
            { name: 'icons', test: /node_modules[\\/]lucide-react[\\/]/, priority: 2 },
            {
              name: 'ui-vendor',
              test: /node_modules[\\/](@radix-ui|@floating-ui|@tanstack|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce)[\\/]/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/auth': 'http://127.0.0.1:8080',
      '/_dev': 'http://127.0.0.1:8080',
    },
  },
  test: {
    name: 'web',
    environment: 'jsdom',
    setupFiles: ['./vitest.setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    css: false,
  },
});
