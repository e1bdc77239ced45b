import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

it('reads a barcode photo', async () => {
  const png = await bwipjs.toBuffer({
    bcid: 'ean13',
    text: '4006381333931',
    scale: 3,
    height: 20,
    includetext: true,
    backgroundcolor: 'ffffff',
    paddingwidth: 12,
    paddingheight: 12,
  });
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nutr-')), 'barcode.png');
  fs.writeFileSync(file, png);
  const account = await createAccount(harness.server.url, 'scan');
  const { page, errors, close } = await openPage(harness.browser, {
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/nutricional`);
    await page.getByLabel('Read a photo').setInputFiles(file);
    await page
      .getByTestId('barcode')
      .waitFor({ timeout: 8000 })
      .catch(async (e) => {
        console.log('ERRORS', errors, await page.locator('main').innerText());
        await screenshot(page, 'nutrition-scan-fail');
        throw e;
      });
    expect(await page.getByTestId('barcode').textContent()).toBe('4006381333931');
    await screenshot(page, 'nutrition-scan-try');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
