// Starts the whole shop the way the README's first command does (`pnpm start`: build every package, then the
// REST API and the gateway serving the built web app), on free ports and a fresh data folder, and stops its whole
// process tree afterwards. In development mode, as `NODE_ENV=development pnpm start` runs it instead.
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, openSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));

/** Building every package and creating and seeding a new database take this long at most on a slow CI machine. */
const START_TIMEOUT_MS = 240_000;
/** A graceful shutdown gets this long before the rest of the process tree is killed. */
const STOP_TIMEOUT_MS = 10_000;

/** Settings a developer's shell may hold that would make the stack share state with another one. */
const INHERITED_STATE = [
  'DATABASE_URL',
  'REDIS_URL',
  'JWT_SECRET',
  'PAYMENT_SANDBOX_KEY',
  'PUBLIC_API_URL',
  'PUBLIC_WEB_URL',
  'WEB_DIST',
  'NODE_ENV',
];

export interface RunningStack {
  /** The shop's one address: the gateway, serving the web app and /graphql. */
  url: string;
  restUrl: string;
  /** The combined output of the build and both services. */
  logFile: string;
  stop(): Promise<void>;
}

export interface StackOptions {
  /**
   * `production` (the default): `pnpm start`, the web app built for production. `development`: the shop of
   * `NODE_ENV=development pnpm start`: the web app built in development mode (React's development build, whose
   * StrictMode runs effects twice) and both services run with NODE_ENV=development. Its web app is built into the
   * stack's own folder (the gateway's WEB_DIST), so a production stack running beside it keeps web/dist; the REST
   * API and the gateway are built too unless this run's global setup has just built them.
   */
  mode?: 'production' | 'development';
  /**
   * A test build whose every catalogue message reads ⟦…⟧ (issue 32: the web app built with VITE_MESSAGE_MARKS=on,
   * the servers run with MESSAGE_MARKS=on), for tests/e2e/one-language.spec.ts. Its web app is built into the
   * stack's own folder, as development mode's is.
   */
  marks?: boolean;
  /** How long the stack may take to answer (default START_TIMEOUT_MS): a stack that builds its own web app takes longer. */
  startTimeoutMs?: number;
}

export async function startStack({
  mode = 'production',
  marks = false,
  startTimeoutMs = START_TIMEOUT_MS,
}: StackOptions = {}): Promise<RunningStack> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'lemari-e2e-'));
  const dataDir = path.join(workDir, 'data');
  await mkdir(dataDir);
  const logFile = path.join(workDir, 'stack.log');
  const [restPort, gatewayPort] = await freePorts(2);
  const url = `http://127.0.0.1:${gatewayPort}`;
  const restUrl = `http://127.0.0.1:${restPort}`;

  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const name of INHERITED_STATE) delete env[name];
  Object.assign(env, {
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    REST_API_PORT: String(restPort),
    GATEWAY_PORT: String(gatewayPort),
    REST_API_URL: restUrl,
    PUBLIC_WEB_URL: url,
    SEED_DEMO: 'true',
    // Every journey signs up and in from the same loopback address, two at a time: the default 30 attempts per
    // address and window would be the run's limit, not the shop's behaviour under test.
    AUTH_RATE_LIMIT_PER_IP: '300',
    // The built-in tracker's story (issue 23) a step every 3.6 s instead of every 10 hours: a parcel shipped in a
    // journey reads delivered within half a minute.
    TRACKING_STEP_HOURS: '0.001',
  });

  let command = ['pnpm', 'start'];
  let started = '`pnpm start`';
  if (marks) Object.assign(env, { MESSAGE_MARKS: 'on', VITE_MESSAGE_MARKS: 'on' });
  if (mode === 'development' || marks) {
    const webDist = path.join(workDir, 'web', 'dist');
    // The gateway finds the page renderer beside WEB_DIST (../dist-ssr/entry-server.js).
    const webSsr = path.join(workDir, 'web', 'dist-ssr');
    Object.assign(env, { WEB_DIST: webDist });
    if (mode === 'development') Object.assign(env, { NODE_ENV: 'development' });
    const vite = 'pnpm --filter @lemari/web exec vite build --logLevel warn --emptyOutDir';
    started =
      mode === 'development'
        ? '`NODE_ENV=development pnpm start`'
        : '`pnpm start` with the catalogues marked';
    command = [
      'sh',
      '-c',
      [
        ...(process.env.E2E_SERVERS_BUILT
          ? []
          : ['pnpm --filter @lemari/rest-api --filter @lemari/gateway build']),
        `${vite} --outDir '${webDist}'`,
        `${vite} --ssr src/entry-server.tsx --outDir '${webSsr}'`,
        'exec node scripts/start.mjs',
      ].join(' && '),
    ];
  }

  const log = openSync(logFile, 'a');
  // Its own process group, so that stopping reaches pnpm, the build and both services at once.
  const child = spawn(command[0]!, command.slice(1), {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  // The runner leaving early (Ctrl-C while starting) must not leave the shop running or its files behind.
  const killOnExit = () => {
    signalGroup(child, 'SIGKILL');
    rmSync(workDir, { recursive: true, force: true });
  };
  process.once('exit', killOnExit);

  let stopped: Promise<void> | undefined;
  const stack: RunningStack = {
    url,
    restUrl,
    logFile,
    stop: () =>
      (stopped ??= (async () => {
        await stopGroup(child);
        process.off('exit', killOnExit);
        await rm(workDir, { recursive: true, force: true });
      })()),
  };

  try {
    await waitUntilUp(child, url, started, startTimeoutMs);
  } catch (error) {
    const output = tail(logFile, 60);
    await stack.stop();
    throw new Error(`${(error as Error).message}\n\nLast lines of ${started}:\n${output}`, {
      cause: error,
    });
  }
  return stack;
}

async function waitUntilUp(child: ChildProcess, url: string, started: string, timeoutMs: number) {
  let exited: (error: Error) => void = () => undefined;
  const exit = new Promise<never>((_resolve, reject) => (exited = reject));
  const onExit = (code: number | null, signal: string | null) =>
    exited(new Error(`${started} stopped (${signal ?? code})`));
  child.once('exit', onExit);
  let gaveUp = false;
  const up = (async () => {
    const deadline = Date.now() + timeoutMs;
    while (!(await answers(`${url}/health`))) {
      if (gaveUp) return;
      if (Date.now() > deadline) throw new Error(`the shop did not answer at ${url}/health`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    // The README's promise: the one address serves the web app too.
    const page = await fetch(`${url}/`, { headers: { accept: 'text/html' } });
    const html = await page.text();
    if (!page.ok || !html.includes('<script')) {
      throw new Error(
        `${url}/ answered ${page.status} without the web app (is web/dist built by \`pnpm -r build\`?)`,
      );
    }
  })();
  try {
    await Promise.race([up, exit]);
  } finally {
    gaveUp = true;
    child.off('exit', onExit);
    up.catch(() => undefined);
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-child.pid!, signal);
    return true;
  } catch {
    return false; // the whole group is gone
  }
}

async function stopGroup(child: ChildProcess) {
  if (!signalGroup(child, 'SIGTERM')) return;
  const deadline = Date.now() + STOP_TIMEOUT_MS;
  // Signal 0 only asks whether any process of the group is left.
  while (signalGroup(child, 0)) {
    if (Date.now() > deadline) {
      signalGroup(child, 'SIGKILL');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Ports nobody listens on now: each is held open until all are found, so they differ. */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve, reject) => {
          const server = createServer();
          server.once('error', reject);
          server.listen(0, '127.0.0.1', () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((server) => (server.address() as { port: number }).port);
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  return ports;
}

function tail(file: string, lines: number): string {
  try {
    return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
  } catch {
    return '(no output)';
  }
}
