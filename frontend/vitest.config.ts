import { defineConfig } from 'vitest/config';

/** Unit tests: pure functions in src/, no DOM, no network. Browser tests live in e2e/ (vitest.e2e.config.ts). */
export default defineConfig({
  test: {
    environment: 'node',
    include: ['src/**/*.test.ts'],
  },
});
