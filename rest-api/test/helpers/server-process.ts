// What the tests that start a real server process (the REST API's or the gateway's src/server.ts) share: a free
// port, the environment of a quiet, throwaway REST API on it (an embedded database in its own folder, no demo shop,
// no sweeps), and waiting for the events of its life — healthy, refusing new work, an HTTP answer in full.
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';

/** The REST API package's folder, where the server process runs. */
export const PACKAGE_DIR = fileURLToPath(new URL('../..', import.meta.url));

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** The environment of a server on `port` keeping its data in `dataDir`, with `extra` on top. */
export function serverEnv(port: number, dataDir: string, extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    REST_API_PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    JWT_SECRET: randomBytes(32).toString('hex'),
    SEED_DEMO: 'false',
    ORDER_SWEEP_INTERVAL: '0',
    HOUSEKEEPING_INTERVAL: '0',
    ...extra,
  };
}

/** A pause between two polls of an event (never a wait for the event itself). */
export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** What /health answers on `port`: its status, or the connection error's code. */
function health(port: number): Promise<number | string> {
  return fetch(`http://127.0.0.1:${port}/health`).then(
    (answer) => answer.status,
    (error: Error & { cause?: { code?: string } }) => error.cause?.code ?? error.message,
  );
}

/** Polls /health until the process answers 200; fails with its output when it stops or `seconds` pass. */
export async function untilHealthy(
  child: ChildProcess,
  port: number,
  output: () => string,
  seconds: number,
): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while ((await health(port)) !== 200) {
    if (child.exitCode !== null) throw new Error(`the server stopped at start:\n${output()}`);
    if (Date.now() > deadline) throw new Error(`the server did not start within ${seconds} s:\n${output()}`);
    await pause(250);
  }
}

/**
 * Polls /health until the server stops taking new work (after SIGTERM), and answers what it then says: 503, or
 * ECONNREFUSED once the listener is closed. A connection reset while it closes is polled past; anything else (or
 * still 200 after five seconds) is answered as it is, for the test to show.
 */
export async function untilRefused(port: number): Promise<number | string> {
  const deadline = Date.now() + 5000;
  for (;;) {
    const late = await health(port);
    if (late === 503 || late === 'ECONNREFUSED' || Date.now() > deadline) return late;
    if (late !== 200 && !/ECONNRESET|UND_ERR_SOCKET|other side closed/u.test(String(late))) return late;
    await pause(20);
  }
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** The whole answer to `request`, once it has ended. */
export function answerOf(request: http.ClientRequest): Promise<Answer> {
  return new Promise((resolve, reject) => {
    request.once('error', reject);
    request.once('response', (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.once('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      response.once('error', reject);
    });
  });
}

/** Polls `check` until it holds; fails naming `what` after `seconds`. */
export async function until(check: () => boolean, what: string, seconds = 10): Promise<void> {
  const deadline = Date.now() + seconds * 1000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within ${seconds} s`);
    await pause(20);
  }
}
