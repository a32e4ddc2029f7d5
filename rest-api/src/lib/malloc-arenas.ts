// Two malloc arenas for the REST API, however it is started. glibc's malloc keeps an arena for each thread that
// allocates (up to 8 per core), and what libvips's threads freed after a burst of image uploads stayed in them:
// without a limit the process held ~580 MB after a flood of uploads, with two arenas it gives most of it back
// (README, Uploads). glibc reads MALLOC_ARENA_MAX only as the process starts, and Node cannot call mallopt, so a
// REST API started without it (`node dist/server.js`, `pnpm --filter @lemari/rest-api start`) starts itself again
// as a child with MALLOC_ARENA_MAX=2 and stands by it: signals passed on once, its exit code answered as its own.
// The image and `pnpm start` set it, and then the server runs in one process; set it empty to keep glibc's default.
import { spawn } from 'node:child_process';
import { constants } from 'node:os';

export const MALLOC_ARENAS = '2';
/** Marks the child, which follows its launcher: when the launcher is gone, it drains and exits. */
const RELAUNCHED = 'LEMARI_RELAUNCHED_FOR_MALLOC_ARENAS';
const PASSED_SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;

/** Whether glibc's malloc runs this process (not musl's, nor another system's). */
function onGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const header = (process.report.getReport() as { header?: { glibcVersionRuntime?: string } }).header;
  return Boolean(header?.glibcVersionRuntime);
}

/**
 * Starts this same command again with MALLOC_ARENA_MAX=2 when it is unset on glibc, and answers true: the caller
 * then serves nothing and this process lives as long as the child. Answers false when this process is to serve.
 */
export function relaunchWithMallocArenas(): boolean {
  if (process.env[RELAUNCHED]) {
    followLauncher();
    return false;
  }
  if (process.env.MALLOC_ARENA_MAX !== undefined || !onGlibc()) return false;

  const child = spawn(process.execPath, [...process.execArgv, ...process.argv.slice(1)], {
    env: { ...process.env, MALLOC_ARENA_MAX: MALLOC_ARENAS, [RELAUNCHED]: '1' },
    // Its own process group, so that a Ctrl-C reaches it once (through here) and not twice, which would skip the
    // drain; the IPC channel tells it when this process is gone, however it went.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  for (const signal of PASSED_SIGNALS) process.on(signal, () => child.kill(signal));
  child.once('error', (error) => {
    process.stderr.write(
      `Could not start the REST API with MALLOC_ARENA_MAX=${MALLOC_ARENAS}: ${error.message}\n`,
    );
    process.exit(1);
  });
  child.once('exit', (code, signal) => process.exit(code ?? (signal ? 128 + constants.signals[signal] : 1)));
  return true;
}

/** In the child: a launcher that is gone (killed with SIGKILL, say) is taken as a SIGTERM, so the server drains. */
function followLauncher() {
  delete process.env[RELAUNCHED];
  if (!process.connected) return;
  process.channel?.unref();
  process.once('disconnect', () => process.kill(process.pid, 'SIGTERM'));
}
