// `npm test`: builds the front ends when stale (browser tests drive the built app), then runs every
// jest project: unit, API e2e and browser.
import { spawnSync } from 'node:child_process';
import { ensureFrontEndsBuilt } from './lib/build-if-stale.mjs';

ensureFrontEndsBuilt();
const args = ['jest', '--ci', ...process.argv.slice(2)];
const res = spawnSync('npx', args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: 'test' } });
process.exit(res.status ?? 1);
