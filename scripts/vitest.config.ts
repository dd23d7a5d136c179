import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The benchmarks' helpers (statistics, targets, route JavaScript) are tested with the scripts.
    include: ['*.test.mjs', 'lib/**/*.test.mjs', '../bench/**/*.test.mjs'],
    // The tests start real child processes; give them time on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
