/**
 * The user's data is theirs, end to end: a user with history downloads a CSV and the JSON export,
 * deletes the account, imports the file into a new account, and finds the same history on the
 * overview and in the diary.
 */
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { openPage } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { accessTokenOf, callApi, daysAgo } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

/** A few days of history: check-ins, a habit with marks, diary entries. */
async function giveHistory(account: TestAccount): Promise<void> {
  const url = harness.server.url;
  const token = await accessTokenOf(url, account);
  for (const days of [2, 3, 5]) {
    await callApi(url, token, 'PUT', `/check-ins/${daysAgo(days)}`, {
      sleep_hours: 7.5,
      mood: 4,
      note: `Day ${days}`,
    });
  }
  const habit = await callApi<{ id: string }>(url, token, 'POST', '/habits', {
    name: 'Read',
    kind: 'boolean',
    frequency: { type: 'daily' },
    start_date: daysAgo(6),
  });
  for (const days of [2, 4]) {
    await callApi(url, token, 'PUT', `/habits/${habit.id}/marks/${daysAgo(days)}`, {
      status: 'done',
    });
  }
  await callApi(url, token, 'POST', '/diary', {
    date: daysAgo(2),
    title: 'Primer día',
    body: 'Todo empezó aquí.',
    mood: 5,
    tags: ['inicio'],
  });
  await callApi(url, token, 'POST', '/diary', { date: daysAgo(3), body: 'A quiet day.' });
}

/** What the overview and the diary show of the history, to compare two accounts by. */
async function visibleHistory(page: Page) {
  await page.goto(`${harness.server.url}/dashboard`);
  const stats = page.getByRole('list', { name: 'Your figures' });
  await stats.waitFor();
  const cards = await stats.locator('li').allTextContents();
  const points = await page
    .getByRole('heading', { name: 'Your points' })
    .locator('xpath=ancestor::section[1]')
    .locator('dd')
    .allTextContents();
  await page.goto(`${harness.server.url}/dashboard/diary`);
  const entries = page.getByRole('region', { name: 'Your entries' }).getByRole('article');
  await entries.first().waitFor();
  return { cards, points, diary: await entries.allTextContents() };
}

it('exports, deletes the account, imports into a new one and sees the same history', async () => {
  const first = await createAccount(harness.server.url, 'export-from');
  await giveHistory(first);
  const before = await openPage(harness.browser, {
    locale: 'en-US',
    acceptDownloads: true,
    viewport: { width: 1280, height: 900 },
  });
  let exportFile: string;
  let history: Awaited<ReturnType<typeof visibleHistory>>;
  try {
    const { page } = before;
    await signInThroughLoginPage(page, harness.server.url, first);
    history = await visibleHistory(page);
    expect(history.diary).toHaveLength(2);
    expect(history.points.at(-1)).not.toBe('0');

    await page.goto(`${harness.server.url}/account?section=privacy`);
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Check-ins (CSV)' }).click(),
    ]);
    expect(csv.suggestedFilename()).toMatch(/^ascend-check-ins-\d{4}-\d{2}-\d{2}\.csv$/);
    const rows = fs
      .readFileSync(await csv.path(), 'utf8')
      .trim()
      .split(/\r?\n/);
    expect(rows).toHaveLength(4);
    expect(rows.slice(1).join('\n')).toContain(daysAgo(5));

    const [json] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export my data' }).click(),
    ]);
    exportFile = `${await json.path()}.json`;
    fs.copyFileSync(await json.path(), exportFile);

    await page.getByRole('button', { name: 'Delete account' }).click();
    await page.getByLabel('Type DELETE to confirm').fill('DELETE');
    await page.getByLabel('Your password').fill(first.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();
    await page.waitForURL(`${harness.server.url}/`, { timeout: 15_000 });
    expect(before.errors).toEqual([]);
  } finally {
    await before.close();
  }

  const second = await createAccount(harness.server.url, 'import-into');
  const after = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    const { page } = after;
    await signInThroughLoginPage(page, harness.server.url, second);
    await page.goto(`${harness.server.url}/account?section=privacy`);
    await page.locator('input[type="file"][accept*="json"]').setInputFiles(exportFile);
    await page.getByText(/^Your data is imported/).waitFor({ timeout: 15_000 });

    expect(await visibleHistory(page)).toEqual(history);
    expect(after.errors).toEqual([]);
  } finally {
    await after.close();
  }
});
