// End-to-end journeys on Debian's Chromium (apt package chromium; Playwright cannot download browsers here)
// against the shop started from scratch by `pnpm start` (e2e/support/global-setup.ts).
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** Debian's Chromium, installed by apt (`.ci/run` installs it when missing). */
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  // Two journeys at a time (each makes its own accounts, so they never share state): the two services and two
  // browsers keep two cores busy without starving each other.
  workers: 2,
  // A journey is many screens; test.slow() triples this for the longest.
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // The whole run, the build and the first start of the database included (measured: see README): a bound for
  // a hung run, well above a busy 2-core machine's ~10 minutes.
  globalTimeout: 30 * 60_000,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list'], ['./support/playwright-summary-reporter.ts']],
  // Traces and screenshots of failures, outside the repository (the list reporter prints where), in a folder of
  // this checkout's own: Playwright empties it as a run starts, which cut off the traces of another checkout's run
  // on the same machine when they shared one.
  outputDir: path.join(
    tmpdir(),
    `lemari-e2e-results-${createHash('sha256')
      .update(import.meta.dirname)
      .digest('hex')
      .slice(0, 8)}`,
  ),
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    // Indonesia's English: the journeys read the spec's English texts (a browser preferring Indonesian would get
    // the shop in Bahasa Indonesia on its first visit, issue 23), with Indonesia's dates and numbers.
    locale: 'en-ID',
    timezoneId: 'Asia/Jakarta',
    // Traces without the screencast: its screenshots cost more CPU than the journeys on a busy 2-core machine.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    },
  },
});
