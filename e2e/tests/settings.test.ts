/**
 * Settings are the account's, not the browser's: theme and language changed on /dashboard/settings
 * apply at once, are saved to the harness.server, and follow the user to a fresh browser after sign-in.
 */
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

it('applies theme and language at once, and they follow the user to a fresh browser', async () => {
  const account = await createAccount(harness.server.url, 'settings');
  const first = await openPage(harness.browser, { colorScheme: 'light', locale: 'en-US' });
  try {
    const { page } = first;
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/settings`);

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
  const second = await openPage(harness.browser, { colorScheme: 'light', locale: 'en-US' });
  try {
    const { page } = second;
    await signInThroughLoginPage(page, harness.server.url, account);
    await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('es');
    await expect
      .poll(() => page.evaluate(() => document.documentElement.classList.contains('dark')))
      .toBe(true);
    expect(second.errors).toEqual([]);
  } finally {
    await second.close();
  }
});

it('lists every time zone once the picker is reached for, and saves the one chosen', async () => {
  const account = await createAccount(harness.server.url, 'zone');
  const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/settings`);
    const zone = page.getByRole('combobox', { name: 'Time zone' });
    await expect.poll(() => zone.inputValue()).toBe('Europe/Madrid');
    // Keyboard users reach it by focus; the whole list is there before any key is pressed.
    await zone.focus();
    await expect.poll(() => zone.locator('option').count()).toBeGreaterThan(300);
    await zone.selectOption('Asia/Tokyo');
    await page.reload();
    await expect.poll(() => zone.inputValue()).toBe('Asia/Tokyo');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
