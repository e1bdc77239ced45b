/**
 * The account page against the real server: personal info that persists, an avatar shown in the
 * sidebar, two-factor sign-in, a password change, the data export and deleting the account.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

async function openAccount(page: Page, account: TestAccount, section?: string) {
  await signInThroughLoginPage(page, harness.server.url, account);
  await page.goto(`${harness.server.url}/dashboard/account`);
  if (section) await page.getByRole('tab', { name: section }).click();
}

describe('personal information', () => {
  it('is saved, survives a reload and shows in a second browser', async () => {
    const account = await createAccount(harness.server.url, 'profile');
    const first = await openPage(harness.browser, { locale: 'en-US' });
    try {
      const { page } = first;
      await openAccount(page, account);
      await page.getByRole('button', { name: 'Edit' }).click();
      await page.getByLabel('First name').fill('María José');
      await page.getByLabel('Last name').fill('García López');
      await page.getByLabel('City').fill('Valencia');
      await page.getByRole('button', { name: 'Save' }).click();
      await page.getByText('Your personal information is saved.').waitFor();
      await page.reload();
      await page.getByRole('button', { name: 'Edit' }).click();
      expect(await page.getByLabel('City').inputValue()).toBe('Valencia');
      expect(first.errors).toEqual([]);
    } finally {
      await first.close();
    }
    const second = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await openAccount(second.page, account);
      await second.page.getByRole('button', { name: 'Edit' }).click();
      // First name is the first word of full_name; the last name is the rest.
      expect(await second.page.getByLabel('First name').inputValue()).toBe('María');
      expect(await second.page.getByLabel('Last name').inputValue()).toBe('José García López');
      expect(await second.page.getByLabel('City').inputValue()).toBe('Valencia');
    } finally {
      await second.close();
    }
  });
});

describe('avatar', () => {
  it('uploads a picture and shows it in the sidebar', async () => {
    const account = await createAccount(harness.server.url, 'avatar');
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'ascend-avatar-')), 'me.png');
    await sharp({
      create: { width: 300, height: 200, channels: 3, background: { r: 120, g: 60, b: 200 } },
    })
      .png()
      .toFile(file);
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await openAccount(page, account);
      await page.locator('input[type="file"]').setInputFiles(file);
      await page.getByText('Your new picture is saved.').waitFor();
      const sidebarAvatar = page
        .getByRole('complementary', { name: 'Dashboard navigation' })
        .locator('img')
        .first();
      await sidebarAvatar.waitFor();
      expect(await sidebarAvatar.getAttribute('src')).toContain('/api/v1/avatar/');
      await expect
        .poll(() => sidebarAvatar.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      await screenshot(page, 'account-avatar');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('two-factor authentication', () => {
  it('turns on with a code from the shown secret, then sign-in asks for a code', async () => {
    const account = await createAccount(harness.server.url, 'totp');
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await openAccount(page, account, 'Security');
      await page.getByRole('button', { name: 'Enable 2FA' }).click();
      const secret = ((await page.getByTestId('totp-secret').textContent()) ?? '').replace(
        /\s+/g,
        '',
      );
      expect(secret).toMatch(/^[A-Z2-7]+$/);
      await page.getByLabel('6-digit code', { exact: true }).fill(await generate({ secret }));
      await page.getByRole('button', { name: 'Verify and turn on' }).click();
      await page.getByText('On', { exact: true }).waitFor();

      // Sign out, then sign in again: the password alone is not enough.
      await page.goto(`${harness.server.url}/dashboard`);
      await page.getByRole('button', { name: 'Logout' }).click();
      await page.waitForURL(`${harness.server.url}/`);
      // Logout leaves the dashboard first and then ends the session: going on before the header
      // shows the signed-out "Login" would cut the sign-out short and keep the session.
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      await page.goto(`${harness.server.url}/login?lng=en`);
      const main = page.getByRole('main');
      await main.getByLabel('Email').fill(account.email);
      await main.getByLabel('Password', { exact: true }).fill(account.password);
      await main.getByRole('button', { name: 'Sign In', exact: true }).click();
      const code = main.getByLabel('Authentication code');
      await code.waitFor();
      // The code just used to turn 2FA on may not be replayed: an authenticator shows the next one
      // (the server accepts one step of clock skew).
      const nextStep = Math.floor(Date.now() / 1000) + 30;
      await code.fill(await generate({ secret, epoch: nextStep }));
      await main.getByRole('button', { name: 'Verify' }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

describe('password change', () => {
  it('lets the user sign in with the new password only', async () => {
    const account = await createAccount(harness.server.url, 'password');
    const newPassword = 'an-even-longer-password';
    const { page, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await openAccount(page, account, 'Security');
      await page.getByLabel('Current password').fill(account.password);
      await page.getByLabel('New password', { exact: true }).fill(newPassword);
      await page.getByLabel('Confirm new password').fill(newPassword);
      await page.getByRole('button', { name: 'Change password' }).click();
      await page.getByText('Your password is changed.', { exact: false }).waitFor();
    } finally {
      await close();
    }
    const signIn = (password: string) =>
      fetch(`${harness.server.url}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: account.email, password }),
      });
    expect((await signIn(account.password)).status).toBe(400);
    expect((await signIn(newPassword)).status).toBe(200);
  });
});

describe('export and deletion', () => {
  it('downloads the data as JSON, then deletes the account for good', async () => {
    const account = await createAccount(harness.server.url, 'delete');
    const { page, errors, close } = await openPage(harness.browser, {
      locale: 'en-US',
      acceptDownloads: true,
    });
    try {
      await openAccount(page, account, 'Privacy');
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export my data' }).click(),
      ]);
      const exported = JSON.parse(fs.readFileSync(await download.path(), 'utf8')) as {
        user?: { email?: string };
      };
      expect(JSON.stringify(exported)).toContain(account.email);

      await page.getByRole('button', { name: 'Delete account' }).click();
      await page.getByLabel('Type DELETE to confirm').fill('DELETE');
      await page.getByLabel('Your password').fill(account.password);
      await page.getByRole('button', { name: 'Delete my account for good' }).click();
      await page.waitForURL(`${harness.server.url}/`, { timeout: 15_000 });
      await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
      // Not even the sign-out's request: the deleted account's token is not sent to be revoked.
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
    const signIn = await fetch(`${harness.server.url}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    expect(signIn.status).toBe(400);
  });
});
