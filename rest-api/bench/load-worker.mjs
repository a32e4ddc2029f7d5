// One autocannon run, in a child process of bench/kit.ts's autocannonRun (the REST API's and the gateway's
// benchmarks), so that the load generator shares no event loop with the servers it measures. Answers every
// response time (autocannon's own histogram stops at p90 and p97.5) for the parent to take percentiles of, with
// req/s, non-2xx, errors and the GraphQL answers that held errors. Plain JavaScript, so that it needs no loader.
import autocannon from 'autocannon';

/** @param {import('./kit.ts').LoadRequest & { seconds: number, connections: number }} input */
async function load({ url, method = 'GET', body, headers = {}, paths, graphql, seconds, connections }) {
  /** @type {number[]} */
  const times = [];
  let turn = 0;
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        method,
        connections,
        duration: seconds,
        headers,
        ...(body ? { body } : {}),
        ...(paths
          ? {
              requests: [{ setupRequest: (request) => ({ ...request, path: paths[turn++ % paths.length] }) }],
            }
          : {}),
        // A GraphQL answer with errors is still a 200: count it as a mismatch.
        ...(graphql ? { verifyBody: (text) => !text.includes('"errors"') } : {}),
      },
      (error, done) => (error ? reject(error) : resolve(done)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => times.push(responseTime));
  });
  return {
    times,
    rps: result.requests.average,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    mismatches: result.mismatches ?? 0,
    codes: Object.entries(result.statusCodeStats ?? {})
      .filter(([code]) => !code.startsWith('2'))
      .map(([code, stats]) => `${code}×${stats.count ?? 0}`)
      .join(' '),
  };
}

process.once('message', async (input) => {
  process.send?.(await load(input), () => process.exit(0));
});
