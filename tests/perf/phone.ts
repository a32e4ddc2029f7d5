// What perf:ttc and perf:breakdown share: Debian's Chromium, Lighthouse's "Slow 4G" as CDP throttles it, the
// median they print, and a product to measure.
import { chromium, type Browser } from '@playwright/test';

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
