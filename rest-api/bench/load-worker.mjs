// One autocannon run, in a child process of bench/shop.ts: answers req/s, p50/p95/p99 (from every response
// time: autocannon's own histogram stops at p90 and p97.5), non-2xx and errors. A process of its own, so that the
// load generator does not share the server's event loop; plain JavaScript, so that it needs no loader.
import autocannon from 'autocannon';

/**
 * @typedef {{ address: string, item: { path: string, paths?: string[], token?: string }, seconds: number,
 *   connections: number }} Input
 */

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** @param {Input} input */
async function load({ address, item, seconds, connections }) {
  /** @type {number[]} */
  const times = [];
  let turn = 0;
  const rotating = item.paths;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${address}${item.path}`,
        connections,
        duration: seconds,
        headers: {
          'client-id': 'client_web',
          ...(item.token ? { authorization: `Bearer ${item.token}` } : {}),
        },
        ...(rotating
          ? {
              requests: [
                {
                  setupRequest: (request) => ({
                    ...request,
                    path: rotating[turn++ % rotating.length],
                  }),
                },
              ],
            }
          : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    // autocannon's own histogram stops at p90 and p97.5; every response time is kept for p95.
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  const codes = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith('2'))
    .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
    .join(' ');
  return {
    rps: result.requests.average,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    codes,
  };
}

process.once('message', async (input) => {
  process.send?.({ figures: await load(input) }, () => process.exit(0));
});
