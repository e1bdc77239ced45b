/**
 * Debian's Chromium driven by playwright-core, with the flags this machine needs, and a page helper
 * that records console errors so every test can assert there were none.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContextOptions, type Page } from 'playwright-core';
import { artifactsDir } from './paths.js';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

function chromiumPath(): string {
  const found = [process.env.CHROME_PATH, '/usr/bin/chromium'].find(
    (candidate) => candidate && fs.existsSync(candidate),
  );
  if (!found)
    throw new Error(
      'Chromium not found: run `npm run test:e2e` (it installs it) or set CHROME_PATH',
    );
  return found;
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

export interface TrackedPage {
  page: Page;
  /** Console errors and uncaught page errors seen so far. */
  errors: string[];
  close: () => Promise<void>;
}

export async function openPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<TrackedPage> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, errors, close: () => context.close() };
}

/** The viewport, or with `fullPage` the whole document (to see what runs below the fold). */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = false }: { fullPage?: boolean } = {},
): Promise<void> {
  fs.mkdirSync(artifactsDir, { recursive: true });
  await page.screenshot({ path: path.join(artifactsDir, `${name}.png`), fullPage });
}
