import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    globals: true,
    include: ['tests/**/*.test.ts'],
    setupFiles: ['tests/setup.ts'],
    // Internal errors escape the rules under test (users get an unreported file instead).
    env: { ZOD_FLATTEN_THROW: '1' },
    testTimeout: 60_000,
  },
});
