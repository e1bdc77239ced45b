/**
 * The workout log in the browser against the real server, on a phone-sized viewport and by
 * keyboard: a workout of three exercises is logged, a personal record is marked at the set that
 * made it, a reload mid-session continues where it was, and the exercise's history chart shows the
 * session; the same in Spanish and dark theme. No console errors, no serious axe violations, no
 * sideways scrolling at 360 px.
 */
import { randomUUID } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { apiAs as apiAsOn } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

const PHONE = { width: 360, height: 800 };

/** The product API as the account. */
const apiAs = (account: TestAccount) => apiAsOn(harness.server.url, account);

/** A finished session a week ago: the marks today's sets have to beat (a first session makes none). */
async function seedPastWorkout(account: TestAccount) {
  const api = await apiAs(account);
  const started = Date.now() - 7 * 86_400_000;
  const set = (reps: number, weight_kg: number | null) => ({ id: randomUUID(), reps, weight_kg });
  await api('PUT', `/physical/workouts/${randomUUID()}`, {
    started_at: new Date(started).toISOString(),
    finished_at: new Date(started + 3_600_000).toISOString(),
    exercises: [
      { id: randomUUID(), exercise_id: 'barbell-bench-press', sets: [set(5, 60), set(5, 60)] },
      { id: randomUUID(), exercise_id: 'barbell-back-squat', sets: [set(5, 80)] },
      { id: randomUUID(), exercise_id: 'pull-up', sets: [set(8, null)] },
    ],
  });
  return api;
}

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page, where: string) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, where).toBe(0);
}

/** Focuses a control and presses a key on it: what a keyboard user does after tabbing there. */
async function press(target: Locator, key = 'Enter') {
  await target.focus();
  await target.press(key);
}

async function typeInto(field: Locator, text: string) {
  await field.focus();
  await field.press('ControlOrMeta+a');
  await field.pressSequentially(text);
}

/** Adds an exercise through the picker: its search has the focus when it opens. */
async function addExercise(page: Page, label: string, search: string, name: string) {
  await press(page.getByRole('button', { name: label, exact: true }));
  const dialog = page.getByRole('dialog');
  await dialog.waitFor();
  await page.keyboard.type(search);
  await press(dialog.getByRole('button', { name: new RegExp(`^${escape(name)}`) }).first());
  await dialog.waitFor({ state: 'detached' });
  return page.getByRole('region', { name, exact: true });
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

it('logs a workout of three exercises by keyboard on a phone, marks a PR, survives a reload and charts the history', async () => {
  const account = await createAccount(harness.server.url, 'lifter');
  await seedPastWorkout(account);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: PHONE,
    hasTouch: true,
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/physical`);
    await press(page.getByRole('button', { name: 'Empty workout' }));

    const bench = await addExercise(
      page,
      'Add exercise',
      'bench press barbell',
      'Bench Press (Barbell)',
    );
    await typeInto(bench.getByLabel('Set 1: Weight (kg)', { exact: true }), '70');
    await typeInto(bench.getByLabel('Set 1: Reps', { exact: true }), '5');
    await typeInto(bench.getByLabel('Set 1: Reps in reserve', { exact: true }), '2');
    await press(bench.getByRole('button', { name: 'Set 1 done' }));
    // The server found the record and the set says so.
    await bench
      .getByText('Personal record (Set 1): estimated 1RM and heaviest weight')
      .waitFor({ timeout: 15_000 });
    // The rest timer started with the set and counts down.
    await page.getByRole('group', { name: 'Rest timer' }).waitFor();
    await screenshot(page, 'physical-session-pr-360');
    await expectAccessible(page, 'session with a PR');

    const squat = await addExercise(page, 'Add exercise', 'squat', 'Squat (Barbell)');
    await typeInto(squat.getByLabel('Set 1: Weight (kg)', { exact: true }), '85');
    await typeInto(squat.getByLabel('Set 1: Reps', { exact: true }), '5');
    await press(squat.getByRole('button', { name: 'Set 1 done' }));
    await page.getByText('Saved to your account.').waitFor();

    // Mid-session reload: everything typed is still there, and the session goes on.
    await page.reload();
    const squatAgain = page.getByRole('region', { name: 'Squat (Barbell)', exact: true });
    await expect
      .poll(() => squatAgain.getByLabel('Set 1: Weight (kg)', { exact: true }).inputValue())
      .toBe('85');
    expect(await page.getByRole('button', { name: 'Set 1 done' }).count()).toBe(2);
    await page
      .getByRole('region', { name: 'Bench Press (Barbell)', exact: true })
      .getByText(/^Personal record \(Set 1\)/)
      .waitFor();
    await press(squatAgain.getByRole('button', { name: /^Add set/ }));
    await expect
      .poll(() => squatAgain.getByLabel('Set 2: Weight (kg)', { exact: true }).inputValue())
      .toBe('85');
    await press(squatAgain.getByRole('button', { name: 'Set 2 done' }));

    // The connection drops: the set is kept on the device and saved when the connection is back.
    await page.context().setOffline(true);
    const pullUp = await addExercise(page, 'Add exercise', 'pull-up', 'Pull-Up');
    await typeInto(pullUp.getByLabel('Set 1: Reps', { exact: true }), '10');
    await press(pullUp.getByRole('button', { name: 'Set 1 done' }));
    await page.getByText(/^No connection: kept on this device/).waitFor();
    await page.context().setOffline(false);
    await page.getByText('Saved to your account.').waitFor({ timeout: 15_000 });
    await expectNoSidewaysScroll(page, 'session at 360 px');

    await press(page.getByRole('button', { name: 'Finish workout' }));
    await page.getByText(/^Workout saved: .*, 4 sets\.$/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'physical-finished-360');

    await press(page.getByRole('tab', { name: 'History' }));
    await page
      .getByLabel('Exercise', { exact: true })
      .selectOption({ label: 'Bench Press (Barbell)' });
    const chart = page.getByTestId('exercise-history-chart');
    await chart.locator('svg.recharts-surface').first().waitFor();
    const table = page.getByRole('table', { name: 'Sessions, newest first' });
    expect(await table.locator('tbody tr').count()).toBe(2);
    await expectNoSidewaysScroll(page, 'history at 360 px');
    await screenshot(page, 'physical-history-360', { fullPage: true });
    await expectAccessible(page, 'history');
    // Requests refused while offline are the browser's own report, not the app's errors.
    expect(errors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
  } finally {
    await close();
  }
});

it('works in Spanish and the dark theme', async () => {
  const account = await createAccount(harness.server.url, 'levantador', {
    language: 'es',
    theme: 'dark',
    timezone: 'Europe/Madrid',
  });
  await seedPastWorkout(account);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'es-ES',
    viewport: PHONE,
    colorScheme: 'dark',
  });
  try {
    await page.addInitScript(() => localStorage.setItem('ascend-theme', 'dark'));
    await signInThroughLoginPage(page, harness.server.url, account, 'es');
    await page.goto(`${harness.server.url}/dashboard/physical`);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await press(page.getByRole('button', { name: 'Entreno vacío' }));
    const bench = await addExercise(
      page,
      'Añadir ejercicio',
      'press banca barra',
      'Press de banca (barra)',
    );
    await typeInto(bench.getByLabel('Serie 1: Peso (kg)', { exact: true }), '72,5');
    await typeInto(bench.getByLabel('Serie 1: Reps', { exact: true }), '5');
    await press(bench.getByRole('button', { name: 'Serie 1 hecha' }));
    await bench.getByText(/^Récord personal \(Serie 1\)/).waitFor({ timeout: 15_000 });
    await screenshot(page, 'physical-session-es-dark-360');
    await expectNoSidewaysScroll(page, 'session in Spanish at 360 px');
    await expectAccessible(page, 'session in Spanish, dark');

    await press(page.getByRole('button', { name: 'Terminar entreno' }));
    await page.getByText(/^Entreno guardado/).waitFor({ timeout: 15_000 });
    await press(page.getByRole('tab', { name: 'Historial' }));
    await page
      .getByLabel('Ejercicio', { exact: true })
      .selectOption({ label: 'Press de banca (barra)' });
    await page
      .getByTestId('exercise-history-chart')
      .locator('svg.recharts-surface')
      .first()
      .waitFor();
    await screenshot(page, 'physical-history-es-dark-360', { fullPage: true });
    await expectAccessible(page, 'history in Spanish, dark');
    for (const tab of ['Rutinas', 'Ejercicios', 'Volumen', 'Cuerpo', 'Importar']) {
      await press(page.getByRole('tab', { name: tab }));
      await page.getByRole('tabpanel').first().waitFor();
      await expectNoSidewaysScroll(page, `${tab} at 360 px`);
      await screenshot(page, `physical-${tab.toLowerCase()}-es-dark-360`, { fullPage: true });
      await expectAccessible(page, `${tab}, Spanish, dark`);
    }
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});

it('keeps a session not saved yet through sign-out for the same user only', async () => {
  const lifter = await createAccount(harness.server.url, 'keeper');
  const other = await createAccount(harness.server.url, 'borrower');
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
  });
  const logOut = async (name: string) => {
    await page.getByRole('button', { name: new RegExp(`^${name}-.*account menu$`, 'i') }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/dashboard'));
  };
  try {
    await signInThroughLoginPage(page, harness.server.url, lifter);
    await page.goto(`${harness.server.url}/dashboard/physical`);
    await press(page.getByRole('button', { name: 'Empty workout' }));
    const bench = await addExercise(
      page,
      'Add exercise',
      'bench press barbell',
      'Bench Press (Barbell)',
    );
    // Typed, not done: nothing has reached the server yet.
    await typeInto(bench.getByLabel('Set 1: Weight (kg)', { exact: true }), '70');
    await logOut('keeper');

    // Another account on the same browser never sees it.
    await signInThroughLoginPage(page, harness.server.url, other);
    await page.goto(`${harness.server.url}/dashboard/physical`);
    await page.getByRole('button', { name: 'Empty workout' }).waitFor();
    expect(await page.getByRole('region', { name: 'Bench Press (Barbell)' }).count()).toBe(0);
    await logOut('borrower');

    // Its user finds it again at the next sign-in, as it was left.
    await signInThroughLoginPage(page, harness.server.url, lifter);
    await page.goto(`${harness.server.url}/dashboard/physical`);
    const again = page.getByRole('region', { name: 'Bench Press (Barbell)', exact: true });
    await expect
      .poll(() => again.getByLabel('Set 1: Weight (kg)', { exact: true }).inputValue())
      .toBe('70');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
