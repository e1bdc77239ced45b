/**
 * Progress against the real server: check-ins raise the points and the level on the sidebar and
 * the overview after a reload; a first check-in unlocks an achievement whose toast is announced
 * once; the profile shows the level, achievements and rules in both languages and themes, and at
 * 360 px, without serious axe violations.
 */
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { accessTokenOf, callApi, daysAgo } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

it('a check-in raises the points and the level on the sidebar and the overview', async () => {
  const account = await createAccount(harness.server.url, 'progress-level');
  const token = await accessTokenOf(harness.server.url, account);
  // 14 past days in a row: 140 points, with "first check-in" (10), "7 days in a row" (25) and
  // "14 active days in a row" (50): 225, level 2 (150 to pass level 1) with 75 of its 160.
  for (let days = 15; days >= 2; days -= 1) {
    await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(days)}`, { mood: 3 });
  }
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    const sidebar = page.getByRole('complementary', { name: 'Dashboard navigation' });
    await sidebar.getByText('Lv 2').waitFor();
    await page.getByText('85 points to level 3').waitFor();

    // One more check-in, the day before the first: 10 points more, and the level bar moves.
    await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(16)}`, { mood: 4 });
    await page.reload();
    await sidebar.getByText('Lv 2').waitFor();
    await page.getByText('75 points to level 3').waitFor();
    const points = page.getByRole('heading', { name: 'Your points' }).locator('xpath=../..');
    expect(await points.textContent()).toContain('235');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it.each([
  ['en', 'light', 'Achievement unlocked', 'First check-in: +10 points', 'Your profile'],
  ['es', 'dark', 'Logro desbloqueado', 'Primer registro: +10 puntos', 'Tu perfil'],
])(
  'an achievement unlocks with its toast, once (%s, %s)',
  async (language, theme, toastTitle, toastBody, profileTitle) => {
    const account = await createAccount(harness.server.url, `progress-toast-${language}`, {
      language,
      theme,
      timezone: 'Europe/Madrid',
    });
    const { page, errors, close } = await openPage(harness.browser, {
      locale: language,
      colorScheme: theme === 'dark' ? 'dark' : 'light',
      viewport: { width: 1280, height: 900 },
    });
    try {
      await signInThroughLoginPage(page, harness.server.url, account, language);
      const token = await accessTokenOf(harness.server.url, account);
      await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(2)}`, { mood: 4 });
      await page.reload();
      const toast = page.getByRole('status').filter({ hasText: toastTitle });
      await toast.getByText(toastBody).waitFor();
      await screenshot(page, `progress-toast-${language}-${theme}`);

      // Seen: a reload does not show it again.
      await page.reload();
      await page
        .getByRole('complementary')
        .getByText(language === 'es' ? 'Nv 1' : 'Lv 1')
        .waitFor();
      expect(await page.getByText(toastBody).count()).toBe(0);

      await page.goto(`${harness.server.url}/dashboard/profile`);
      await page.getByRole('heading', { name: profileTitle }).waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, `profile-${language}-${theme}`, { fullPage: true });

      await page.setViewportSize({ width: 360, height: 800 });
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await screenshot(page, `profile-${language}-${theme}-360`, { fullPage: true });
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  },
);
