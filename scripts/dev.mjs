// `npm run dev`: the API in watch mode (tsc --watch, restarted after each compile) on PORT (5001)
// and the two Vite dev servers with hot reload: storefront on 5173, backoffice on 5174, both
// proxying /api to the API. Ctrl-C stops everything.
//
// Why tsc and not tsx/esbuild: NestJS injects by constructor types, which need TypeScript's
// emitDecoratorMetadata; esbuild does not emit it.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { join } from 'node:path';
import { ROOT } from './lib/build-if-stale.mjs';

const PORT = process.env.PORT || '5001';
const env = { ...process.env, PORT, NODE_ENV: process.env.NODE_ENV || 'development' };
const bin = (pkg, file) => join(ROOT, 'node_modules', pkg, file);
const COLORS = { api: 36, tsc: 90, store: 35, admin: 33, dev: 32 };
const tag = (name) => (process.stdout.isTTY ? `\x1b[${COLORS[name]}m[${name}]\x1b[0m` : `[${name}]`);

const children = new Set();
let stopping = false;
let announced = false;

/** Starts a child with its output prefixed by its name; `onLine` sees each stdout line. */
function run(name, args, onLine) {
  const child = spawn(process.execPath, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  for (const stream of [child.stdout, child.stderr]) {
    createInterface({ input: stream }).on('line', (line) => {
      if (onLine && stream === child.stdout) onLine(line);
      console.log(`${tag(name)} ${line}`);
    });
  }
  child.on('exit', (code, signal) => {
    children.delete(child);
    if (!stopping && name !== 'api') {
      console.log(`${tag('dev')} ${name} stopped (${signal ?? code}); stopping everything.`);
      void stopAll(1);
    }
  });
  return child;
}

// --- API: compile in watch mode, (re)start the server after each compile -------------------------
let server = null;
let restartQueued = false;

function stopServer() {
  return new Promise((resolve) => {
    if (!server || server.exitCode !== null) return resolve();
    server.once('exit', () => resolve());
    server.kill('SIGTERM'); // main.ts closes the app and the embedded database on SIGTERM
  });
}

async function restartServer() {
  if (stopping) return;
  if (restartQueued) return;
  restartQueued = true;
  await stopServer();
  restartQueued = false;
  if (stopping) return;
  server = run('api', ['--enable-source-maps', join(ROOT, 'dist', 'backend', 'main.js')], (line) => {
    if (!announced && line.includes('Shop ready')) {
      announced = true;
      setTimeout(printUrls, 200);
    }
  });
}

run('tsc', [bin('typescript', 'bin/tsc'), '-p', 'tsconfig.build.json', '--watch', '--preserveWatchOutput'], (line) => {
  const done = /Found (\d+) errors?\. Watching for file changes/.exec(line);
  if (!done) return;
  if (Number(done[1]) > 0)
    console.log(`${tag('dev')} type errors above: restarting the API anyway with what was emitted.`);
  void restartServer();
});

// --- Front ends: Vite dev servers (the backoffice is served from / in dev so /admin/* routes work) --
run('store', [bin('vite', 'bin/vite.js'), '--config', 'storefront/vite.config.ts', '--port', '5173', '--strictPort']);
run('admin', [
  bin('vite', 'bin/vite.js'),
  '--config',
  'backoffice/vite.config.ts',
  '--port',
  '5174',
  '--strictPort',
  '--base',
  '/',
]);

function printUrls() {
  console.log(
    [
      '',
      `${tag('dev')} Development servers:`,
      `  API            http://localhost:${PORT}/api   (docs: http://localhost:${PORT}/api/docs)`,
      '  storefront     http://localhost:5173/',
      '  store admin    http://localhost:5174/admin/login',
      '  super admin    http://localhost:5174/super-admin/login',
      '  Ctrl-C stops everything.',
      '',
    ].join('\n'),
  );
}

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  const force = setTimeout(() => {
    for (const child of children) child.kill('SIGKILL');
    process.exit(code || 1);
  }, 15_000);
  force.unref();
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
        }),
    ),
  );
  process.exit(code);
}

process.on('SIGINT', () => void stopAll(0));
process.on('SIGTERM', () => void stopAll(0));
