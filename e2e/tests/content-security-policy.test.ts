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

// The app keeps to the policy itself: no code of its own asks for what the policy refuses (zod's
// probe for `new Function`, which reports a violation even though zod catches the refusal).
it.each([
  { route: '/', form: false },
  { route: '/login', form: true },
  { route: '/contact', form: true },
])('the app asks for nothing the policy refuses on $route', async ({ route, form }) => {
  const { page, errors, close } = await openPage(harness.browser);
  try {
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { __violations: string[] }).__violations = seen;
      document.addEventListener('securitypolicyviolation', (event) =>
        seen.push(`${event.violatedDirective} ${event.blockedURI}`),
      );
    });
    await page.goto(`${harness.server.url}${route}`, { waitUntil: 'networkidle' });
    await page.locator('#root > *').first().waitFor();
    // With a form on the page, its schemas (the contracts') are built: zod has decided how to run.
    if (form) await page.locator('form').first().waitFor();
    const violations = await page.evaluate(
      () => (window as unknown as { __violations: string[] }).__violations,
    );
    expect(violations).toEqual([]);
    expect(errors).toEqual([]);
  } finally {
    await close();
  }
});
