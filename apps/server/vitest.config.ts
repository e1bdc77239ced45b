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
    // expect.poll waits for work done after an answer (a mail, a notification): Vitest's 1 s
    // fails on a loaded machine; what never happens still fails, only later.
    expect: { poll: { timeout: 10_000 } },
  },
});
