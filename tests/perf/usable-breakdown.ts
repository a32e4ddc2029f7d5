// Where the time until a page is usable goes, on the phone of perf:ttc (time-to-content.ts: 360 × 740 touch at
// DPR 2, Slow 4G, CPU 4× slower, cold cache). Each load is traced (CDP Tracing: the renderer's main thread and its
// network events) and split, from the navigation to `<html data-ready="true">` (the app has taken the page over):
//   html        the document's response has arrived (its last byte)
//   js in       the last script of the app that was asked for before it became usable has arrived
//   js compile  main-thread time compiling scripts (V8's module and script compiles)
//   js eval     evaluating the module graph (every top-level statement of the app and its libraries)
//   tasks       the rest of the app's JavaScript: async continuations, React's hydration work, effects
//   other       the renderer's other tasks (receiving data, loading scripts, the HTML parser's bookkeeping)
//   style       style, layout, paint on the main thread
//   gc          garbage collection
//   idle        the main thread waiting (mostly on the network)
//   cpuAfterJs  the main thread's CPU time from the last script's arrival to usable, by the thread's own clock
//               (CPU-throttled, but not stretched by other work on the machine: compare builds by it)
// and lists what the page fetched before it was usable: scripts (lazy ones marked), GraphQL requests (a page
// that fetched its data again while hydrating would show them here).
// Run: TTC_BASE_URLS=before=http://127.0.0.1:4000,after=http://127.0.0.1:4001 pnpm --filter @lemari/tests perf:breakdown
//      TTC_RUNS=5 (loads per page and shop; the shops are measured in turn, load by load, so they share the
//      machine's load) — the median of each column is printed.
import type { Browser } from '@playwright/test';
import { firstProductId, launchChromium, median, phoneContext, throttledPage } from './phone.js';

const RUNS = Number(process.env.TTC_RUNS ?? 5);
const CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8',
  'v8.execute',
  'blink.user_timing',
  'loading',
].join(',');

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  /** Thread time: what the thread itself ran, without the time the machine gave others. */
  tdur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: Record<string, unknown> } & Record<string, unknown>;
}

interface Breakdown {
  usable: number;
  html: number;
  jsIn: number;
  compile: number;
  evaluate: number;
  tasks: number;
  other: number;
  style: number;
  gc: number;
  idle: number;
  /** Main-thread CPU time after the scripts are in, as the thread's own clock counts it (throttled ×4, but not
   * slowed by other work on this machine): the least noisy figure for comparing builds on a shared box. */
  cpuAfterJs: number;
  scripts: string[];
  graphql: number;
}

const COMPILE = new Set(['v8.compile', 'v8.compileModule', 'V8.CompileCode', 'v8.produceModuleCache']);
const EVALUATE = new Set(['v8.evaluateModule', 'EvaluateScript']);
const STYLE = new Set([
  'UpdateLayoutTree',
  'Layout',
  'Paint',
  'PrePaint',
  'Layerize',
  'ParseHTML',
  'HitTest',
]);
const GC = new Set(['MinorGC', 'MajorGC', 'V8.GC_SCAVENGER', 'V8.GC_MARK_COMPACTOR', 'BlinkGC.AtomicPhase']);

async function trace(browser: Browser, url: string): Promise<Breakdown> {
  const context = await phoneContext(browser);
  // The moment the app takes the page over, as a user-timing mark in the trace.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      if (document.documentElement?.dataset.ready === 'true') {
        performance.mark('lemari-usable');
        observer.disconnect();
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-ready'] });
  });
  const { page, cdp } = await throttledPage(context);
  const events: TraceEvent[] = [];
  cdp.on('Tracing.dataCollected', ({ value }) => {
    events.push(...(value as unknown as TraceEvent[]));
  });
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
  await cdp.send('Tracing.start', { categories: CATEGORIES, transferMode: 'ReportEvents' });
  await page.goto(url, { waitUntil: 'commit' });
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', null, {
    polling: 50,
    timeout: 60_000,
  });
  await page.waitForTimeout(300);
  await cdp.send('Tracing.end');
  await complete;
  await context.close();
  return breakdown(events, url);
}

function breakdown(events: TraceEvent[], url: string): Breakdown {
  const sends = events.filter((event) => event.name === 'ResourceSendRequest');
  const document_ = sends.find((event) => event.args?.data?.url === url);
  if (!document_) throw new Error(`no request for ${url} in the trace`);
  const start = document_.ts;
  const usableMark = events.find((event) => event.name === 'lemari-usable');
  if (!usableMark) throw new Error('the page never became usable in the trace');
  const end = usableMark.ts;
  // The renderer's main thread: the one that ran the page's HTML parser for this document.
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && event.ts >= start && event.ts <= end && event.ph === 'X',
  );
  if (!parse) throw new Error('no HTML parse in the trace');
  const { pid, tid } = parse;

  const requestIds = new Map<string, { url: string; ts: number }>();
  for (const event of sends) {
    const data = event.args?.data as { requestId: string; url: string };
    const sameOrigin = new URL(data.url).origin === new URL(url).origin;
    if (sameOrigin && event.ts >= start && event.ts <= end)
      requestIds.set(data.requestId, { url: data.url, ts: event.ts });
  }
  const finished = new Map<string, number>();
  for (const event of events) {
    if (event.name !== 'ResourceFinish') continue;
    const data = event.args?.data as { requestId: string };
    finished.set(data.requestId, event.ts);
  }
  let html = 0;
  let jsIn = 0;
  const scripts: string[] = [];
  let graphql = 0;
  for (const [id, { url: requested }] of requestIds) {
    const done = finished.get(id);
    if (requested === url && done) html = done - start;
    if (/\.js(\?|$)/u.test(requested)) {
      scripts.push(new URL(requested).pathname.replace(/^\/assets\//u, ''));
      if (done && done <= end) jsIn = Math.max(jsIn, done - start);
    }
    if (/\/graphql/u.test(requested)) graphql += 1;
  }

  // Main-thread time by kind, each interval counted once: the innermost kind wins over the task around it.
  const main = events
    .filter((event) => event.pid === pid && event.tid === tid && event.ph === 'X' && event.dur)
    .filter((event) => event.ts < end && event.ts + event.dur! > start);
  const kind = (name: string) =>
    COMPILE.has(name)
      ? 'compile'
      : EVALUATE.has(name)
        ? 'evaluate'
        : STYLE.has(name)
          ? 'style'
          : GC.has(name)
            ? 'gc'
            : name === 'FunctionCall' ||
                name === 'TimerFire' ||
                name === 'RunMicrotasks' ||
                name === 'EventDispatch'
              ? 'tasks'
              : name === 'RunTask' || name === 'ThreadControllerImpl::RunTask'
                ? 'other'
                : undefined;
  // A 1 ms grid over the window: each slot takes the kind of the deepest (latest-starting) event covering it.
  const slots = Math.ceil((end - start) / 1000);
  const grid: (string | undefined)[] = new Array<string | undefined>(slots).fill(undefined);
  const depth: number[] = new Array(slots).fill(-1);
  for (const event of main) {
    const what = kind(event.name);
    if (!what) continue;
    const from = Math.max(0, Math.floor((event.ts - start) / 1000));
    const to = Math.min(slots, Math.ceil((event.ts + event.dur! - start) / 1000));
    for (let slot = from; slot < to; slot += 1) {
      if (event.ts >= depth[slot]!) {
        depth[slot] = event.ts;
        grid[slot] = what;
      }
    }
  }
  const total = (what: string) => grid.filter((slot) => slot === what).length;
  const jsDone = start + jsIn;
  const cpuAfterJs = main
    .filter((event) => event.name === 'RunTask' && event.tdur && event.ts >= jsDone && event.ts <= end)
    .reduce((sum, event) => sum + event.tdur! / 1000, 0);
  return {
    usable: (end - start) / 1000,
    html: html / 1000,
    jsIn: jsIn / 1000,
    compile: total('compile'),
    evaluate: total('evaluate'),
    tasks: total('tasks'),
    other: total('other'),
    style: total('style'),
    gc: total('gc'),
    idle: grid.filter((slot) => slot === undefined).length,
    cpuAfterJs,
    scripts,
    graphql,
  };
}

async function main() {
  const shops = (process.env.TTC_BASE_URLS ?? process.env.TTC_BASE_URL ?? '')
    .split(',')
    .filter(Boolean)
    .map((entry, index) => {
      const [name, base] = entry.includes('=') ? entry.split('=') : [`shop ${index + 1}`, entry];
      return { name: name!, base: base!.replace(/\/+$/u, '') };
    });
  if (shops.length === 0)
    throw new Error('TTC_BASE_URLS=name=url,… (or TTC_BASE_URL) names the shops to measure');
  const browser = await launchChromium();
  try {
    const productId = await firstProductId(shops[0]!.base);
    const pages = [
      { name: '/', path: '/' },
      { name: '/shop', path: '/shop' },
      { name: 'product', path: `/products/${productId}` },
    ];
    for (const shop of shops) await trace(browser, `${shop.base}/shop`).catch(() => undefined);
    const results = new Map<string, Breakdown[]>();
    for (let run = 0; run < RUNS; run += 1) {
      for (const page_ of pages) {
        for (const shop of shops) {
          const key = `${page_.name}\t${shop.name}`;
          const result = await trace(browser, `${shop.base}${page_.path}`);
          results.set(key, [...(results.get(key) ?? []), result]);
        }
      }
    }
    console.log(
      `\nSlow 4G, CPU 4× slower, 360 × 740 at DPR 2, cold cache; ms, median of ${RUNS} (main-thread columns are ` +
        'time spent before the page was usable)\n',
    );
    const columns = [
      'usable',
      'html',
      'jsIn',
      'compile',
      'evaluate',
      'tasks',
      'other',
      'style',
      'gc',
      'idle',
      'cpuAfterJs',
      'graphql',
    ];
    console.log(['page', 'shop', ...columns].map((c) => c.padStart(9)).join(''));
    for (const [key, runs] of results) {
      const [pageName, shopName] = key.split('\t');
      const cells = columns.map((column) =>
        String(Math.round(median(runs.map((run) => run[column as keyof Breakdown] as number)))),
      );
      console.log([pageName!, shopName!, ...cells].map((c) => c.padStart(9)).join(''));
      if (process.env.TTC_VERBOSE) {
        console.log(`${' '.repeat(18)}usable: ${runs.map((run) => Math.round(run.usable)).join(', ')}`);
        console.log(`${' '.repeat(18)}scripts: ${runs[0]!.scripts.join(' ')}`);
      }
    }
  } finally {
    await browser.close();
  }
}

await main();
