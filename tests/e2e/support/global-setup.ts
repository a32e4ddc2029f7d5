// Playwright's global setup: the shop started from scratch for the whole run, stopped after it (pass or fail).
// E2E_BASE_URL set beforehand runs the specs against a shop that is already running instead (with E2E_REST_URL, its
// REST API, where the journeys read the outbox).
import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { startStack } from './stack.js';

export default async function globalSetup(config: FullConfig) {
  const chromium = config.projects[0]?.use.launchOptions?.executablePath;
  if (chromium && !existsSync(chromium)) {
    throw new Error(
      `No Chromium at ${chromium}: install Debian's (apt-get install chromium) or set CHROMIUM_PATH`,
    );
  }
  if (process.env.E2E_BASE_URL) return undefined;

  const started = Date.now();
  const stack = await startStack();
  process.stdout.write(
    `The shop, started from scratch by \`pnpm start\`, answers at ${stack.url} (${Math.round((Date.now() - started) / 1000)} s)\n`,
  );
  // Workers start after this and inherit it; the config's baseURL reads it.
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_REST_URL = stack.restUrl;
  // `pnpm start` built the REST API and the gateway: a development-mode stack of this run need not build them again.
  process.env.E2E_SERVERS_BUILT = '1';
  return async () => {
    await stack.stop();
  };
}
