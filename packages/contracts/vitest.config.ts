import { defineProject } from 'vitest/config';

export default defineProject({
  resolve: { conditions: ['@ascend/source'] },
  test: { name: 'contracts', environment: 'node' },
});
