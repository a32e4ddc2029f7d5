// Staff uploading product photos, for minutes: the REST API's memory under image uploads, whose decoding and WebP
// variants (sharp, libvips) live outside V8's heap. Run it with and without a heap limit to choose the one its
// production start gets (the root Dockerfile). Prints uploads, errors, latency percentiles and the REST API's
// resident memory over the run. Passes or fails nothing.
// Run: pnpm --filter @lemari/gateway bench:uploads
//      BENCH_DATABASE_URL=postgres://user@host:5432/db   PostgreSQL (fresh database); unset: embedded PGlite
//      UPLOAD_SECONDS=120 UPLOAD_CONCURRENCY=4           duration and uploads in flight at once
//      BENCH_REST_HEAP_MB=128                            the REST API's --max-old-space-size (unset: none)
import { adminToken, percentile, photo, rssMb } from '../../rest-api/bench/kit.js';
import { benchRun, child, firstMessage, here, restExecArgv } from './processes.js';

const SECONDS = Number(process.env.UPLOAD_SECONDS ?? 120);
const CONCURRENCY = Number(process.env.UPLOAD_CONCURRENCY ?? 4);
const HEAP_MB = process.env.BENCH_REST_HEAP_MB;

const { stopAll } = benchRun('lemari-bench-uploads-');

try {
  const photos = await Promise.all([photo(3024, 4032, 1), photo(4032, 3024, 2), photo(1600, 2000, 3)]);
  const restProcess = child(
    here('./rest-server.ts'),
    { BENCH_PRODUCTS: '10', BENCH_ORDERS: '1' },
    restExecArgv(),
  );
  const rest = await firstMessage<{ address: string; engine: string }>(restProcess, 'the REST API');
  const token = await adminToken(rest.address);

  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const rss: number[] = [rssMb(restProcess.pid)];
  const sampler = setInterval(() => rss.push(rssMb(restProcess.pid)), 1000);
  const ends = Date.now() + SECONDS * 1000;
  let next = 0;

  const worker = async () => {
    while (Date.now() < ends) {
      const bytes = photos[next++ % photos.length]!;
      const form = new FormData();
      form.append('images', new Blob([new Uint8Array(bytes)], { type: 'image/jpeg' }), 'photo.jpg');
      const started = performance.now();
      try {
        const response = await fetch(`${rest.address}/v1/upload/image`, {
          method: 'POST',
          headers: { 'client-id': 'client_web', authorization: `Bearer ${token}` },
          body: form,
        });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - started);
        else errors.set(`HTTP ${response.status}`, (errors.get(`HTTP ${response.status}`) ?? 0) + 1);
      } catch (error) {
        const key = (error as Error).message;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  clearInterval(sampler);
  rss.push(rssMb(restProcess.pid));

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (second: number) => rss[Math.min(rss.length - 1, second)]!;
  const mb = (value: number) => `${value.toFixed(0)} MB`;
  const sizes = photos.map((bytes) => `${(bytes.length / 1024 / 1024).toFixed(1)} MB`).join(', ');
  console.log(
    `\nImage uploads to the REST API (${rest.engine}), ${SECONDS} s, ${CONCURRENCY} at a time, photos of ${sizes}; ` +
      `heap limit: ${HEAP_MB ? `${HEAP_MB} MB` : 'none'}`,
  );
  console.log(
    `  uploads ${latencies.length} (${(latencies.length / SECONDS).toFixed(1)}/s), errors ${[...errors.values()].reduce((a, b) => a + b, 0)}` +
      (errors.size ? ` (${[...errors].map(([key, count]) => `${key}: ${count}`).join(', ')})` : ''),
  );
  console.log(
    `  latency p50 ${percentile(sorted, 50).toFixed(0)} ms, p95 ${percentile(sorted, 95).toFixed(0)} ms, ` +
      `max ${(sorted.at(-1) ?? Number.NaN).toFixed(0)} ms`,
  );
  console.log(
    `  REST RSS: start ${mb(rss[0]!)}, 30 s ${mb(at(30))}, half-way ${mb(at(Math.floor(SECONDS / 2)))}, ` +
      `end ${mb(rss.at(-1)!)}, peak ${mb(Math.max(...rss))}`,
  );
} finally {
  stopAll();
}
