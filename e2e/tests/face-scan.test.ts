/**
 * The face scan on the device, in Chromium against the real server: the NASA astronaut portrait
 * gives one face with 478 points and the same measurements on two runs; the cat photo gives "no
 * face found"; a file that is not an image is refused. No request the page makes carries image
 * bytes (every request body is inspected). The saved result is in the history and on the scans
 * hub. Axe-clean, in English light and Spanish dark, usable at 360 px.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page, Request } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

const photos = path.join(import.meta.dirname, '..', 'fixtures', 'photos');
const astronaut = path.join(photos, 'astronaut.png');
const cat = path.join(photos, 'chelsea.png');

/** Signatures of image formats, and the base64 of PNG's: none may appear in a request body. */
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const photoPrefix = fs.readFileSync(astronaut).subarray(0, 64);

/** Records every request's method, URL and body, to prove no photo left the page. */
function recordRequests(page: Page) {
  const seen: { method: string; url: string; body: Buffer | null }[] = [];
  const onRequest = (request: Request) =>
    seen.push({ method: request.method(), url: request.url(), body: request.postDataBuffer() });
  page.on('request', onRequest);
  // Workers' requests (the model and wasm files) are page requests in Chromium too.
  return seen;
}

function expectNoImageBytes(seen: ReturnType<typeof recordRequests>) {
  for (const request of seen) {
    if (!request.body) continue;
    const where = `${request.method} ${request.url}`;
    expect(request.body.includes(PNG), where).toBe(false);
    expect(request.body.includes(JPEG), where).toBe(false);
    expect(request.body.includes(photoPrefix.subarray(16)), where).toBe(false);
    const text = request.body.toString('utf8');
    expect(text, where).not.toMatch(/data:image|iVBORw0KGgo|\/9j\/|base64/);
    // Nothing the size of a photo: the largest body is a scan with its points (~15 kB).
    expect(request.body.length, where).toBeLessThan(40_000);
  }
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

async function scanPhoto(page: Page, file: string) {
  await page.getByTestId('face-photo-input').setInputFiles(file);
}

/** The seven measurements as the page shows them. */
async function shownMeasurements(page: Page): Promise<string[]> {
  await page.getByTestId('face-point-count').waitFor({ timeout: 45_000 });
  return page
    .getByTestId('face-measurements-table')
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => row.textContent ?? ''));
}

it('scans the astronaut on the device: 478 points, the same numbers twice, saved to the history and the hub, no image sent', async () => {
  const account = await createAccount(harness.server.url, 'face-en');
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    colorScheme: 'light',
    viewport: { width: 1280, height: 900 },
  });
  const seen = recordRequests(page);
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/scans`);
    await page.getByRole('link', { name: /: Face scan$/ }).click();
    await page.getByRole('heading', { name: 'Face scan' }).waitFor();
    await page.getByText('No saved scans yet.').waitFor();
    await expectAccessible(page, 'face scan, before');
    // Nothing of the detector before the user chooses to scan.
    expect(seen.some((request) => /face-scan\/|face-detector/.test(request.url))).toBe(false);
    await expect(page.getByRole('button', { name: 'Choose a photo' }).isDisabled()).resolves.toBe(
      true,
    );
    await page.getByLabel('I am 18 or older and I understand this is not medical advice').check();

    await scanPhoto(page, astronaut);
    const first = await shownMeasurements(page);
    await expect(page.getByTestId('face-point-count').textContent()).resolves.toBe(
      '478 points found',
    );
    expect(await page.getByTestId('face-overlay').locator('circle').count()).toBe(478);
    expect(first).toHaveLength(7);
    expect(first.find((row) => row.startsWith('Upper third (estimated)'))).toBeDefined();
    expect(seen.some((request) => request.url.includes('/facemesh.bin'))).toBe(true);
    await expectAccessible(page, 'face scan, result');
    await screenshot(page, 'face-scan-result-en-light', { fullPage: true });

    // The same photo again (warm): the same numbers.
    await scanPhoto(page, astronaut);
    await page.getByTestId('face-point-count').waitFor();
    expect(await shownMeasurements(page)).toEqual(first);

    // Saved with consent, the points kept.
    await page.getByLabel('Save these numbers to my account, to compare scans over time').check();
    await page.getByLabel(/Also keep the 478 points/).check();
    const saved = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/v1/scans/face') && response.request().method() === 'POST',
    );
    await page.getByRole('button', { name: 'Save the result' }).click();
    const response = await saved;
    expect(response.status()).toBe(201);
    const stored = (await response.json()) as {
      landmarks: number[][];
      measurements: { symmetry: number };
    };
    expect(stored.landmarks).toHaveLength(478);
    await page.getByText('Saved. Only the numbers were stored.').waitFor();
    const history = page.getByTestId('face-history');
    await history.waitFor();
    expect(await history.locator('tbody tr').count()).toBe(1);
    const symmetry = new Intl.NumberFormat('en-US', {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    }).format(stored.measurements.symmetry);
    await expect(history.locator('tbody tr').first().textContent()).resolves.toContain(symmetry);

    // The cat: no face.
    await scanPhoto(page, cat);
    await page.getByText('No face found in this photo.', { exact: false }).waitFor();
    // A file that is not an image.
    await page.getByTestId('face-photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await page.getByText('This file is not an image.', { exact: false }).waitFor();

    // On the hub: one face scan, its symmetry.
    await page.goto(`${harness.server.url}/dashboard/scans`);
    const card = page.getByTestId('scan-face');
    await card.getByText('1 taken', { exact: false }).or(card.getByText(/1/)).first().waitFor();
    await expect(card.textContent()).resolves.toContain(
      `Symmetry ${new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 }).format(stored.measurements.symmetry)}`,
    );

    expectNoImageBytes(seen);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);

it('reads in Spanish in the dark theme, axe-clean and usable at 360 px', async () => {
  const account = await createAccount(harness.server.url, 'face-es', {
    language: 'es',
    theme: 'dark',
    timezone: 'Europe/Madrid',
  });
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'es',
    colorScheme: 'dark',
    viewport: { width: 1280, height: 900 },
  });
  const seen = recordRequests(page);
  try {
    await signInThroughLoginPage(page, harness.server.url, account, 'es');
    await page.goto(`${harness.server.url}/dashboard/scans/face`);
    await page.getByRole('heading', { name: 'Escaneo facial' }).waitFor();
    await page.getByLabel('Tengo 18 años o más y entiendo que esto no es consejo médico').check();
    await scanPhoto(page, astronaut);
    await page.getByTestId('face-point-count').waitFor({ timeout: 45_000 });
    await page.getByText('Tercio superior (estimado)').first().waitFor();
    await expectAccessible(page, 'escaneo facial, resultado');
    await screenshot(page, 'face-scan-result-es-dark', { fullPage: true });
    await scanPhoto(page, cat);
    await page.getByText('No se ha encontrado ninguna cara', { exact: false }).waitFor();
    await page.setViewportSize({ width: 360, height: 800 });
    await scanPhoto(page, astronaut);
    await page.getByTestId('face-point-count').waitFor();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
    await screenshot(page, 'face-scan-result-es-dark-360', { fullPage: true });
    expectNoImageBytes(seen);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);
