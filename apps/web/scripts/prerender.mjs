// After `vite build`: prerenders the public pages in every language (src/prerender/render-page.tsx,
// built for Node with `vite build --ssr`) into dist/prerendered/, with a manifest the server reads.
// The server sends these pages instead of the empty app shell; the browser hydrates them.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(import.meta.dirname, '..');
const distDir = path.join(webRoot, 'dist');
const outDir = path.join(distDir, 'prerendered');
// Inside node_modules so the built entry finds React and the rest where Node looks for them.
const ssrDir = path.join(webRoot, 'node_modules', '.prerender');

/** @param {string} value */
function escapeHtml(value) {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('"', '&quot;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;');
}

/**
 * The app shell with the page put in: `#root`'s markup, the language, title and description.
 * @param {string} shell
 * @param {{ html: string, meta: { title: string, description?: string } | null }} page
 * @param {string} language
 */
function pageDocument(shell, page, language) {
  const replaceOnce = (
    /** @type {string} */ text,
    /** @type {RegExp} */ pattern,
    /** @type {string} */ by,
  ) => {
    if (!pattern.test(text)) throw new Error(`index.html has no match for ${pattern}`);
    return text.replace(pattern, () => by);
  };
  let html = replaceOnce(
    shell,
    /<html lang="[^"]*">/,
    `<html lang="${language}" data-prerendered="${language}">`,
  );
  html = replaceOnce(html, /<div id="root"><\/div>/, `<div id="root">${page.html}</div>`);
  if (page.meta) {
    html = replaceOnce(
      html,
      /<title>[^<]*<\/title>/,
      `<title>${escapeHtml(page.meta.title)}</title>`,
    );
    if (page.meta.description !== undefined) {
      html = replaceOnce(
        html,
        /<meta name="description" content="[^"]*" \/>/,
        `<meta name="description" content="${escapeHtml(page.meta.description)}" />`,
      );
    }
  }
  return html;
}

try {
  await build({
    root: webRoot,
    // Only errors: the Node build bundles every locale file, which Vite notes for each of them.
    logLevel: 'error',
    build: {
      ssr: 'src/prerender/render-page.tsx',
      outDir: ssrDir,
      emptyOutDir: true,
      sourcemap: false,
    },
  });
  const entry = fs.readdirSync(ssrDir).find((file) => /^render-page\.m?js$/.test(file));
  if (!entry) throw new Error(`the prerender build wrote no render-page.js in ${ssrDir}`);
  /** @type {typeof import('../src/prerender/render-page.tsx')} */
  const { renderPage, PRERENDERED_ROUTES, LANGUAGES } = await import(
    pathToFileURL(path.join(ssrDir, entry)).href
  );

  const shell = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(outDir, { recursive: true });
  /** @type {Record<string, Record<string, string>>} */
  const manifest = {};
  for (const route of PRERENDERED_ROUTES) {
    manifest[route.path] = {};
    for (const language of LANGUAGES) {
      const page = await renderPage(route.path, language);
      if (!page.meta) throw new Error(`${route.path} set no title (useDocumentMeta)`);
      // The CSP allows no inline script; a streaming leftover would also break hydration.
      if (/<script|<template/.test(page.html)) {
        throw new Error(`${route.path} (${language}) prerendered with a script or template`);
      }
      const file = `${route.name}.${language}.html`;
      fs.writeFileSync(path.join(outDir, file), pageDocument(shell, page, language));
      manifest[route.path][language] = file;
    }
  }
  fs.writeFileSync(path.join(outDir, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  console.warn(`prerendered ${Object.keys(manifest).join(', ')} in ${LANGUAGES.join(', ')}`);
} finally {
  fs.rmSync(ssrDir, { recursive: true, force: true });
}
