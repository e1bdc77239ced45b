/**
 * The overview on the user's own data against the real server: a new account sees zeros and the
 * first step (never the seed's sample figures), and the chart's space is kept before it loads.
 */
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

it.each([
  ['en', 'Do your first check-in', 'No scans yet'],
  ['es', 'Haz tu primer registro', 'Aún no hay escaneos'],
])('a new user (%s) sees zeros and the first step', async (language, firstStep, noScans) => {
  const account = await createAccount(harness.server.url, `overview-${language}`, {
    language,
    theme: 'system',
    timezone: 'Europe/Madrid',
  });
  const { page, errors, close } = await openPage(harness.browser, {
    locale: language,
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account, language);
    const action = page.getByRole('link', { name: firstStep });
    await action.waitFor();
    expect(await action.getAttribute('href')).toBe('/dashboard/tracking');
    const stats = page.getByRole('list', {
      name: language === 'es' ? 'Tus cifras' : 'Your figures',
    });
    // Four cards: scans, active days, this week's progress (0 %), each a zero, and no rank yet.
    expect(await stats.locator('li p.text-2xl').allTextContents()).toEqual(
      language === 'es' ? ['0', '0', '0 %', '–'] : ['0', '0', '0%', '–'],
    );
    await page.getByText(noScans).waitFor();
    const main = (await page.locator('main').textContent()) ?? '';
    for (const sample of ['#42', '1,847', '1.847', '153 ']) expect(main).not.toContain(sample);

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, `overview-new-user-${language}`, { fullPage: true });

    await action.click();
    await page.waitForURL(/\/dashboard\/tracking$/);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('keeps the chart’s space before its code arrives, so nothing below it moves', async () => {
  const account = await createAccount(harness.server.url, 'overview-cls');
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          hadRecentInput: boolean;
        })[]) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.reload();
    await page.getByRole('table', { name: 'Points, last 7 days' }).waitFor({ state: 'attached' });
    await page.locator('.recharts-wrapper').waitFor();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.05);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
