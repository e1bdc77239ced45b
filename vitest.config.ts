import { defineConfig } from 'vitest/config';

/** Unit and integration tests of every workspace; browser tests have their own config in e2e/. */
export default defineConfig({
  test: {
    projects: ['packages/contracts', 'apps/server', 'apps/web'],
  },
});
