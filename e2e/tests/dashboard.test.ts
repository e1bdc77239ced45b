/**
 * The signed-in product in the browser against the real server: the guard's redirect and return,
 * every dashboard route in both languages, the sidebar on large screens and as a sheet on a phone.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });
let account: TestAccount;

beforeAll(async () => {
  account = await createAccount(harness.server.url, 'dash');
});

const SECTIONS = {
  en: {
    '/dashboard': 'Overview',
    '/dashboard/profile': 'Profile',
    '/dashboard/community': 'Community',
    '/dashboard/tracking': 'Tracking',
    '/dashboard/nutricional': 'Nutrition',
    '/dashboard/physical': 'Physical',
    '/dashboard/mental': 'Mental',
    '/dashboard/system': 'AI System',
    '/dashboard/settings': 'Settings',
    '/dashboard/scans': 'Scans',
    '/dashboard/diary': 'Diary',
  },
} as const;

it('sends an anonymous visitor to / with the sign-in dialog, then back to the page asked for', async () => {
  const { page, errors, close } = await openPage(harness.browser, { locale: 'en-US' });
  try {
    await page.goto(`${harness.server.url}/dashboard/tracking?lng=en`);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Password', { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(/\/dashboard\/tracking(\?|$)/, { timeout: 15_000 });
    await expect.poll(() => page.locator('h1').first().textContent()).toBe('Tracking');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

describe.each(['en', 'es'])('every dashboard route in %s', (language) => {
  it('shows its section title without console errors or serious accessibility violations', async () => {
    const { page, errors, close } = await openPage(harness.browser, { locale: language });
    try {
      // The account's own language preference follows it to a new browser; use one per language.
      const own = await createAccount(harness.server.url, `dash-${language}`, {
        language,
        theme: 'system',
        timezone: 'America/Mexico_City',
      });
      await signInThroughLoginPage(page, harness.server.url, own, language);
      const titles: string[] = [];
      for (const [route, englishTitle] of Object.entries(SECTIONS.en)) {
        await page.goto(`${harness.server.url}${route}`);
        const heading = page.locator('main h1, h1').first();
        await heading.waitFor();
        const title = (await heading.textContent()) ?? '';
        if (language === 'en') expect(title, route).toBe(englishTitle);
        titles.push(title);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const violations = await seriousViolations(page);
        expect(violations, `${route}: ${describeViolations(violations)}`).toEqual([]);
      }
      // Each section has its own title.
      expect(new Set(titles).size).toBe(titles.length);
      await screenshot(page, `dashboard-${language}`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

it('collapses and expands the sidebar, and remembers it after a reload', async () => {
  const { page, errors, close } = await openPage(harness.browser, {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    const sidebar = page.getByRole('complementary', { name: 'Dashboard navigation' });
    const wide = (await sidebar.boundingBox())?.width ?? 0;
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBeLessThan(wide);
    await page.reload();
    await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect.poll(async () => (await sidebar.boundingBox())?.width ?? 0).toBe(wide);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('the sidebar runs the full height of a long page, with and without the site layout', async () => {
  const { page, errors, close } = await openPage(harness.browser, {
    viewport: { width: 1280, height: 700 },
    locale: 'en-US',
  });
  const sidebar = page.getByRole('complementary', { name: 'Dashboard navigation' });
  /** The aside's box and the page's, in document coordinates. */
  const boxes = () =>
    sidebar.evaluate((aside) => {
      const box = aside.getBoundingClientRect();
      const footer = document.querySelector('footer')?.getBoundingClientRect();
      return {
        top: box.top + window.scrollY,
        bottom: box.bottom + window.scrollY,
        height: box.height,
        scrollHeight: document.documentElement.scrollHeight,
        viewport: window.innerHeight,
        footerTop: footer ? footer.top + window.scrollY : null,
      };
    });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    // The full-page account area: the aside is as tall as the whole document.
    await page.goto(`${harness.server.url}/account?section=security`);
    await page.getByRole('button', { name: 'Change password' }).waitFor();
    const fullPage = await boxes();
    expect(fullPage.scrollHeight).toBeGreaterThan(fullPage.viewport);
    expect(fullPage.height).toBeGreaterThanOrEqual(fullPage.scrollHeight);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await screenshot(page, 'sidebar-full-height-account', { fullPage: true });

    // Inside the site layout: from below the header down to the footer.
    await page.goto(`${harness.server.url}/dashboard`);
    await page.locator('main h1').first().waitFor();
    const overview = await boxes();
    expect(overview.scrollHeight).toBeGreaterThan(overview.viewport);
    expect(overview.footerTop).not.toBeNull();
    expect(overview.bottom).toBeGreaterThanOrEqual(overview.footerTop! - 1);
    // Its items stay in view while the page scrolls.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect.poll(() => sidebar.getByRole('button', { name: 'Logout' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('on a phone, the sidebar is a sheet that closes on Escape and on navigation', async () => {
  const { page, errors, close } = await openPage(harness.browser, {
    viewport: { width: 390, height: 844 },
    locale: 'en-US',
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    const open = page.getByRole('button', { name: 'Open sidebar' });
    await open.click();
    const sheet = page.getByRole('dialog', { name: 'Dashboard navigation' });
    await sheet.waitFor();
    await screenshot(page, 'dashboard-mobile-sheet');
    await page.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });

    await open.click();
    await sheet.getByRole('link', { name: 'Community' }).click();
    await sheet.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe('/dashboard/community');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('forgets the cached account data when the user logs out from a public page', async () => {
  const { page, errors, close } = await openPage(harness.browser, {
    viewport: { width: 1280, height: 800 },
    locale: 'en-US',
  });
  // The per-user copies in localStorage (apps/web/src/lib/user-cache.ts).
  const cachedUserData = () =>
    page.evaluate(() =>
      Object.keys(localStorage).filter((key) =>
        ['ascend-user-settings', 'ascend-user-profile', 'ascend-last-fetch'].includes(key),
      ),
    );
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    // The dashboard keeps a copy of the account's settings in this browser.
    await expect.poll(cachedUserData).toContain('ascend-user-settings');

    await page.goto(`${harness.server.url}/contact`);
    await page.getByRole('button', { name: /account menu$/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.getByRole('button', { name: 'Login', exact: true }).waitFor();
    await expect.poll(cachedUserData).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
