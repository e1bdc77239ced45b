/**
 * "Connect Google" on the account page in the real browser, with manual linking on: the button
 * takes the signed-in user through a real OpenID provider (standing in for Google) and back to the
 * account page with Google connected; "Disconnect" removes it again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../apps/server/src/auth/test-support/local-oidc-provider.js';
import { createAccount, signInThroughLoginPage, uniqueEmail } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { launchBrowser, openPage, screenshot } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let provider: LocalOidcProvider;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  provider = await startLocalOidcProvider();
  [server, browser] = await Promise.all([
    startServerProcess({
      AUTH_AUTOCONFIRM: 'true',
      AUTH_RATE_LIMITS: 'off',
      AUTH_MANUAL_LINKING: 'true',
      GOOGLE_ISSUER: provider.issuer,
      GOOGLE_CLIENT_ID: provider.clientId,
      GOOGLE_CLIENT_SECRET: provider.clientSecret,
    }),
    launchBrowser(),
  ]);
  provider.register(`${server.url}/auth/v1/callback`);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await provider?.close();
});

it('connects a Google account to the signed-in user and disconnects it', async () => {
  const account = await createAccount(server.url, 'connect');
  const googleEmail = uniqueEmail('gmail');
  provider.signInAs({ sub: `google-${googleEmail}`, email: googleEmail, email_verified: true });
  const { page, errors, close } = await openPage(browser, { locale: 'en-US' });
  try {
    await signInThroughLoginPage(page, server.url, account);
    await page.goto(`${server.url}/dashboard/account`);
    await page.getByRole('tab', { name: 'Security' }).click();
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'Connected accounts' }),
    });
    await card.getByText('not connected').waitFor();
    expect(describeViolations(await seriousViolations(page))).toBe('');

    // Through the provider and back to the account page, where the app exchanges the code.
    const exchanged = page.waitForResponse(
      (response) => response.url().includes('/auth/v1/token?grant_type=pkce'),
      { timeout: 20_000 },
    );
    await card.getByRole('button', { name: 'Connect Google' }).click();
    expect((await exchanged).status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/dashboard/account');
    await page.getByRole('tab', { name: 'Security' }).click();
    await card.getByText(`connected as ${googleEmail}`).waitFor({ timeout: 20_000 });
    await screenshot(page, 'connect-google-connected');

    await card.getByRole('button', { name: 'Disconnect' }).click();
    await card.getByText('not connected').waitFor();
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
