import { defineConfig } from 'vitest/config';

/** Browser tests: drive Chromium against the built app served by the built backend. */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 120_000,
    fileParallelism: false,
  },
});
