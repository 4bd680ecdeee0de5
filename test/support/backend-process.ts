import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');

/**
 * A `node -e` script that runs a backend entry point (e.g. 'backend/main.ts') from its TypeScript
 * source, compiled on load by @swc/core, in a real Node process. `hide` makes packages unloadable
 * (require, require.resolve and import() alike), as if they were not installed; `args` are its
 * command-line arguments.
 */
export function backendScript(entry: string, options: { hide?: string[]; args?: string[] } = {}): string {
  const hide = JSON.stringify(options.hide ?? []);
  const argv = JSON.stringify([join(ROOT, entry), ...(options.args ?? [])]);
  return `
const swc = require(${JSON.stringify(join(ROOT, 'node_modules', '@swc', 'core'))});
const fs = require('fs');
const Module = require('module');
const HIDE = ${hide};
const hidden = (r) => HIDE.some((h) => r === h || r.startsWith(h + '/'));
if (HIDE.length) {
  const resolve = Module._resolveFilename;
  Module._resolveFilename = function (request, ...rest) {
    if (hidden(request)) {
      const e = new Error("Cannot find module '" + request + "'");
      e.code = 'MODULE_NOT_FOUND';
      throw e;
    }
    return resolve.call(this, request, ...rest);
  };
  Module.register('data:text/javascript,' + encodeURIComponent(
    'const HIDE = ' + JSON.stringify(HIDE) + ';' +
    'export async function resolve(s, c, next) {' +
    '  if (HIDE.some((h) => s === h || s.startsWith(h + "/"))) {' +
    '    const e = new Error("Cannot find package \\'" + s + "\\'"); e.code = "ERR_MODULE_NOT_FOUND"; throw e;' +
    '  }' +
    '  return next(s, c);' +
    '}'));
}
require.extensions['.ts'] = (m, filename) => {
  const out = swc.transformSync(fs.readFileSync(filename, 'utf8'), { filename, jsc: { parser: { syntax: 'typescript', decorators: true }, transform: { legacyDecorator: true, decoratorMetadata: true }, target: 'es2022', keepClassNames: true }, module: { type: 'commonjs' } });
  m._compile(out.code, filename);
};
// Run as the main module (require.main === module), with its command-line arguments.
process.argv = [process.argv[0], ...${argv}];
Module.runMain();
`;
}

export interface BackendProcess {
  child: ChildProcess;
  /** stdout and stderr so far, interleaved. */
  output(): string;
  /** Resolves with the first match of `pattern` in the output; rejects if the process ends first. */
  waitFor(pattern: RegExp, timeoutMs?: number): Promise<RegExpMatchArray>;
  /** Resolves when the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** Starts a backend entry point (see backendScript) with this environment added to the test's own. */
export function startBackend(
  entry: string,
  env: Record<string, string>,
  options: { hide?: string[]; args?: string[] } = {},
): BackendProcess {
  const child = spawn(process.execPath, ['-e', backendScript(entry, options)], {
    cwd: ROOT,
    env: { ...process.env, ...env },
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    output += chunk.toString('utf8');
    for (const l of listeners) l();
  };
  child.stdout!.on('data', onData);
  child.stderr!.on('data', onData);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('close', (code, signal) => resolve({ code, signal })),
  );
  return {
    child,
    output: () => output,
    exited,
    waitFor(pattern, timeoutMs = 60_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const m = pattern.exec(output);
          if (m) {
            done();
            resolve(m);
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`No ${pattern} within ${timeoutMs} ms:\n${output}`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          listeners.delete(check);
        };
        void exited.then(({ code, signal }) => {
          if (!listeners.has(check)) return;
          done();
          reject(new Error(`The process ended (${signal ?? code}) before ${pattern}:\n${output}`));
        });
        listeners.add(check);
        check();
      });
    },
  };
}
