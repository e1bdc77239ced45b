/**
 * The Content-Security-Policy holds in a real browser: an inline script injected into any public
 * page does not run, while the app itself (external scripts only) works.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { launchBrowser, openPage } from '../support/browser.js';
import { startServerProcess, type ServerProcess } from '../support/server-process.js';

let server: ServerProcess;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServerProcess(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

it.each(['/', '/login', '/contact', '/dashboard'])('blocks inline scripts on %s', async (route) => {
  const { page, errors, close } = await openPage(browser);
  try {
    await page.goto(`${server.url}${route}`);
    await page.locator('#root > *').first().waitFor();
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script');
      script.textContent = 'window.__inlineScriptRan = true;';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as unknown as { __inlineScriptRan?: boolean }).__inlineScriptRan === true;
    });
    expect(ran).toBe(false);
    expect(errors.some((error) => error.includes('Content Security Policy'))).toBe(true);
  } finally {
    await close();
  }
});
