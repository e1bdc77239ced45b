/**
 * The weekly league in the browser against the real server: two users join on the community page
 * and see each other by display name, while a third with more points, not joined, is absent;
 * leaving removes a member from the other's list at once.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { accessTokenOf, callApi, daysAgo } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

/** A check-in (its points count in this UTC week, whatever day it is for). */
async function checkIn(account: TestAccount, mood: number, daysBack = 2) {
  const token = await accessTokenOf(harness.server.url, account);
  await callApi(harness.server.url, token, 'PUT', `/check-ins/${daysAgo(daysBack)}`, { mood });
}

async function openCommunity(account: TestAccount) {
  const tracked = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  await signInThroughLoginPage(tracked.page, harness.server.url, account);
  await tracked.page.goto(`${harness.server.url}/dashboard/community`);
  await tracked.page.getByRole('heading', { name: 'Weekly ranking' }).waitFor();
  return tracked;
}

async function joinAs(page: Page, name: string) {
  const toggle = page.getByRole('switch', { name: 'Show me in the weekly ranking' });
  expect(await toggle.getAttribute('aria-checked')).toBe('false');
  await toggle.click();
  const field = page.getByLabel('Display name');
  await field.waitFor();
  await field.fill(name);
  await page.getByRole('button', { name: 'Save name' }).click();
  await page.getByText('Name saved.').waitFor();
}

const members = (page: Page) =>
  page.getByRole('list', { name: 'Members ranked this week' }).getByRole('listitem');

it('lists two members by display name, never the user who has not joined; leaving removes one at once', async () => {
  const ana = await createAccount(harness.server.url, 'league-ana');
  const ben = await createAccount(harness.server.url, 'league-ben');
  const carl = await createAccount(harness.server.url, 'league-carl');
  await checkIn(ana, 4);
  await checkIn(ben, 3);
  // Carl has the most points this week but never joins.
  await checkIn(carl, 5);
  await checkIn(carl, 5, 3);

  const anaPage = await openCommunity(ana);
  const benPage = await openCommunity(ben);
  try {
    // A display name with markup is shown as the text it is.
    await joinAs(anaPage.page, 'Ana <b>E2E</b>');
    await joinAs(benPage.page, 'Ben E2E');

    await anaPage.page.reload();
    await members(anaPage.page).nth(1).waitFor();
    const names = await members(anaPage.page).allTextContents();
    expect(names).toHaveLength(2);
    expect(names.join(' ')).toContain('Ana <b>E2E</b>');
    expect(names.join(' ')).toContain('Ben E2E');
    expect(names.join(' ')).not.toContain('league-carl');
    // Everyone's own rank counts every active user: Carl is ahead of both.
    const ownRank = anaPage.page.locator('section', {
      has: anaPage.page.getByRole('heading', { name: 'Your rank this week' }),
    });
    await expect.poll(async () => ownRank.textContent()).toContain('3 users with points this week');

    const violations = await seriousViolations(anaPage.page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(anaPage.page, 'league-two-members', { fullPage: true });

    // Ben leaves: Ana's list no longer has him.
    await benPage.page.getByRole('switch', { name: 'Show me in the weekly ranking' }).click();
    await benPage.page.getByLabel('Display name').waitFor({ state: 'detached' });
    await anaPage.page.reload();
    await members(anaPage.page).first().waitFor();
    const after = await members(anaPage.page).allTextContents();
    expect(after).toHaveLength(1);
    expect(after[0]).toContain('Ana <b>E2E</b>');
    expect([...anaPage.errors, ...benPage.errors]).toEqual([]);
  } finally {
    await anaPage.close();
    await benPage.close();
  }
});

it('works in Spanish and dark theme on a phone: joined, listed, axe-clean, nothing wider than the screen', async () => {
  const account = await createAccount(harness.server.url, 'league-eva', {
    language: 'es',
    theme: 'dark',
    timezone: 'Europe/Madrid',
  });
  await checkIn(account, 4);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'es',
    colorScheme: 'dark',
    viewport: { width: 360, height: 800 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account, 'es');
    await page.goto(`${harness.server.url}/dashboard/community`);
    await page.getByRole('heading', { name: 'Clasificación semanal' }).waitFor();
    await page.getByRole('switch', { name: 'Mostrarme en la clasificación semanal' }).click();
    // The longest name a member may choose, unbroken: it must not widen the page.
    await page.getByLabel('Nombre visible').fill('Evangelina-Maximiliana-de-los-Santos-E2E');
    await page.getByRole('button', { name: 'Guardar nombre' }).click();
    await page.getByText('Nombre guardado.').waitFor();
    await page.reload();
    await page
      .getByRole('list', { name: 'Miembros clasificados esta semana' })
      .getByRole('listitem')
      .first()
      .waitFor();

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await screenshot(page, 'league-es-dark-360', { fullPage: true });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
