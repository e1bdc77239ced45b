/**
 * The Content-Security-Policy holds in a real browser: an inline script injected into any public
 * page does not run, while the app itself (external scripts only) works.
 */
import { expect, it } from 'vitest';
import { openPage } from '../support/browser.js';
import { useServerAndBrowser } from '../support/harness.js';

const harness = useServerAndBrowser();

it.each(['/', '/login', '/contact', '/dashboard'])('blocks inline scripts on %s', async (route) => {
  const { page, errors, close } = await openPage(harness.browser);
  try {
    await page.goto(`${harness.server.url}${route}`);
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
