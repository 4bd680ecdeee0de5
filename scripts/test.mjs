// `npm test`: builds the front ends when stale (browser tests drive the built app), then runs every
// jest project: unit and API e2e in parallel, then the browser tests, two files at a time (each
// drives Chromium against its own app; one file uses about two thirds of a core, the rest waiting
// on its pages, so two at a time take about 60 % of the time one at a time does). BROWSER_WORKERS
// sets how many (1 runs them one by one).
// Type errors and lint errors fail it first. Extra arguments (a path, -t, --selectProjects ...)
// run a single jest invocation instead, without those checks.
import { spawnSync } from 'node:child_process';
import { ensureFrontEndsBuilt } from './lib/build-if-stale.mjs';

ensureFrontEndsBuilt();
const env = { ...process.env, NODE_ENV: 'test' };
const jest = (args) => spawnSync('npx', ['jest', '--ci', ...args], { stdio: 'inherit', env }).status ?? 1;

const extra = process.argv.slice(2);
if (extra.length) process.exit(jest(extra));

// Type errors in any of the three parts, or a lint error, fail the run before any test starts.
const check = (script) => spawnSync('npm', ['run', '--silent', script], { stdio: 'inherit', env }).status ?? 1;
if (check('typecheck') !== 0 || check('lint') !== 0) {
  console.error('\nnpm test failed: fix the type or lint errors above first.');
  process.exit(1);
}

const fast = jest(['--selectProjects', 'unit', 'e2e']);
const browser = jest(['--selectProjects', 'browser', '--maxWorkers', process.env.BROWSER_WORKERS || '2']);
if (fast !== 0 || browser !== 0) {
  console.error(`\nnpm test failed: unit + e2e exit ${fast}, browser exit ${browser}`);
  process.exit(1);
}
