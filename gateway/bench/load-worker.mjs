// One autocannon run, in a child process of bench/gateway.ts (so that the load generator shares no event loop
// with the servers): answers req/s, p50/p95/p99 from every response time, non-2xx, errors and the answers whose
// body held GraphQL errors. Plain JavaScript, so that it needs no loader.
import autocannon from 'autocannon';

/**
 * @typedef {{ url: string, method?: string, body?: string, headers?: Record<string, string>,
 *   seconds: number, connections: number, graphql?: boolean }} Input
 */

/** @param {number[]} sorted @param {number} p */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** @param {Input} input */
async function load({ url, method = 'GET', body, headers = {}, seconds, connections, graphql }) {
  /** @type {number[]} */
  const times = [];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        connections,
        duration: seconds,
        headers,
        ...(body ? { body } : {}),
        // A GraphQL answer with errors is still a 200: count it as a mismatch.
        ...(graphql ? { verifyBody: (text) => !text.includes('"errors"') } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
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
    mismatches: result.mismatches ?? 0,
    codes,
  };
}

process.once('message', async (input) => {
  process.send?.({ figures: await load(input) }, () => process.exit(0));
});
