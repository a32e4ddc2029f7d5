// Component tests: the Vite setup plus a browser-like DOM (happy-dom runs on Node 20, unlike current jsdom).
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ command: 'serve', mode: 'test', isSsrBuild: false, isPreview: false }),
  defineConfig({
    test: {
      environment: 'happy-dom',
      reporters: ['default', '../tests/support/summary-reporter.ts'],
      setupFiles: ['./src/test/setup.ts'],
      include: ['src/**/*.test.{ts,tsx}'],
      // Typing and clicking through a screen with user-event takes seconds on a busy two-core machine.
      testTimeout: 20_000,
    },
  }),
);
