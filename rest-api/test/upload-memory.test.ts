// Regression test for issue 32's outside fault 5: started without MALLOC_ARENA_MAX (`node dist/server.js`,
// `pnpm --filter @lemari/rest-api start`), the REST API kept glibc's arena per thread, and its memory stayed at
// ~580 MB after a flood of uploads. However it is started, the process that serves now runs with two arenas
// (lib/malloc-arenas.ts); the memory itself is measured by bench/uploads.ts. Linux with glibc only, as the fault.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { freePort, PACKAGE_DIR, serverEnv } from './helpers/server-process.js';

/** The node processes started by this one (tsx's esbuild service left out). */
const nodeChildrenOf = (pid: number) =>
  readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .split(' ')
    .filter(Boolean)
    .map(Number)
    .filter((child) => readFileSync(`/proc/${child}/cmdline`, 'utf8').includes('server.ts'));

const environOf = (pid: number) => readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');

const started: { server: ChildProcess; dataDir: string }[] = [];
afterEach(() => {
  for (const { server, dataDir } of started.splice(0)) {
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

/** src/server.ts as `node dist/server.js` runs it, with this MALLOC_ARENA_MAX (undefined: unset); up and serving. */
async function startServer(arenas: string | undefined) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lemari-arenas-'));
  const env = serverEnv(port, dataDir);
  if (arenas === undefined) delete env.MALLOC_ARENA_MAX;
  else env.MALLOC_ARENA_MAX = arenas;
  const server = spawn(
    process.execPath,
    ['--conditions=@lemari/source', '--import', 'tsx', 'src/server.ts'],
    {
      cwd: PACKAGE_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  started.push({ server, dataDir });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null }>((resolve) =>
    server.once('exit', (code) => resolve({ code })),
  );
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`the REST API stopped at start:\n${output}`);
      expect((await fetch(`http://127.0.0.1:${port}/health`)).ok).toBe(true);
    },
    { timeout: 150_000, interval: 250 },
  );
  return { server, exited, port };
}

describe.runIf(existsSync('/proc/self/environ'))(
  'fault 5: upload memory plateaus without MALLOC_ARENA_MAX=2',
  () => {
    it('serves from a process with MALLOC_ARENA_MAX=2 when started without it, and stops as one on SIGTERM', async () => {
      const { server, exited, port } = await startServer(undefined);
      const [serving, ...others] = nodeChildrenOf(server.pid!);
      expect(others).toEqual([]);
      expect(environOf(serving!)).toContain('MALLOC_ARENA_MAX=2');
      expect(environOf(server.pid!).some((line) => line.startsWith('MALLOC_ARENA_MAX='))).toBe(false);

      // The launcher passes SIGTERM on, and exits as the server does: drained, 0.
      server.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0 });
      expect(existsSync(`/proc/${serving}`)).toBe(false);
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    }, 180_000);

    it('serves from the one process it was started as when MALLOC_ARENA_MAX is set (the image, pnpm start)', async () => {
      const { server, exited } = await startServer('2');
      expect(nodeChildrenOf(server.pid!)).toEqual([]);
      server.kill('SIGTERM');
      expect(await exited).toEqual({ code: 0 });
    }, 180_000);

    it('drains and exits when its launcher is killed outright', async () => {
      const { server, port } = await startServer(undefined);
      const [serving] = nodeChildrenOf(server.pid!);
      server.kill('SIGKILL');
      await vi.waitFor(() => expect(existsSync(`/proc/${serving}`)).toBe(false), {
        timeout: 30_000,
        interval: 100,
      });
      await expect(fetch(`http://127.0.0.1:${port}/health`)).rejects.toThrow();
    }, 180_000);
  },
);
