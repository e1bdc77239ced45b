/**
 * A visitor's account flows in the real browser against the real server: sign-up with e-mail
 * confirmation (read from the development outbox), sign-in, the header's account menu, log out, and
 * the server's own message for a wrong password.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage, screenshot } from '../support/browser.js';
import { latestMailTo, verifyLink } from '../support/outbox.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser();

const uniqueEmail = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}@example.com`;

async function openSignInDialog(page: Page) {
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  return page.getByRole('dialog');
}

describe('sign-up with e-mail confirmation', () => {
  it('confirms by the mailed link, signs in, shows the account menu and logs out', async () => {
    const email = uniqueEmail('ana');
    const password = 'a-long-enough-password';
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await page.goto(`${harness.server.url}/?lng=en`);
      const dialog = await openSignInDialog(page);
      await dialog.getByRole('button', { name: 'Sign up' }).click();
      await expect
        .poll(() => dialog.getByRole('heading').first().textContent())
        .toBe('Join Ascend');
      await dialog.getByLabel('Email').fill(email);
      await dialog.getByLabel('Password', { exact: true }).fill(password);
      await dialog.getByLabel('Confirm password').fill(password);
      await dialog.getByRole('button', { name: 'Create Account' }).click();
      await dialog
        .getByText('Account created! Check your email to confirm your account.')
        .waitFor();

      const mail = await latestMailTo(harness.server.url, email);
      await page.goto(verifyLink(mail));
      const accountMenu = page.getByRole('button', { name: /^ana-.*account menu$/i });
      await accountMenu.waitFor({ timeout: 15_000 });
      await screenshot(page, 'signed-in-header');

      await accountMenu.click();
      await page.getByRole('menuitem', { name: 'Log out' }).click();
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('sign-in with a wrong password', () => {
  it("shows the server's message as it is", async () => {
    const { page, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await page.goto(`${harness.server.url}/login?lng=en`);
      await page.getByLabel('Email').fill(uniqueEmail('nobody'));
      await page.getByLabel('Password', { exact: true }).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In' }).click();
      await page.getByText('Invalid login credentials').waitFor();
    } finally {
      await close();
    }
  });
});

describe('Google sign-in on a server without Google configured', () => {
  it("shows the server's 'provider is not enabled' error in the dialog", async () => {
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await page.goto(`${harness.server.url}/?lng=en`);
      const dialog = await openSignInDialog(page);
      await dialog.getByRole('button', { name: /Google/ }).click();
      await dialog.getByText('Unsupported provider: provider is not enabled').waitFor();
      expect(new URL(page.url()).pathname).toBe('/');
      // The probe's 400 is logged by the browser; nothing else went wrong.
      expect(errors.filter((error) => !error.includes('400'))).toEqual([]);
    } finally {
      await close();
    }
  });
});
