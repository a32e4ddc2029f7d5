// What the tests that start the real server process (src/server.ts) share: a free port, and the environment of a
// quiet, throwaway server on it (an embedded database in its own folder, no demo shop, no sweeps).
import { randomBytes } from 'node:crypto';
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
