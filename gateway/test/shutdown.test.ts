// Graceful shutdown of the real gateway process (src/server.ts, run by tsx, NODE_ENV=development so that Apollo's
// own signal handling would be active): on SIGTERM it stops taking new connections, lets the GraphQL request in
// flight finish — its REST call, to a stand-in here, takes 1.5 s — closes idle keep-alive connections, and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo, Server } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  answerOf,
  freePort,
  pause,
  untilHealthy,
  untilRefused,
} from '../../rest-api/test/helpers/server-process.js';

const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));
const PRODUCT_ID = '0b6f3c52-4f0e-4d38-9c55-1f1a3c6f0a11';
const UPSTREAM_DELAY_MS = 1500;

function listen(server: Server): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port));
  });
}

// The REST API's stand-in: the product list after 1.5 s, /health at once.
let upstreamCalls = 0;
const upstream = http.createServer((request, response) => {
  const send = (body: unknown) => {
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(body));
  };
  if (request.url?.startsWith('/public/v1/product')) {
    upstreamCalls += 1;
    setTimeout(() => send({ data: [{ id: PRODUCT_ID }], paging: { count: 1, page: 1 } }), UPSTREAM_DELAY_MS);
  } else if (request.url === '/health') {
    send({ status: 'ok' });
  } else {
    response.statusCode = 404;
    send({ message: 'not found' });
  }
});

let gateway: ChildProcess;
let port: number;
let output = '';
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  const upstreamPort = await listen(upstream);
  port = await freePort();
  gateway = spawn(process.execPath, ['--conditions=@lemari/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: PACKAGE_DIR,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      GATEWAY_PORT: String(port),
      REST_API_URL: `http://127.0.0.1:${upstreamPort}`,
      REDIS_URL: '',
      SHUTDOWN_TIMEOUT_MS: '8000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  gateway.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  gateway.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => gateway.once('exit', (code, signal) => resolve({ code, signal })));
  await untilHealthy(gateway, port, () => output, 60);
}, 90_000);

afterAll(async () => {
  if (gateway.exitCode === null && gateway.signalCode === null) gateway.kill('SIGKILL');
  upstream.closeAllConnections();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('SIGTERM', () => {
  it('answers the query in flight in full, refuses new work, closes idle connections and exits 0', async () => {
    // An idle keep-alive connection, as a proxy's connection pool holds them.
    const pool = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await answerOf(http.get({ host: '127.0.0.1', port, path: '/health', agent: pool }));
    expect(idle.status).toBe(200);
    const idleSocket = Object.values(pool.freeSockets).flat()[0]!;
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

    // The query in flight, over a keep-alive connection too: the process can only exit in time if the gateway
    // closes it after answering.
    const body = JSON.stringify({ query: '{ products { items { id } } }' });
    const query = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/graphql',
      agent: new http.Agent({ keepAlive: true }),
      headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) },
    });
    const answered = answerOf(query);
    answered.catch(() => undefined); // awaited below; a gateway that does not drain cuts it off before that
    query.end(body);
    for (let i = 0; upstreamCalls === 0; i += 1) {
      if (i > 100) throw new Error('the query never reached the REST API');
      await pause(20);
    }

    const signalled = Date.now();
    gateway.kill('SIGTERM');
    // From now on a new connection is refused, or answered 503 if it slipped in before the listener closed.
    expect([503, 'ECONNREFUSED']).toContain(await untilRefused(port));
    await idleClosed;

    const answer = await answered;
    expect(answer.status, answer.body).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ data: { products: { items: [{ id: PRODUCT_ID }] } } });
    expect(Date.now() - signalled).toBeGreaterThanOrEqual(UPSTREAM_DELAY_MS - 400);

    const { code, signal } = await exited;
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    // Drained, not cut off by the shutdown timeout (8 s): the answer closed its keep-alive connection.
    expect(Date.now() - signalled).toBeLessThan(6000);
    expect(answer.headers.connection).toBe('close');
    pool.destroy();
  });
});
