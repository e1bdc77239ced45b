/**
 * The built web app served by the real harness.server, seen through Chromium: in both languages and both
 * themes, without console errors, and without serious accessibility violations.
 */
import { describe, expect, it } from 'vitest';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser();

const PUBLIC_ROUTES = ['/', '/login', '/contact'];

describe.each([
  { language: 'en', colorScheme: 'light' as const },
  { language: 'en', colorScheme: 'dark' as const },
  { language: 'es', colorScheme: 'light' as const },
  { language: 'es', colorScheme: 'dark' as const },
])('public pages in $language, $colorScheme', ({ language, colorScheme }) => {
  it.each(PUBLIC_ROUTES)(
    '%s renders without console errors or serious accessibility violations',
    async (route) => {
      const { page, errors, close } = await openPage(harness.browser, {
        colorScheme,
        locale: language,
      });
      try {
        await page.goto(`${harness.server.url}${route}?lng=${language}`);
        await page.locator('h1').first().waitFor();
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        expect(dark).toBe(colorScheme === 'dark');
        expect(await page.title()).toContain('Ascend');
        const name = route === '/' ? 'landing' : route.slice(1);
        await screenshot(page, `${name}-${language}-${colorScheme}`);
        const violations = await seriousViolations(page);
        expect(violations, describeViolations(violations)).toEqual([]);
        expect(errors).toEqual([]);
      } finally {
        await close();
      }
    },
  );
});

it('titles each page in the chosen language', async () => {
  const { page, close } = await openPage(harness.browser);
  try {
    const titles = new Map<string, string>();
    for (const language of ['en', 'es']) {
      for (const route of PUBLIC_ROUTES) {
        await page.goto(`${harness.server.url}${route}?lng=${language}`);
        await page.locator('h1').first().waitFor();
        titles.set(`${language}${route}`, await page.title());
      }
    }
    // Every route has its own title, and each differs between the languages.
    expect(new Set(titles.values()).size).toBe(titles.size);
  } finally {
    await close();
  }
});

it('on a phone, the menu opens and closes when an item is chosen', async () => {
  const { page, errors, close } = await openPage(harness.browser, {
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  try {
    await page.goto(`${harness.server.url}/?lng=en`);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const menu = page.locator('#mobile-menu');
    await menu.waitFor();
    await screenshot(page, 'mobile-menu-open');
    await menu.getByRole('link', { name: 'Contact' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/contact');
    expect(await menu.count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded'),
    ).toBe('false');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('switches language at once and remembers the choice', async () => {
  const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
  try {
    await page.goto(harness.server.url);
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
  const { page, close } = await openPage(harness.browser, { colorScheme: 'light' });
  try {
    await page.addInitScript(() => localStorage.setItem('ascend-theme', 'dark'));
    // Block the app bundle: only the pre-paint script can have set the class.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.goto(harness.server.url);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
  } finally {
    await close();
  }
});
