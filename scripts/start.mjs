// `npm start`: builds what is missing or stale, then runs the shop (migrations and demo data at start).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ensureBackendBuilt, ensureFrontEndsBuilt, ROOT } from './lib/build-if-stale.mjs';

ensureBackendBuilt();
ensureFrontEndsBuilt();
// A bounded heap keeps the resident size predictable (Node's default grows to a share of RAM);
// override with NODE_OPTIONS=--max-old-space-size=N.
const heap = /max-old-space-size/.test(process.env.NODE_OPTIONS || '') ? [] : ['--max-old-space-size=384'];
const child = spawn(process.execPath, [...heap, '--enable-source-maps', join(ROOT, 'dist', 'backend', 'main.js')], {
  stdio: 'inherit',
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
