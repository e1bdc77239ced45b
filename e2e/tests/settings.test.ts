/**
 * Settings are the account's, not the browser's: theme and language changed on /dashboard/settings
 * apply at once, are saved to the server, and follow the user to a fresh browser after sign-in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([
    startServerProcess({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it('applies theme and language at once, and they follow the user to a fresh browser', async () => {
  const account = await createAccount(server.url, 'settings');
  const first = await openPage(browser, { colorScheme: 'light', locale: 'en-US' });
  try {
    const { page } = first;
    await signInThroughLoginPage(page, server.url, account);
    await page.goto(`${server.url}/dashboard/settings`);

    await page.getByRole('tab', { name: 'Appearance' }).click();
    // The radio itself is visually hidden inside its label card: click the card, as a person does.
    await page.getByRole('group', { name: 'Theme' }).getByText('Dark', { exact: true }).click();
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);

    await page.getByRole('tab', { name: 'General' }).click();
    await page.getByRole('combobox', { name: 'Language' }).selectOption('es');
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Configuración');
    await screenshot(page, 'settings-es-dark');
    expect(first.errors).toEqual([]);
  } finally {
    await first.close();
  }

  // A new browser: nothing stored locally, light OS, English UI until the account's settings load.
  const second = await openPage(browser, { colorScheme: 'light', locale: 'en-US' });
  try {
    const { page } = second;
    await signInThroughLoginPage(page, server.url, account);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(second.errors).toEqual([]);
  } finally {
    await second.close();
  }
});
