// Page audit: Lighthouse (mobile preset) on the public pages of the production build served by the
// real server, and the landing page's initial JavaScript size (gzip).
// Targets (issue 5): every category ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, initial JS for / ≤ 150 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { repoRoot, startProductServer } from './support/load.mjs';

const PAGES = (process.env.AUDIT_PAGES ?? '/,/login,/contact').split(',');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * The scripts index.html loads up front: the entry module and its modulepreloads.
 * @param {string} distDir
 */
export function initialJavaScript(distDir) {
  const html = fs.readFileSync(path.join(distDir, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map(
    (match) => match[1],
  );
  return [...new Set(files)].map((file) => {
    const content = fs.readFileSync(path.join(distDir, file));
    return { file, bytes: content.length, gzip: gzipSync(content).length };
  });
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const server = await startProductServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  console.log('Lighthouse, mobile preset (targets: categories ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05)');
  for (const page of PAGES) {
    const result = await lighthouse(`${server.url}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${page}`);
    const { categories, audits } = result.lhr;
    const score = (/** @type {string} */ name) => Math.round((categories[name]?.score ?? 0) * 100);
    const metric = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
    console.log(
      `${page.padEnd(22)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  ` +
        `LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s  CLS ${metric('cumulative-layout-shift').toFixed(3)}  TBT ${Math.round(metric('total-blocking-time'))} ms`,
    );
  }
} finally {
  await chrome.kill();
  await server.stop();
}

const scripts = initialJavaScript(path.join(repoRoot, 'apps/web/dist'));
const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
console.log(`\ninitial JavaScript for / (gzip, target ≤ 150 KB): ${kb(total)}`);
for (const script of scripts)
  console.log(`  ${script.file}  ${kb(script.bytes)} raw, ${kb(script.gzip)} gzip`);
