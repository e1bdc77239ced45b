/**
 * The insights page ("AI System") against the real server: a new user is told how many more days
 * it needs; a user with 30 days of check-ins, written through the API, reads the relation between
 * their sleep and their mood as a sentence. Both languages, both themes, 360 px wide, axe-clean.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { accessTokenOf, callApi, daysAgo } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

async function expectUsableAt360(page: Page, name: string) {
  await page.setViewportSize({ width: 360, height: 800 });
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'no sideways scrolling at 360 px').toBeLessThanOrEqual(0);
  await screenshot(page, name, { fullPage: true });
}

it.each([
  ['en', 'light', 'Not enough data yet — 14 more days', 'not medical advice'],
  ['es', 'dark', 'faltan 14 días más', 'no consejo médico'],
])(
  'a new user (%s, %s) is told how many more days are needed',
  async (language, theme, needed, disclaimer) => {
    const account = await createAccount(harness.server.url, `insights-new-${language}`, {
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
      await page.goto(`${harness.server.url}/dashboard/system`);
      await page.getByText(needed).waitFor();
      await page.getByText(disclaimer).waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, `insights-new-user-${language}-${theme}`, { fullPage: true });
      await expectUsableAt360(page, `insights-new-user-${language}-${theme}-360`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  },
);

it.each([
  ['en', 'dark', 'On days you sleep 7 h or more, your mood is higher.'],
  ['es', 'light', 'Los días en que duermes 7 h o más, tu ánimo es mayor.'],
])(
  'a user (%s, %s) with 30 days of check-ins reads how their sleep and mood go together',
  async (language, theme, sentence) => {
    const account = await createAccount(harness.server.url, `insights-30-${language}`, {
      language,
      theme,
      timezone: 'Europe/Madrid',
    });
    const token = await accessTokenOf(harness.server.url, account);
    // Sleep cycles 5–9 h; mood is 4 or 5 after 7 h or more, 2 or 3 otherwise.
    for (let i = 0; i < 30; i++) {
      const sleep = 5 + (i % 5);
      await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(31 - i)}`, {
        sleep_hours: sleep,
        mood: (sleep >= 7 ? 4 : 2) + (i % 2),
      });
    }
    const { page, errors, close } = await openPage(harness.browser, {
      locale: language,
      colorScheme: theme === 'dark' ? 'dark' : 'light',
      viewport: { width: 1280, height: 900 },
    });
    try {
      await signInThroughLoginPage(page, harness.server.url, account, language);
      await page.goto(`${harness.server.url}/dashboard/system`);
      await page.getByText(sentence, { exact: true }).waitFor();
      await page.locator('.recharts-wrapper').first().waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await screenshot(page, `insights-30-days-${language}-${theme}`, { fullPage: true });
      await expectUsableAt360(page, `insights-30-days-${language}-${theme}-360`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  },
);
