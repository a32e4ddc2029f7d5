// Time to content on a phone over a mobile network, measured directly: this machine's headless Chromium reports
// no paint timings (no FCP/LCP entries), so the script times what the shopper waits for. Each page loads cold (a
// new browser context, empty cache) in a 360 × 740 touch viewport at DPR 2, with CDP throttling as Lighthouse's
// "Slow 4G" (150 ms RTT, 1.6 Mbit/s down, 750 kbit/s up) and the CPU 4× slower. Printed per page: the time until
// its main content (/: the hero image; /shop, and /shop filtered to size M at most Rp 200.000 cheapest first: the
// first row of product images; a product, with its colours and sizes marked with what each has left: its main
// image) is loaded and in view, the bytes transferred, how far that content moved after it first appeared (layout
// shift), and when the page became usable: the app has taken the server-rendered page over (<html data-ready>), so that a
// tap does something (a tap before then is lost).
// Run: pnpm --filter @lemari/tests perf:ttc             starts the shop from scratch (pnpm start), then measures
//      TTC_BASE_URL=http://127.0.0.1:4000 pnpm …         measures a shop that is already running
//      TTC_RUNS=3                                        loads per page; the median is printed
import type { Browser } from '@playwright/test';
import { firstProductId, launchChromium, median, phoneContext, throttledPage } from './phone.js';
import { startStack, type RunningStack } from '../e2e/support/stack.js';

const RUNS = Number(process.env.TTC_RUNS ?? 3);
const TARGET_MS = 3000;
const TARGET_BYTES = 1024 * 1024;

interface Page_ {
  name: string;
  path: string;
  /** The main content: images that must be loaded and in view. */
  selector: string;
  count: number;
}

interface Measure {
  ms: number;
  /** Until the app has taken the page over (web/src/main.tsx marks <html data-ready="true">). */
  usableMs: number;
  bytes: number;
  shiftPx: number;
}

async function measure(browser: Browser, base: string, page_: Page_): Promise<Measure> {
  const context = await phoneContext(browser);
  const { page, cdp } = await throttledPage(context);
  let bytes = 0;
  cdp.on('Network.loadingFinished', (event: { encodedDataLength: number }) => {
    bytes += event.encodedDataLength;
  });

  const started = Date.now();
  await page.goto(`${base}${page_.path}`, { waitUntil: 'commit' });
  const usable = page
    .waitForFunction(() => document.documentElement.dataset.ready === 'true', null, {
      polling: 50,
      timeout: 60_000,
    })
    .then(() => Date.now() - started);
  // Polled in the page: the first `count` images of the main content complete, decoded and in view. Their top
  // edge when first seen is kept, to tell how far they move afterwards.
  const firstTop = await page.waitForFunction(
    ({ selector, count }) => {
      const images = Array.from(document.querySelectorAll<HTMLImageElement>(selector)).slice(0, count);
      if (images.length < count) return false;
      const ready = images.every((image) => {
        const box = image.getBoundingClientRect();
        return image.complete && image.naturalWidth > 0 && box.top < window.innerHeight && box.bottom > 0;
      });
      return ready ? images.map((image) => image.getBoundingClientRect().top) : false;
    },
    { selector: page_.selector, count: page_.count },
    { polling: 50, timeout: 60_000 },
  );
  const ms = Date.now() - started;
  const usableMs = await usable;
  const tops = (await firstTop.jsonValue()) as number[];
  // Whatever still arrives (fonts, data below) has a moment to move the content.
  await page.waitForTimeout(1500);
  const laterTops = await page.evaluate(
    ({ selector, count }) =>
      Array.from(document.querySelectorAll<HTMLImageElement>(selector))
        .slice(0, count)
        .map((image) => image.getBoundingClientRect().top),
    { selector: page_.selector, count: page_.count },
  );
  const shiftPx = Math.max(...tops.map((top, index) => Math.abs((laterTops[index] ?? top) - top)));
  await context.close();
  return { ms, usableMs, bytes, shiftPx };
}

async function main() {
  let stack: RunningStack | undefined;
  let base = process.env.TTC_BASE_URL?.replace(/\/+$/, '');
  if (!base) {
    console.log('Starting the shop from scratch (pnpm start)…');
    stack = await startStack();
    base = stack.url;
  }
  const browser = await launchChromium();
  try {
    const productId = await firstProductId(base);
    const pages: Page_[] = [
      { name: 'home /', path: '/', selector: '[data-testid="hero"] img', count: 1 },
      { name: 'shop /shop', path: '/shop', selector: '[data-testid="product-card"] img', count: 2 },
      // Issue 21's filtered list: size M, at most Rp 200.000, cheapest first (rendered by the server with them).
      {
        name: 'shop, filtered',
        path: '/shop?size=M&max=200000&sort=price-asc',
        selector: '[data-testid="product-card"] img',
        count: 2,
      },
      {
        name: 'product page',
        path: `/products/${productId}`,
        selector: '[data-testid="product-gallery"] img',
        count: 1,
      },
    ];
    // A warm-up load, so that the server's own first-request costs are not counted against the first page.
    await measure(browser, base, pages[1]!).catch(() => undefined);
    console.log(
      `\nSlow 4G (150 ms RTT, 1.6 Mbit/s), CPU 4× slower, 360 × 740 touch at DPR 2, cold cache; median of ${RUNS}\n`,
    );
    console.log(
      'page              time to content   usable after   transferred   content moved   targets (≤ 3.0 s, ≤ 1 MB)',
    );
    console.log('-'.repeat(111));
    for (const page_ of pages) {
      const runs: Measure[] = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, base, page_));
      const ms = median(runs.map((r) => r.ms));
      const usableMs = median(runs.map((r) => r.usableMs));
      const bytes = median(runs.map((r) => r.bytes));
      const shift = Math.max(...runs.map((r) => r.shiftPx));
      const timeOk = page_.path === '/' ? '' : ms <= TARGET_MS ? 'time met' : 'time NOT met';
      const bytesOk = bytes <= TARGET_BYTES ? 'bytes met' : 'bytes NOT met';
      console.log(
        `${page_.name.padEnd(18)}${`${(ms / 1000).toFixed(2)} s`.padStart(15)}${`${(usableMs / 1000).toFixed(2)} s`.padStart(15)}${`${(bytes / 1024).toFixed(0)} KB`.padStart(14)}${`${shift.toFixed(0)} px`.padStart(16)}   ${[timeOk, bytesOk].filter(Boolean).join(', ')}`,
      );
    }
  } finally {
    await browser.close();
    await stack?.stop();
  }
}

await main();
