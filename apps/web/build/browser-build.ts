import type { Plugin } from 'vite';

/**
 * For build plugins that only concern what the browser downloads: true in `vite build`, false in
 * the prerendering's Node build (scripts/prerender.mjs, `vite build --ssr`) and in the dev server.
 */
export const inBrowserBuild: NonNullable<Plugin['apply']> = (_config, { command, isSsrBuild }) =>
  command === 'build' && !isSsrBuild;
