/**
 * The built web app served by the real server, seen through Chromium: in both languages and both
 * themes, without console errors, and without serious accessibility violations.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

describe.each([
  { language: 'en', colorScheme: 'light' as const },
  { language: 'es', colorScheme: 'dark' as const },
])('the landing page in $language, $colorScheme', ({ language, colorScheme }) => {
  it('renders through i18n and theme without console errors or serious a11y violations', async () => {
    const { page, errors, close } = await openPage(browser, { colorScheme, locale: language });
    try {
      await page.goto(`${server.url}/?lng=${language}`);
      await page.locator('h1').waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe(language);
      const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
      expect(dark).toBe(colorScheme === 'dark');
      expect(await page.title()).toContain('Ascend');
      await screenshot(page, `landing-${language}-${colorScheme}`);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('switches language at once and remembers the choice', async () => {
  const { page, errors, close } = await openPage(browser, { locale: 'en-US' });
  try {
    await page.goto(server.url);
    const heading = await page.locator('h1').textContent();
    await page.getByRole('button', { name: /Spanish/ }).click();
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    expect(await page.locator('h1').textContent()).not.toBe(heading);
    await page.reload();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('applies a stored theme before first paint', async () => {
  const { page, close } = await openPage(browser, { colorScheme: 'light' });
  try {
    await page.addInitScript(() => localStorage.setItem('ascend-theme', 'dark'));
    // Block the app bundle: only the pre-paint script can have set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(server.url);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
  } finally {
    await close();
  }
});
