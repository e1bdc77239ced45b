// Page audit: Lighthouse (mobile preset) on the public pages of the production build served by the
// real server, then on the dashboard's overview, settings, tracking and diary signed in as a user
// with data; the landing page's initial JavaScript and the dashboard's route chunks (gzip).
// Targets: public pages every category ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05, initial JS for / ≤ 150 KB gzip
// (issue 5); signed-in pages performance and accessibility ≥ 95 (issue 6).
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { newUserSession, storeSession } from './support/browser.mjs';
import { repoRoot, startProductServer } from './support/load.mjs';
import { LOAD_ENV } from './support/users.mjs';

// AUDIT_PAGES picks the public pages (empty: none); AUDIT_SIGNED_IN=false skips the signed-in ones;
// AUDIT_REPORTS=<dir> keeps each page's Lighthouse report (JSON) there for a closer look.
const PAGES = (process.env.AUDIT_PAGES ?? '/,/login,/contact').split(',').filter(Boolean);
const AUDIT_SIGNED_IN = process.env.AUDIT_SIGNED_IN !== 'false';
// The signed-in pages are audited as a returning visitor's: the browser has been on the dashboard
// once, so it already agrees with the server on the user's language and theme. AUDIT_FIRST_VISIT=true
// audits them as a first visit in this browser instead (the bench user's language, the server's
// default `es`, then replaces the browser's `en` after the settings arrive: a re-render and a shift).
const AUDIT_FIRST_VISIT = process.env.AUDIT_FIRST_VISIT === 'true';
/** Where the web app records the preferences it agreed on with the server (preferences-sync.tsx). */
const SYNCED_PREFERENCES_KEY = 'ascend-synced-preferences';
const REPORTS_DIR = process.env.AUDIT_REPORTS;
const SIGNED_IN_PAGES = [
  '/dashboard',
  '/dashboard/settings',
  '/dashboard/tracking',
  '/dashboard/diary',
];
/** The web app's storage key for the auth session (apps/web/src/lib/auth/auth-client.ts). */
/**
 * A user with data (issue 15): two weeks of check-ins, a habit with marks and diary entries, written
 * through the API, so the overview, tracking and diary pages are audited with what they draw.
 * @param {string} serverUrl
 * @param {string} token
 */
async function giveHistory(serverUrl, token) {
  const call = async (
    /** @type {string} */ method,
    /** @type {string} */ route,
    /** @type {unknown} */ body,
  ) => {
    const response = await fetch(`${serverUrl}/api/v1${route}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`${method} ${route}: ${response.status} ${await response.text()}`);
    return /** @type {Promise<any>} */ (response.json());
  };
  // Days from two to fifteen ago in UTC: in the past in every time zone's calendar.
  const day = (/** @type {number} */ ago) =>
    new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
  const habit = await call('POST', '/habits', {
    name: 'Read',
    kind: 'boolean',
    frequency: { type: 'daily' },
    start_date: day(15),
  });
  for (let ago = 2; ago <= 15; ago += 1) {
    await call('PUT', `/check-ins/${day(ago)}`, {
      sleep_hours: 7,
      mood: 1 + (ago % 5),
      steps: 6000 + ago * 100,
    });
    if (ago % 3 !== 0)
      await call('PUT', `/habits/${habit.id}/marks/${day(ago)}`, { status: 'done' });
    await call('POST', '/diary', {
      date: day(ago),
      title: `Day ${ago}`,
      body: 'Slept well, walked to work and read before bed.\nA quiet evening.',
      mood: 1 + (ago % 5),
      tags: ['routine'],
    });
  }
}
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

/**
 * @param {number} port Chrome's debugging port
 * @param {string} url
 * @param {boolean} keepStorage whether Lighthouse keeps the signed-in session in storage
 */
async function audit(port, url, keepStorage) {
  let result;
  // Lighthouse now and then fails to record its trace (NO_NAVSTART, NO_FCP): such a run measures
  // nothing, so it is repeated (twice at most) rather than printed as a score of 0.
  for (let attempt = 1; attempt <= 3; attempt += 1) {
    result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: keepStorage,
    });
    if (!result?.lhr.runtimeError) break;
    console.log(`  (${url}: ${result.lhr.runtimeError.code}, measuring again)`);
  }
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (REPORTS_DIR) {
    fs.mkdirSync(REPORTS_DIR, { recursive: true });
    const name = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'root';
    fs.writeFileSync(path.join(REPORTS_DIR, `${name}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  const score = (/** @type {string} */ name) => Math.round((categories[name]?.score ?? 0) * 100);
  const metric = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  console.log(
    `${new URL(url).pathname.padEnd(22)} performance ${score('performance')}  accessibility ${score('accessibility')}  best-practices ${score('best-practices')}  seo ${score('seo')}  ` +
      `LCP ${(metric('largest-contentful-paint') / 1000).toFixed(2)} s  CLS ${metric('cumulative-layout-shift').toFixed(3)}  TBT ${Math.round(metric('total-blocking-time'))} ms`,
  );
}

const server = await startProductServer(LOAD_ENV);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  console.log('Lighthouse, mobile preset (targets: categories ≥ 95, LCP ≤ 2.0 s, CLS ≤ 0.05)');
  for (const page of PAGES) await audit(chrome.port, `${server.url}${page}`, false);

  if (AUDIT_SIGNED_IN) {
    // Signed in: put a real session (from the auth service) where the web app keeps it.
    const session = await newUserSession(server.url);
    await giveHistory(server.url, session.access_token);
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
    const page = await browser.contexts()[0].newPage();
    await storeSession(page, server.url, session);
    if (!AUDIT_FIRST_VISIT) {
      await page.goto(`${server.url}/dashboard`);
      await page.waitForFunction(
        (key) => /** @type {any} */ (globalThis).localStorage.getItem(key) !== null,
        SYNCED_PREFERENCES_KEY,
      );
    }
    await page.close();
    console.log(
      `signed in, ${AUDIT_FIRST_VISIT ? 'first visit in this browser' : 'returning visitor'} (targets: performance and accessibility ≥ 95)`,
    );
    for (const path of SIGNED_IN_PAGES) await audit(chrome.port, `${server.url}${path}`, true);
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

const distAssets = path.join(repoRoot, 'apps/web/dist/assets');
const dashboardChunks = fs
  .readdirSync(distAssets)
  .filter((file) =>
    /^(dashboard|overview|settings|account|section|diary|tracking|weekly-chart)[\w-]*\.js$/.test(
      file,
    ),
  );
console.log('\ndashboard route chunks (gzip):');
for (const file of dashboardChunks) {
  const content = fs.readFileSync(path.join(distAssets, file));
  console.log(`  ${file}  ${kb(content.length)} raw, ${kb(gzipSync(content).length)} gzip`);
}
