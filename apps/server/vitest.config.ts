import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@ascend/source'] },
  ssr: { resolve: { conditions: ['@ascend/source'] } },
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
