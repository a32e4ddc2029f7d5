// `pnpm start`: runs the built REST API and the gateway (which serves the built web app) as two processes, on
// their embedded defaults, and stops both when either stops or on Ctrl-C.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const restPort = process.env.REST_API_PORT || '8080';
const gatewayPort = process.env.GATEWAY_PORT || '4000';
const restUrl = process.env.REST_API_URL || `http://127.0.0.1:${restPort}`;

const children = [];
function run(name, cwd, env, flags = []) {
  const child = spawn(process.execPath, ['--enable-source-maps', ...flags, 'dist/server.js'], {
    cwd: `${root}${cwd}`,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? code}); stopping the shop`);
      stop(code ?? 1);
    }
  });
  children.push(child);
  return child;
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 5000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve)))).then(() =>
    process.exit(code),
  );
}
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

async function waitFor(url, seconds) {
  for (let i = 0; i < seconds * 4; i += 1) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${seconds} s`);
}

// The REST API trusts X-Forwarded-For from the gateway on loopback, so its per-IP sign-in limits see shoppers.
run('REST API', 'rest-api', {
  REST_API_PORT: restPort,
  TRUST_PROXY: process.env.TRUST_PROXY || '127.0.0.1',
  // Two malloc arenas, as the REST API's image: image uploads' memory is given back (rest-api/README.md, Uploads).
  MALLOC_ARENA_MAX: process.env.MALLOC_ARENA_MAX || '2',
});
await waitFor(`${restUrl}/health`, 180);
run('gateway', 'gateway', { GATEWAY_PORT: gatewayPort, REST_API_URL: restUrl }, ['--max-old-space-size=160']);
await waitFor(`http://127.0.0.1:${gatewayPort}/health`, 60);
console.log(
  `\nLemari is running: the shop at http://127.0.0.1:${gatewayPort}, GraphQL at /graphql, REST API at ${restUrl}\n`,
);
