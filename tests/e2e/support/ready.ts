// Server-rendered pages (/, /shop, /products/{id}, /product/category/{slug}) show before the app has taken them
// over, and a click in between is lost as it would be for a shopper: a journey that opens one waits for the app
// to mark the page interactive (web/src/main.tsx) before using it.
import type { Page } from '@playwright/test';

export async function gotoReady(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-ready="true"]').waitFor({ state: 'attached' });
}
