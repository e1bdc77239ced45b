/**
 * "Continue with Google" in the real browser: the button takes the visitor through a real OpenID
 * provider (oidc-provider on loopback, standing in for Google's issuer) and back, signed in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  startLocalOidcProvider,
  type LocalOidcProvider,
} from '../../apps/server/src/auth/test-support/local-oidc-provider.js';
import { launchBrowser, openPage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let provider: LocalOidcProvider;
let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  provider = await startLocalOidcProvider();
  [server, browser] = await Promise.all([
    startServerProcess({
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

it('signs a visitor in with Google and brings them back signed in', async () => {
  provider.signInAs({
    sub: 'google-user-1',
    email: 'lucia.google@example.com',
    email_verified: true,
    name: 'Lucía Gómez',
  });
  const { page, errors, close } = await openPage(browser, { locale: 'en-US' });
  try {
    await page.goto(`${server.url}/?lng=en`);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: /Google/ })
      .click();
    const accountMenu = page.getByRole('button', { name: /^lucia\.google.*account menu$/i });
    await accountMenu.waitFor({ timeout: 20_000 });
    expect(new URL(page.url()).origin).toBe(server.url);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
