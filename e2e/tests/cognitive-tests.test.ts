/**
 * The four cognitive tests in the browser against the real server, each completed by keyboard with
 * scripted responses: the stored result (read back through the API) is the one the page shows, it
 * appears in the test's history and on the scans hub; a press before the stimulus is refused and the
 * trial repeated. No console errors, no serious axe violations.
 */
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { createAccount, signInThroughLoginPage, type TestAccount } from '../support/accounts.js';
import { describeViolations, seriousViolations } from '../support/axe.js';
import { openPage, screenshot } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';
import { apiAs as apiAsOn } from '../support/product-api.js';

const harness = useServerAndBrowser({ AUTH_AUTOCONFIRM: 'true', AUTH_RATE_LIMITS: 'off' });

interface StoredBrief {
  id: string;
  kind: string;
  device: string;
  summary: Record<string, number | boolean | null>;
}

/** The product API as the account. */
const apiAs = (account: TestAccount) => apiAsOn(harness.server.url, account);

async function expectAccessible(page: Page, where: string) {
  const violations = await seriousViolations(page);
  expect(violations, `${where}: ${describeViolations(violations)}`).toEqual([]);
}

/** Two frames later: whatever React rendered has been painted and its onset taken. */
function afterPaint(page: Page) {
  return page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

async function openTest(page: Page, name: string) {
  await page.goto(`${harness.server.url}/dashboard/mental`);
  await page.getByRole('link', { name: new RegExp(`: ${name}$`) }).click();
  await page.getByRole('button', { name: 'Skip practice' }).waitFor();
}

/** The stored results of a kind, newest first. */
async function storedResults(api: Awaited<ReturnType<typeof apiAs>>, kind: string) {
  const page = await api<{ results: StoredBrief[] }>('GET', `/scans/cognitive?kind=${kind}`);
  return page.results;
}

it('takes the reaction-time test by keyboard, refusing a press before the stimulus', async () => {
  const account = await createAccount(harness.server.url, 'reaction');
  const api = await apiAs(account);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await page.goto(`${harness.server.url}/dashboard/mental`);
    await page.getByText('Not taken yet.').first().waitFor();
    await expectAccessible(page, '/dashboard/mental');

    await openTest(page, 'Reaction time');
    await expectAccessible(page, 'reaction time instructions');
    // The practice round: two valid trials, not saved.
    await page.getByRole('button', { name: 'Start practice' }).click();
    const stage = page.getByTestId('reaction-stage');
    for (let trial = 0; trial < 2; trial += 1) {
      await page.locator('[data-testid="reaction-stage"][data-stimulus="on"]').waitFor();
      // Over 100 ms after the stimulus: a valid reaction, not an anticipation.
      await page.waitForTimeout(120);
      await page.keyboard.press('Space');
    }
    await page.getByRole('button', { name: 'Start the test' }).click();

    // A press during the wait: too soon, and the trial is repeated.
    await stage.getByText('Wait for green…').waitFor();
    await stage.focus();
    await page.keyboard.press('Space');
    await page.getByText('Too soon — this trial is repeated.').first().waitFor();
    for (let trial = 0; trial < 5; trial += 1) {
      await page.locator('[data-testid="reaction-stage"][data-stimulus="on"]').waitFor();
      await page.waitForTimeout(120);
      await page.keyboard.press('Space');
    }
    const score = page.getByTestId('result-score');
    await score.waitFor();
    await page.getByText('1 result so far.').waitFor();

    const [stored] = await storedResults(api, 'reaction_time');
    expect(stored?.device).toBe('keyboard');
    expect(stored?.summary.anticipations).toBe(1);
    expect(stored?.summary.median_ms).toBeGreaterThanOrEqual(120);
    expect(await score.textContent()).toBe(`${Math.round(Number(stored?.summary.median_ms))} ms`);
    // The practice round was not saved.
    expect(await storedResults(api, 'reaction_time')).toHaveLength(1);
    await page.getByRole('link', { name: 'Human Benchmark' }).waitFor();
    await expectAccessible(page, 'reaction time result');
    await screenshot(page, 'cognitive-reaction-result', { fullPage: true });

    await page.goto(`${harness.server.url}/dashboard/scans`);
    const card = page.getByTestId('scan-reaction_time');
    await card.getByText('1 taken').waitFor();
    expect(await card.textContent()).toContain(
      `${Math.round(Number(stored?.summary.median_ms))} ms`,
    );
    // The face scan is available and, for this user, not taken yet.
    expect(await page.getByTestId('scan-face').textContent()).toContain('Not taken yet.');
    await expectAccessible(page, '/dashboard/scans');

    // The overview's "Scans this month" counts the stored test (its first stat card). The page
    // shows the stored copy of the overview from before the test (0) until the server's answer
    // arrives: the card is waited on for the figure like any element, not polled for a second.
    await page.goto(`${harness.server.url}/dashboard`);
    const stats = page.getByRole('list', { name: 'Your figures' });
    await stats.getByRole('listitem').first().locator('p.text-2xl', { hasText: /^1$/ }).waitFor();
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);

it('takes the number-memory test by keyboard: recalls 3 to 5 digits, fails 6 twice', async () => {
  const account = await createAccount(harness.server.url, 'memory');
  const api = await apiAs(account);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await openTest(page, 'Number memory');
    await page.getByRole('button', { name: 'Skip practice' }).click();
    const answers: [string, boolean][] = [];
    for (const correct of [true, true, true, false, false]) {
      const digits = (await page.getByTestId('memory-digits').textContent()) ?? '';
      const field = page.getByLabel('What was the number?');
      await field.waitFor();
      // A wrong answer: the last digit changed.
      const typed = correct ? digits : `${digits.slice(0, -1)}${(Number(digits.at(-1)) + 1) % 10}`;
      await field.pressSequentially(typed);
      await page.keyboard.press('Enter');
      answers.push([digits, correct]);
    }
    expect(answers.map(([digits]) => digits.length)).toEqual([3, 4, 5, 6, 6]);
    await page.getByTestId('result-score').waitFor();
    expect(await page.getByTestId('result-score').textContent()).toBe('5 digits');
    const [stored] = await storedResults(api, 'number_memory');
    expect(stored?.summary).toEqual({ span: 5, reached_limit: false });
    expect(stored?.device).toBe('keyboard');
    await page.getByText('1 result so far.').waitFor();
    await expectAccessible(page, 'number memory result');
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);

it('takes the attention (flanker) test with the arrow keys', async () => {
  const account = await createAccount(harness.server.url, 'attention');
  const api = await apiAs(account);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await openTest(page, 'Attention');
    await page.getByRole('button', { name: 'Skip practice' }).click();
    const shown = page.locator('[data-testid="attention-stage"] [data-stimulus="on"]');
    for (let trial = 0; trial < 40; trial += 1) {
      await shown.waitFor();
      const target = await page.getByTestId('flanker-arrows').getAttribute('data-target');
      // Two deliberate errors, on the first two trials.
      const right = trial < 2 ? target !== 'right' : target === 'right';
      await page.waitForTimeout(110);
      await page.keyboard.press(right ? 'ArrowRight' : 'ArrowLeft');
    }
    await page.getByTestId('result-score').waitFor();
    const [stored] = await storedResults(api, 'attention');
    expect(stored?.summary).toMatchObject({ correct: 38, errors: 2, misses: 0, accuracy: 0.95 });
    expect(await page.getByText('95% correct · 0 missed').count()).toBe(1);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);

it('takes the processing-speed test with the digit keys for its 60 seconds', async () => {
  const account = await createAccount(harness.server.url, 'speed');
  const api = await apiAs(account);
  const { page, errors, close } = await openPage(harness.browser, {
    locale: 'en-US',
    viewport: { width: 1280, height: 900 },
  });
  try {
    await signInThroughLoginPage(page, harness.server.url, account);
    await openTest(page, 'Processing speed');
    await page.getByRole('button', { name: 'Skip practice' }).click();
    const stage = page.getByTestId('speed-stage');
    await stage.waitFor();
    let answered = 0;
    const score = page.getByTestId('result-score');
    while (!(await score.isVisible())) {
      const expected = await stage
        .getAttribute('data-expected', { timeout: 1000 })
        .catch(() => null);
      if (expected === null) break;
      await afterPaint(page);
      // Every tenth answer wrong.
      const digit = answered % 10 === 9 ? (Number(expected) % 9) + 1 : Number(expected);
      await page.keyboard.press(String(digit));
      answered += 1;
      // About three answers a second: a fast person's pace, under the contracts' 240 a minute.
      await page.waitForTimeout(250);
    }
    await score.waitFor();
    const [stored] = await storedResults(api, 'processing_speed');
    const correct = Number(stored?.summary.correct);
    const wrong = Number(stored?.summary.errors);
    expect(correct).toBeGreaterThan(50);
    // One in ten answers was wrong (the last may have come after the 60 s).
    expect(wrong).toBe(Math.floor((correct + wrong) / 10));
    expect(await score.textContent()).toBe(`${correct} pairs`);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);
