import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Newest modification time under the given paths (files or folders), skipping build output. */
function newest(paths) {
  let max = 0;
  const walk = (p) => {
    if (!existsSync(p)) return;
    const s = statSync(p);
    if (s.isDirectory()) {
      for (const name of readdirSync(p)) if (name !== 'node_modules' && name !== 'dist') walk(join(p, name));
    } else max = Math.max(max, s.mtimeMs);
  };
  paths.forEach((p) => walk(join(ROOT, p)));
  return max;
}

function run(script) {
  console.log(`> npm run ${script}`);
  // Always a production build: a caller running under NODE_ENV=test (jest) would otherwise get
  // React's development bundle, several times larger than the shipped one.
  const env = { ...process.env, NODE_ENV: 'production' };
  const res = spawnSync('npm', ['run', script], { cwd: ROOT, stdio: 'inherit', env });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

/** Rebuilds a target when its output is missing or older than any of its sources. */
export function buildIfStale(script, output, sources) {
  // The production image ships its build without sources or compilers: it runs what it has.
  if (process.env.SHOP_PREBUILT === '1') return;
  const out = join(ROOT, output);
  const built = existsSync(out) ? statSync(out).mtimeMs : 0;
  if (!built || newest(sources) > built) run(script);
}

// The bundle budgets are checked inside each front end's build: a changed budget rebuilds too.
const SHARED = ['backend/domain', 'package-lock.json', 'scripts/check-bundle-size.mjs'];

export function ensureFrontEndsBuilt() {
  buildIfStale('build:storefront', 'storefront/dist/index.html', ['storefront', ...SHARED]);
  buildIfStale('build:backoffice', 'backoffice/dist/index.html', ['backoffice', ...SHARED]);
}

export function ensureBackendBuilt() {
  buildIfStale('build:backend', 'dist/backend/main.js', [
    'backend',
    'tsconfig.json',
    'tsconfig.build.json',
    'package-lock.json',
  ]);
}
