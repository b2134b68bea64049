import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Tests spawn real git processes and loopback servers; a generous timeout
    // absorbs a busy 2-core CI machine without hiding hangs.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
