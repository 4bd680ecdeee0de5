// Runs a backend CLI (migrate, seed, bench) from the compiled output, building it when stale.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBackendBuilt, ROOT } from './lib/build-if-stale.mjs';

const [target, ...args] = process.argv.slice(2);
ensureBackendBuilt();
const child = spawn(
  process.execPath,
  ['--enable-source-maps', join(ROOT, 'dist', 'backend', `${target}.js`), ...args],
  { stdio: 'inherit' },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 1));
