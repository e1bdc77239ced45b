/**
 * The usual setup of a browser test file: the built server (as a child process) and Chromium,
 * started before the file's tests and stopped after them.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser.js';
import { startServerProcess, type ServerProcess } from './server-process.js';

export interface Harness {
  readonly server: ServerProcess;
  readonly browser: Browser;
}

export function useServerAndBrowser(
  env: Record<string, string> | (() => Record<string, string>) = {},
): Harness {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [server, browser] = await Promise.all([
      startServerProcess(typeof env === 'function' ? env() : env),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  return {
    get server() {
      if (!server) throw new Error('the server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('the browser is not started yet');
      return browser;
    },
  };
}
