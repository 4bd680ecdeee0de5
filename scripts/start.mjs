// `npm start`: builds what is missing or stale, then runs the shop (migrations and demo data at start).
// SIGINT, SIGTERM or SIGHUP to this process (or to npm) stops the app and its embedded database.
import { join } from 'node:path';
import { ensureBackendBuilt, ensureFrontEndsBuilt, ROOT } from './lib/build-if-stale.mjs';
import { superviseNode } from './lib/supervise.mjs';

ensureBackendBuilt();
ensureFrontEndsBuilt();
// A bounded heap keeps the resident size predictable (Node's default grows to a share of RAM);
// override with NODE_OPTIONS=--max-old-space-size=N.
const heap = /max-old-space-size/.test(process.env.NODE_OPTIONS || '') ? [] : ['--max-old-space-size=384'];
superviseNode([...heap, '--enable-source-maps', join(ROOT, 'dist', 'backend', 'main.js')]);
