import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.mjs', 'lib/**/*.test.mjs'],
    // The tests start real child processes; give them time on a busy 2-core machine.
    testTimeout: 30_000,
  },
});
