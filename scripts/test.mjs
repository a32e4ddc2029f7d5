// `pnpm test`: every check and every package's suite, each run even when one before it failed, so that one red
// line does not hide the rest (a typecheck error used to keep the gateway's tests and the journeys from running at
// all). The packages' suites run through `pnpm -r --no-bail`. Exits 1, after a summary, when any step failed.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

const STEPS = [
  ['codegen is up to date', ['codegen:check']],
  ['typecheck', ['typecheck']],
  ['ESLint', ['lint']],
  ['Prettier', ['format:check']],
  ["every package's tests", ['-r', '--no-bail', '--if-present', '--reporter-hide-prefix', 'test']],
];

const failed = [];
for (const [name, args] of STEPS) {
  console.log(`\n▶ ${name}: pnpm ${args.join(' ')}`);
  const started = Date.now();
  const run = spawnSync('pnpm', args, { cwd: root, stdio: 'inherit' });
  console.log(
    `◀ ${name}: ${run.status === 0 ? 'passed' : 'failed'} in ${Math.round((Date.now() - started) / 1000)} s`,
  );
  if (run.status !== 0) failed.push(`${name} (${run.error?.message ?? `exit ${run.status ?? run.signal}`})`);
}

if (failed.length > 0) {
  console.error(`\n✗ ${failed.length} of ${STEPS.length} steps failed: ${failed.join('; ')}`);
  process.exit(1);
}
console.log(`\n✓ all ${STEPS.length} steps passed`);
