// Runs a backend CLI: migrate and seed from the compiled output (building it when stale); the bench
// from its TypeScript source with tsx, as it is not part of the production build (tsconfig.build.json
// leaves backend/bench out). The bench drives the built app, so the build is kept fresh for it too.
// The bench's own code needs no decorator metadata (it starts the app as a separate process).
import { join } from 'node:path';
import { ensureBackendBuilt, ROOT } from './lib/build-if-stale.mjs';
import { superviseNode } from './lib/supervise.mjs';

const [target, ...args] = process.argv.slice(2);
ensureBackendBuilt();
const entry = target.startsWith('bench/')
  ? ['--import', 'tsx', join(ROOT, 'backend', `${target}.ts`)]
  : [join(ROOT, 'dist', 'backend', `${target}.js`)];
superviseNode(['--enable-source-maps', ...entry, ...args]);
