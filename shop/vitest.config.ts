import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    reporters: ['default', '../tests/support/summary-reporter.ts'],
    include: ['test/**/*.test.ts'],
  },
});
