// Face scan: time from "scan" to result on the 512 px test photo (e2e/fixtures/photos/astronaut.png)
// in headless Chromium against the real server (production build): cold (a fresh browser context:
// nothing cached, the worker, library, models and wasm all loaded) and warm (the next scans on the
// same page), the main-thread long tasks during the scans (Long Tasks API: tasks over 50 ms), the
// bytes downloaded for the scan page (on arrival, and for the first scan), and the landing page's
// initial JavaScript, which must not carry any of it. Floors (issue 19): warm ≤ 1 s, cold ≤ 4 s, no
// main-thread task over 100 ms during detection, no face-scan file on the landing page or the
// dashboard. LANDING_BASELINE_DIST=<another build's apps/web/dist> also compares the landing
// page's initial scripts with that build's.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium, newUserSession, storeSession } from './support/browser.mjs';
import { repoRoot, startProductServer } from './support/load.mjs';
import { LOAD_ENV } from './support/users.mjs';

const PHOTO = path.join(repoRoot, 'e2e/fixtures/photos/astronaut.png');
const WARM_RUNS = 5;
const FLOORS = { warmMs: 1000, coldMs: 4000, longTaskMs: 100 };
const AGREE = /^(I am 18 or older|Tengo 18 años o más)/;
const FACE_FILES = /face-scan\/|face-detector/;

/** Runs in the page before the app: collects main-thread tasks over 50 ms while `measuring`. */
function pageHook() {
  const g = /** @type {any} */ (globalThis);
  const bench = { measuring: false, longTasks: /** @type {number[]} */ ([]) };
  g.__bench = bench;
  new g.PerformanceObserver((/** @type {any} */ list) => {
    if (!bench.measuring) return;
    for (const entry of list.getEntries()) bench.longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: false });
}

/** Bytes of the scripts a built index.html loads at once (its module script and preloads). */
function initialScriptBytes(/** @type {string} */ dist) {
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]);
  return files.reduce((sum, file) => {
    const gz = path.join(dist, `${file}.gz`);
    return sum + fs.statSync(fs.existsSync(gz) ? gz : path.join(dist, file)).size;
  }, 0);
}

const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(1)} KiB`;

const server = await startProductServer(LOAD_ENV);
const browser = await launchChromium();
try {
  const session = await newUserSession(server.url);

  // The landing page, signed out: what it downloads, and none of the face scan.
  const landing = await browser.newContext({ locale: 'en-US' });
  const landingPage = await landing.newPage();
  /** @type {Promise<{ url: string, type: string, bytes: number }>[]} */
  const landingSeen = [];
  landingPage.on('requestfinished', (request) => {
    landingSeen.push(
      request
        .sizes()
        .catch(() => null)
        .then((sizes) => ({
          url: request.url(),
          type: request.resourceType(),
          bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
        })),
    );
  });
  await landingPage.goto(server.url, { waitUntil: 'networkidle' });
  const landingRequests = await Promise.all(landingSeen);
  const landingScripts = landingRequests.filter((request) => request.type === 'script');
  await landing.close();

  const context = await browser.newContext({ locale: 'en-US' });
  await context.addInitScript(pageHook);
  const page = await context.newPage();
  /** @type {{ url: string, bytes: number }[]} */
  const downloads = [];
  page.on('requestfinished', async (request) => {
    const sizes = await request.sizes().catch(() => null);
    downloads.push({
      url: request.url(),
      bytes: sizes ? sizes.responseBodySize + sizes.responseHeadersSize : 0,
    });
  });
  await storeSession(page, server.url, session);
  await page.goto(`${server.url}/dashboard`);
  await page.waitForLoadState('networkidle');
  const dashboardFaceFiles = downloads.filter((request) => FACE_FILES.test(request.url));
  const beforeScanPage = downloads.length;
  await page.goto(`${server.url}/dashboard/scans/face`);
  await page.getByLabel(AGREE).check();
  await page.waitForLoadState('networkidle');
  const scanPageBytes = downloads.slice(beforeScanPage).reduce((sum, r) => sum + r.bytes, 0);
  const earlyFaceFiles = downloads.filter((request) => FACE_FILES.test(request.url));

  const input = page.getByTestId('face-photo-input');
  const count = page.locator('[data-testid="face-point-count"]:not([data-stale])');
  async function scan() {
    await page.evaluate(() => {
      /** @type {any} */ (globalThis).__bench.measuring = true;
    });
    const started = performance.now();
    await input.setInputFiles(PHOTO);
    await count.waitFor({ timeout: 60_000 });
    const elapsed = performance.now() - started;
    await page.evaluate(() => {
      /** @type {any} */ (globalThis).__bench.measuring = false;
    });
    const text = await count.textContent();
    if (!text?.startsWith('478')) throw new Error(`expected 478 points, the page says "${text}"`);
    // Cleared for the next scan: the count shows again when the next result is drawn.
    return elapsed;
  }

  const beforeScan = downloads.length;
  const cold = await scan();
  await page.waitForLoadState('networkidle');
  const scanBytes = downloads.slice(beforeScan).reduce((sum, r) => sum + r.bytes, 0);
  /** @type {number[]} */
  const warm = [];
  for (let run = 0; run < WARM_RUNS; run += 1) {
    // The previous result is marked; the next one is drawn in a new element, without the mark.
    await count.evaluate((element) => element.setAttribute('data-stale', ''));
    warm.push(await scan());
  }
  const longTasks = await page.evaluate(() => /** @type {any} */ (globalThis).__bench.longTasks);
  const longest = Math.max(0, ...longTasks);
  const warmMedian = [...warm].sort((a, b) => a - b)[Math.floor(warm.length / 2)];

  console.log('face scan, astronaut.png (512 × 512), headless Chromium, WASM backend');
  console.log(
    `  cold scan (fresh context: worker, library, models, wasm): ${Math.round(cold)} ms (floor ${FLOORS.coldMs} ms) ${cold <= FLOORS.coldMs ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  warm scans: median ${Math.round(warmMedian)} ms, all ${warm.map((ms) => Math.round(ms)).join(', ')} ms (floor ${FLOORS.warmMs} ms) ${warmMedian <= FLOORS.warmMs ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  main-thread tasks over 50 ms during the scans: ${longTasks.length}, longest ${Math.round(longest)} ms (floor ${FLOORS.longTaskMs} ms) ${longest <= FLOORS.longTaskMs ? 'ok' : 'OVER'}`,
  );
  console.log(
    `  downloaded for the scan page (page code and strings, on arrival): ${kb(scanPageBytes)}`,
  );
  console.log(`  downloaded by the first scan (worker, models, wasm): ${kb(scanBytes)}`);
  console.log(
    `  face-scan files before the user scanned: ${earlyFaceFiles.length}; on the dashboard: ${dashboardFaceFiles.length}; on the landing page: ${landingRequests.filter((r) => FACE_FILES.test(r.url)).length}`,
  );
  const landingBytes = landingScripts.reduce((sum, request) => sum + request.bytes, 0);
  console.log(
    `  landing page scripts downloaded: ${landingScripts.length} files, ${kb(landingBytes)} (until the network is idle, idle-time preloads included)`,
  );
  const dist = path.join(repoRoot, 'apps/web/dist');
  const initial = initialScriptBytes(dist);
  const baselineDist = process.env.LANDING_BASELINE_DIST;
  if (baselineDist) {
    const baseline = initialScriptBytes(baselineDist);
    console.log(
      `  landing initial JS (index.html's scripts, gzip): ${kb(initial)}, baseline ${kb(baseline)}, change ${initial - baseline} bytes`,
    );
  } else {
    console.log(`  landing initial JS (index.html's scripts, gzip): ${kb(initial)}`);
  }
  const failed =
    cold > FLOORS.coldMs ||
    warmMedian > FLOORS.warmMs ||
    longest > FLOORS.longTaskMs ||
    earlyFaceFiles.length > 0 ||
    dashboardFaceFiles.length > 0 ||
    landingRequests.some((r) => FACE_FILES.test(r.url));
  if (failed) process.exitCode = 1;
} finally {
  await browser.close();
  await server.stop();
}
