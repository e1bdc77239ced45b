// What the browser benches share: headless Chromium, a new user's signed-in session, that session
// put where the web app keeps it, and the quantile their verdicts read.
import { chromium } from 'playwright-core';
import { createUsers } from './users.mjs';

const AUTH_STORAGE_KEY = 'ascend-auth-token';

/** Debian's Chromium, headless (CHROME_PATH names another). */
export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });

/**
 * A new user, signed in with the password grant: the session the auth service answers.
 * @param {string} serverUrl
 * @returns {Promise<{ access_token: string }>}
 */
export async function newUserSession(serverUrl) {
  const [user] = await createUsers(serverUrl, 1);
  const response = await fetch(`${serverUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  return /** @type {Promise<{ access_token: string }>} */ (response.json());
}

/**
 * Opens the app in `page` and keeps `session` where the web app reads it, as a signed-in visitor's
 * browser does: the next page the bench opens is signed in.
 * @param {import('playwright-core').Page} page
 * @param {string} serverUrl
 * @param {unknown} session
 */
export async function storeSession(page, serverUrl, session) {
  await page.goto(serverUrl);
  await page.evaluate(
    // Runs in the page (a Node script's view of it: the browser's globals are untyped).
    ([key, value]) => /** @type {any} */ (globalThis).localStorage.setItem(key, value),
    [AUTH_STORAGE_KEY, JSON.stringify(session)],
  );
}

/**
 * The q-quantile of sorted values, interpolated between the two nearest.
 * @param {number[]} sorted
 * @param {number} q
 */
export function quantile(sorted, q) {
  const index = (sorted.length - 1) * q;
  const low = Math.floor(index);
  const high = Math.ceil(index);
  return sorted[low] + (sorted[high] - sorted[low]) * (index - low);
}
