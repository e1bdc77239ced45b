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
    // The level comes from GET /progress, the points card's figures from GET /overview: after the
    // reload each shows the stored copy (225) until its own answer arrives, so the figure is waited
    // for, not read once the level has moved.
    const points = page.getByRole('heading', { name: 'Your points' }).locator('xpath=../..');
    await points.getByText('235', { exact: true }).first().waitFor();
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
    // The first check-in, made elsewhere before this browser signs in: the dashboard's first read
    // of progress finds it unlocked and not seen. (Made once the page was open, it raced the page's
    // own reads of progress: one that came after it showed the toast and reported it seen before
    // the reload the test then waited on, which rightly showed nothing.)
    const token = await accessTokenOf(harness.server.url, account);
    await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(2)}`, { mood: 4 });
    const { page, errors, close } = await openPage(harness.browser, {
      locale: language,
      colorScheme: theme === 'dark' ? 'dark' : 'light',
      viewport: { width: 1280, height: 900 },
    });
    try {
      const reportedSeen = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          new URL(response.url()).pathname === '/api/v1/progress/achievements/seen',
      );
      await signInThroughLoginPage(page, harness.server.url, account, language);
      const toast = page.getByRole('status').filter({ hasText: toastTitle });
      await toast.getByText(toastBody).waitFor();
      // Shown, so reported seen: the server has it before the page is left.
      expect((await reportedSeen).status()).toBe(204);
      await screenshot(page, `progress-toast-${language}-${theme}`);

      // Seen: a reload does not show it again. Another check-in moves the points, so the page is
      // known to show the server's answer after the reload (the stored copy has the old points)
      // before the toast is looked for; the toast would come with that same answer.
      await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(3)}`, { mood: 4 });
      await page.reload();
      await page
        .getByText(language === 'es' ? '120 puntos para el nivel 2' : '120 points to level 2')
        .waitFor();
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
