// Runs a backend CLI (migrate, seed, bench) from the compiled output, building it when stale.
import { join } from 'node:path';
import { ensureBackendBuilt, ROOT } from './lib/build-if-stale.mjs';
import { superviseNode } from './lib/supervise.mjs';

const [target, ...args] = process.argv.slice(2);
ensureBackendBuilt();
superviseNode(['--enable-source-maps', join(ROOT, 'dist', 'backend', `${target}.js`), ...args]);
