// What perf:ttc and perf:breakdown share: Debian's Chromium, Lighthouse's "Slow 4G" as CDP throttles it, the
// median they print, and a product to measure.
import { chromium, type Browser, type BrowserContext, type CDPSession, type Page } from '@playwright/test';

const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Lighthouse's "Slow 4G": 150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up. */
export const SLOW_4G = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
}

/** A fresh browser context as the phone: 360 × 740 touch at DPR 2, Indonesian locale, nothing cached. */
export function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 360, height: 740 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'id-ID',
  });
}

/** A page of `context` on Slow 4G with the CPU 4× slower and the cache off, with its CDP session. */
export async function throttledPage(context: BrowserContext): Promise<{ page: Page; cdp: CDPSession }> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Network.emulateNetworkConditions', { offline: false, ...SLOW_4G });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  return { page, cdp };
}

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/** The id of the shop's first product, whose page is measured. */
export async function firstProductId(base: string): Promise<string> {
  const answer = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({ query: '{ products(page: { limit: 1 }) { items { id } } }' }),
  });
  const body = (await answer.json()) as { data?: { products: { items: { id: string }[] } } };
  const id = body.data?.products.items[0]?.id;
  if (!id) throw new Error(`no product to measure: ${JSON.stringify(body)}`);
  return id;
}
