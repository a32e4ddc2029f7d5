// The part of graceful shutdown that runs inside the server (the signals and exits are tested on the real server
// processes: rest-api/test/shutdown.test.ts, gateway/test/shutdown.test.ts).
import http from 'node:http';
import Fastify from 'fastify';
import { expect, it } from 'vitest';
import { closeConnectionsWhenClosing } from '../src/server/shutdown.js';

/** The status and Connection header of a GET (fetch hides Connection). */
function get(url: string): Promise<{ status: number; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, (response) => {
        response.resume();
        response.once('end', () =>
          resolve({ status: response.statusCode!, connection: response.headers.connection }),
        );
      })
      .once('error', reject);
  });
}

it('closes every connection an answer goes out on once closing has started, and none before', async () => {
  const app = Fastify();
  closeConnectionsWhenClosing(app);
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  let closing!: () => void;
  const closingStarted = new Promise<void>((resolve) => (closing = resolve));
  // After closeConnectionsWhenClosing's own: once this runs, closing has begun.
  app.addHook('preClose', async () => closing());
  app.get('/slow', async () => {
    arrive();
    await held;
    return { ok: true };
  });
  app.get('/quick', async () => ({ ok: true }));
  await app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(app.server.address() as { port: number }).port}`;

  expect((await get(`${base}/quick`)).connection).toBe('keep-alive');

  const slow = get(`${base}/slow`);
  await arrived;
  const closed = app.close();
  // Closing has begun (its preClose hooks run first) while the request is still in flight.
  await closingStarted;
  release();
  const answer = await slow;
  expect(answer).toEqual({ status: 200, connection: 'close' });
  await closed;
});
