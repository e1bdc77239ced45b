/**
 * The public pages the build prerendered (/, /login, /contact): the server sends them in the
 * visitor's language, the browser hydrates them without a mismatch, and they work afterwards.
 */
import { describe, expect, it } from 'vitest';
import { createAccount } from '../support/accounts.js';
import { openPage } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

/** The HTML the server sends, before any script runs. */
async function servedHtml(route: string, acceptLanguage: string): Promise<string> {
  const response = await fetch(`${harness.server.url}${route}`, {
    headers: { accept: 'text/html', 'accept-language': acceptLanguage },
  });
  expect(response.status).toBe(200);
  return response.text();
}

describe('the served HTML', () => {
  it.each(['/', '/login', '/contact'])(
    '%s comes prerendered in the language asked',
    async (route) => {
      const english = await servedHtml(`${route}?lng=en`, 'es-ES,es;q=0.9');
      const spanish = await servedHtml(`${route}?lng=es`, 'en-US,en;q=0.9');
      expect(english).toContain('<html lang="en" data-prerendered="en">');
      expect(spanish).toContain('<html lang="es" data-prerendered="es">');
      // The page's own title and description, not the shell's.
      const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
      expect(title(english)).toContain('Ascend');
      expect(title(spanish)).not.toBe(title(english));
      expect(spanish).toMatch(/<h1[^>]*>/);
      expect(spanish).toContain('name="ascend-config" content="{&quot;');
      // The CSP allows no inline script.
      expect(spanish).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/);
    },
  );

  it('follows Accept-Language when no language is asked', async () => {
    expect(await servedHtml('/', 'es-ES,es;q=0.9,en;q=0.5')).toContain('<html lang="es"');
    expect(await servedHtml('/', 'en-GB,en;q=0.9')).toContain('<html lang="en"');
  });
});

describe('in the browser', () => {
  it('shows Spanish through ?lng=es and hydrates without errors', async () => {
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await page.goto(`${harness.server.url}/?lng=es`);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      // The language buttons come alive once the whole page is hydrated.
      await page.getByRole('button', { name: /^EN ·/ }).click();
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows Spanish to a visitor who chose it before, whatever the browser says', async () => {
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await page.addInitScript(() => localStorage.setItem('i18nextLng', 'es'));
      await page.goto(`${harness.server.url}/contact`);
      await page.getByRole('button', { name: 'Enviar mensaje' }).waitFor();
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect(
        await page.evaluate(() => document.documentElement.hasAttribute('data-client-render')),
      ).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('signs in through the prerendered /login once hydrated, never putting the password in the URL', async () => {
    const account = await createAccount(harness.server.url, 'prerendered');
    const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
    try {
      await page.goto(`${harness.server.url}/login`);
      const form = page.getByRole('main');
      // Playwright waits for the fields to be enabled: they are until the page is hydrated.
      await form.getByLabel('Email').fill(account.email);
      await form.getByLabel('Password', { exact: true }).fill(account.password);
      await form.getByRole('button', { name: 'Sign In', exact: true }).click();
      await page.waitForURL(/\/dashboard$/, { timeout: 15_000 });
      expect(page.url()).not.toContain('password');
      // Back on a prerendered page with the session stored: the header is the signed-in one.
      await page.goto(`${harness.server.url}/`);
      await page.getByRole('button', { name: /account menu$/i }).waitFor();
      expect(await page.getByRole('button', { name: 'Login', exact: true }).count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
