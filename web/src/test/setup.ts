// Every component test: jest-dom's matchers, a fresh DOM, storage and toaster between tests (a toast raised by one
// test must not linger into the next, whose Toaster would show it, or hide its own behind the same text).
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { toaster } from '@/components/toaster';
// Every recipe, as once a lazily loaded screen has arrived: the screens under test are those screens.
import '@/lib/later-recipes';

// findBy…/waitFor wait up to 3 s (1 s by default): a busy 2-core CI machine renders a toast's portal slower.
configure({ asyncUtilTimeout: 3000 });

afterEach(() => {
  cleanup();
  toaster.remove();
  // Absent in the tests that run as the server does (`@vitest-environment node`).
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});
