// Graceful shutdown of the real server process (src/server.ts, run by tsx): on SIGTERM it stops taking new
// connections, lets the request in flight finish — an image upload whose body is still arriving — closes idle
// keep-alive connections, and exits 0.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS, CLIENT_ID } from './helpers/app.js';
import { multipart, pngImage } from './helpers/images.js';
import {
  answerOf,
  freePort,
  PACKAGE_DIR,
  serverEnv,
  until,
  untilHealthy,
  untilRefused,
} from './helpers/server-process.js';

let server: ChildProcess;
let port: number;
let output = '';
let dataDir: string;
let exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;

beforeAll(async () => {
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-shutdown-'));
  server = spawn(process.execPath, ['--conditions=@lemari/source', '--import', 'tsx', 'src/server.ts'], {
    cwd: PACKAGE_DIR,
    env: serverEnv(port, dataDir, { LOG_LEVEL: 'info', SHUTDOWN_TIMEOUT_MS: '8000' }),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  exited = new Promise((resolve) => server.once('exit', (code, signal) => resolve({ code, signal })));
  // A fresh PGlite database (initdb in WebAssembly) takes a while on a busy machine.
  await untilHealthy(server, port, () => output, 150);
}, 180_000);

afterAll(() => {
  if (!server) return;
  if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

// The server runs on PGlite (the postgres project leaves this file out: draining is the same on either engine).
describe('SIGTERM', () => {
  it('finishes the upload in flight, refuses new work, closes idle connections and exits 0', async () => {
    const login = await fetch(`http://127.0.0.1:${port}/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'client-id': CLIENT_ID },
      body: JSON.stringify(ACCOUNTS.root),
    });
    expect(login.status).toBe(200);
    const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;

    // An idle keep-alive connection, as a proxy's connection pool holds them.
    const pool = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const idle = await answerOf(http.get({ host: '127.0.0.1', port, path: '/health', agent: pool }));
    expect(idle.status).toBe(200);
    const idleSocket = Object.values(pool.freeSockets).flat()[0]!;
    expect(idleSocket).toBeDefined();
    const idleClosed = new Promise<void>((resolve) => idleSocket.once('close', () => resolve()));

    // The upload in flight: its head and the first half of its body now, the rest after the SIGTERM. It goes
    // over a keep-alive connection too, so the process can only exit in time if the server closes it after
    // answering.
    const form = multipart('images', 'slow.png', 'image/png', await pngImage(320, 240));
    const half = Math.floor(form.payload.length / 2);
    const upload = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/v1/upload/image',
      agent: new http.Agent({ keepAlive: true }),
      headers: {
        ...form.headers,
        'content-length': String(form.payload.length),
        'client-id': CLIENT_ID,
        authorization: `Bearer ${accessToken}`,
      },
    });
    const uploaded = answerOf(upload);
    uploaded.catch(() => undefined); // awaited below; a server that does not drain cuts it off before that
    upload.write(form.payload.subarray(0, half));
    // The server has the upload in hand once it has logged the request (its head; the body is still arriving).
    await until(() => output.includes('"url":"/v1/upload/image"'), 'the upload request in the log');

    const signalled = Date.now();
    server.kill('SIGTERM');
    // From now on a new connection is refused, or answered 503 if it slipped in before the listener closed.
    expect([503, 'ECONNREFUSED']).toContain(await untilRefused(port));
    await idleClosed;

    // Idle connections closed and new work refused, the process still waits for the upload's body: the 201 below
    // can only come from a process that did.
    expect(server.exitCode, 'the process waits for the upload').toBeNull();
    upload.end(form.payload.subarray(half));
    const answer = await uploaded;
    expect(answer.status, answer.body).toBe(201);
    const body = JSON.parse(answer.body) as { data: { data: Array<{ urls: Record<string, string> }> } };
    expect(body.data.data[0]!.urls.large).toMatch(/^http.*\.webp$/);

    const { code, signal } = await exited;
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    // Drained, not cut off by the shutdown timeout (8 s): the answer closed its keep-alive connection.
    expect(Date.now() - signalled).toBeLessThan(6000);
    expect(answer.headers.connection).toBe('close');
    pool.destroy();
  }, 30_000);
});
