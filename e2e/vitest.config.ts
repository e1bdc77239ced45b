import { defineConfig } from 'vitest/config';

/** Browser and process tests against the built product (run `npm run build` first; npm run test:e2e does). */
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['tests/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: one Chromium at a time keeps the suite steady.
    fileParallelism: false,
    // expect.poll waits for what a page shows after a request: Vitest's 1 s fails on a loaded
    // machine (Chromium, the server and its database on two cores); a page that never shows it
    // still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
