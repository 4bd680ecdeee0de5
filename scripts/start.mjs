// `npm start`: builds what is missing or stale, then runs the shop (migrations and demo data at start).
// SIGINT, SIGTERM or SIGHUP to this process (or to npm) stops the app and its embedded database.
import { join } from 'node:path';
import { ensureBackendBuilt, ensureFrontEndsBuilt, ROOT } from './lib/build-if-stale.mjs';
import { appEnv, heapFlags } from './lib/heap.mjs';
import { superviseNode } from './lib/supervise.mjs';

ensureBackendBuilt();
ensureFrontEndsBuilt();
superviseNode([...heapFlags(), '--enable-source-maps', join(ROOT, 'dist', 'backend', 'main.js')], appEnv());
