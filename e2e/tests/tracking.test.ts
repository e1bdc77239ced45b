/**
 * Daily tracking in the browser against the real server: a check-in and two habits ticked, the
 * same numbers after a reload and in a second browser; a habit paused for a week keeps its streak
 * (the days before the pause seeded through the API); no console errors, no serious axe violations.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { apiAs as apiAsOn } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

/** The product API as the account. */
const apiAs = (account: TestAccount) => apiAsOn(harness.server.url, account);

/** A calendar day `days` away from `date` (both `YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

async function createHabitThroughPage(page: Page, name: string) {
  await page.getByRole('button', { name: 'New habit' }).click();
  const form = page.getByRole('form', { name: 'New habit' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Create habit' }).click();
  await page.getByText(`${name} created.`).waitFor({ state: 'attached' });
  await form.waitFor({ state: 'detached' });
}

/** What the check-in form and today's habits show. */
async function shownDay(page: Page) {
  await page.getByLabel('Weight (kg)').waitFor();
  const toggle = (name: string) =>
    page.getByRole('button', { name: `${name}: done` }).getAttribute('aria-pressed');
  return {
    sleep: await page.getByLabel('Sleep (h)').inputValue(),
    weight: await page.getByLabel('Weight (kg)').inputValue(),
    steps: await page.getByLabel('Steps', { exact: true }).inputValue(),
    note: await page.getByLabel('Note').inputValue(),
    mood: await page
      .getByRole('group', { name: 'Mood' })
      .getByRole('radio', { checked: true })
      .getAttribute('value'),
    read: await toggle('Read'),
    walk: await toggle('Walk'),
  };
}

const RECORDED = {
  sleep: '7.5',
  weight: '72.4',
  steps: '8000',
  note: 'Long walk by the river',
  mood: '4',
  read: 'true',
  walk: 'true',
};

it('does a check-in and ticks two habits; the numbers survive a reload and a second browser', async () => {
  const account = await createAccount(harness.server.url, 'tracking');
  const first = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const { page } = first;
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/tracking/habits`);
    await createHabitThroughPage(page, 'Read');
    await createHabitThroughPage(page, 'Walk');
    await expectAccessible(page, '/dashboard/tracking/habits');

    await page.getByRole('link', { name: 'Back to tracking' }).click();
    await page.waitForURL(/\/dashboard\/tracking$/);
    await page.getByLabel('Sleep (h)').fill(RECORDED.sleep);
    // The radio itself is visually hidden inside its card: click the card, as a person does.
    await page.getByRole('group', { name: 'Mood' }).getByText('Good', { exact: true }).click();
    await page.getByLabel('Weight (kg)').fill(RECORDED.weight);
    await page.getByLabel('Steps', { exact: true }).fill(RECORDED.steps);
    await page.getByLabel('Note').fill(RECORDED.note);
    const saved = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v1/check-ins/') && response.request().method() === 'PUT',
    );
    await page.getByRole('button', { name: 'Save check-in' }).click();
    expect((await saved).status()).toBe(200);
    await page.getByText('Saved.').waitFor();

    for (const name of ['Read', 'Walk']) {
      const marked = page.waitForResponse(
        (response) => response.url().includes('/marks/') && response.request().method() === 'PUT',
      );
      await page.getByRole('button', { name: `${name}: done` }).click();
      expect((await marked).status()).toBe(200);
    }
    expect(await shownDay(page)).toEqual(RECORDED);
    await expectAccessible(page, '/dashboard/tracking');
    await screenshot(page, 'tracking-en');

    await page.reload();
    expect(await shownDay(page)).toEqual(RECORDED);
    expect(first.errors).toEqual([]);
  } finally {
    await first.close();
  }

  // A fresh browser: nothing stored locally, the same day from the server.
  const second = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const { page } = second;
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/tracking`);
    await expect.poll(() => shownDay(page)).toEqual(RECORDED);
    // Today's cell of the calendar says so too.
    await page
      .getByRole('grid')
      .getByRole('button', { name: /Today\. check-in recorded, 2 of 2 habits done$/ })
      .waitFor();
    expect(second.errors).toEqual([]);
  } finally {
    await second.close();
  }
});

it('pauses a habit for a week and its streak survives the pause', async () => {
  const account = await createAccount(harness.server.url, 'pause');
  const api = await apiAs(account);
  const { today } = await api<{ today: string }>('GET', '/overview');
  // Done for the seven days before a week away; the week of pause comes through the page.
  const habit = await api<{ id: string }>('POST', '/habits', {
    name: 'Stretch',
    kind: 'boolean',
    frequency: { type: 'daily' },
    start_date: addDays(today, -14),
  });
  for (let day = -14; day <= -8; day += 1) {
    await api('PUT', `/habits/${habit.id}/marks/${addDays(today, day)}`, { status: 'done' });
  }

  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/tracking`);
    const row = page.getByRole('listitem').filter({ hasText: 'Stretch' });
    await row.getByRole('button', { name: 'Stretch: done' }).waitFor();
    // Seven open days after the run: no current streak, the best one kept.
    expect(await row.textContent()).not.toContain('-day streak');
    expect(await row.textContent()).toContain('best 7 days');

    await page.getByRole('link', { name: 'Manage habits' }).click();
    await page.getByRole('button', { name: 'Pauses of Stretch' }).click();
    const form = page.getByRole('form', { name: 'Add a pause to Stretch' });
    await form.getByLabel('From').fill(addDays(today, -7));
    await form.getByLabel('To').fill(addDays(today, -1));
    await form.getByRole('button', { name: 'Add pause' }).click();
    await page.getByText(/^Stretch paused: /).waitFor({ state: 'attached' });
    await expectAccessible(page, '/dashboard/tracking/habits with a pause');

    await page.getByRole('link', { name: 'Back to tracking' }).click();
    await expect.poll(() => row.textContent()).toContain('7-day streak');
    await row.getByRole('button', { name: 'Stretch: done' }).click();
    await expect.poll(() => row.textContent()).toContain('8-day streak');
    await page.reload();
    await expect.poll(() => row.textContent()).toContain('8-day streak');
    await screenshot(page, 'tracking-paused-streak');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('fits a 360 px phone without sideways scrolling, in light and dark', async () => {
  const account = await createAccount(harness.server.url, 'narrow');
  for (const colorScheme of ['light', 'dark'] as const) {
    const { page, errors, close } = await openPage(harness.browser, {
      locale: 'en-US',
      viewport: { width: 360, height: 800 },
      colorScheme,
    });
    try {
      await signInThroughLoginPage(page, harness.server.url, account);
      const pages = [
        ['/dashboard/tracking', page.getByRole('group', { name: 'Mood' })],
        ['/dashboard/tracking/habits', page.getByRole('button', { name: 'New habit' })],
        ['/dashboard/diary', page.getByRole('searchbox')],
      ] as const;
      for (const [path, loaded] of pages) {
        await page.goto(`${harness.server.url}${path}`);
        await loaded.waitFor();
        // The check-in's 1–5 choices name each level for screen readers only at this width.
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, `${path} (${colorScheme})`).toBe(0);
      }
      await expectAccessible(page, `/dashboard/diary at 360 px (${colorScheme})`);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  }
});
