import { ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { heapFlags } from '../../scripts/lib/heap.mjs';

/**
 * `npm start` as a process manager sees it, on the embedded PostgreSQL (no DATABASE_URL) in a
 * temporary DATA_DIR used by every step: a killed app leaves its database running and the next
 * start copes; SIGTERM to the npm process stops the app and its database; a signal during start-up
 * stops the database too; what cannot be handled is one line.
 */
const ROOT = join(__dirname, '..', '..');
const READY = /Shop ready on http:\/\/localhost:(\d+)/;

interface Started {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

describe('npm start: signals, a killed app and a leftover database', () => {
  let dataDir: string;

  beforeAll(() => {
    // What `npm start` does first (build when stale), once, so each start below is quick.
    const built = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        "const m = await import('./scripts/lib/build-if-stale.mjs'); m.ensureBackendBuilt(); m.ensureFrontEndsBuilt();",
      ],
      { cwd: ROOT, stdio: 'inherit' },
    );
    expect(built.status).toBe(0);
    dataDir = mkdtempSync(join(tmpdir(), 'shop-start-'));
    chmodSync(dataDir, 0o755); // when run as root, PostgreSQL runs as its own user and must reach the folder
  }, 300_000);

  afterAll(async () => {
    // Whatever a failed step left running.
    const owner = join(dataDir, 'postgres.owner');
    const app = existsSync(owner) ? Number(readFileSync(owner, 'utf8')) : null;
    // Only processes of this test's folder: a number left in a file may name someone else's process
    // by now (a PostgreSQL session of another test file, which SIGTERM would cut off).
    if (app && ours(app)) process.kill(app, 'SIGTERM');
    for (let i = 0; i < 100 && app && ours(app); i++) await new Promise((r) => setTimeout(r, 100));
    const pid = postmasterPid();
    if (pid && ours(pid)) process.kill(pid, 'SIGQUIT');
    rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  function env(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
    const e: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0' };
    for (const name of ['DATABASE_URL', 'TEST_PG_ADMIN_URL', 'TEST_TEMPLATE_DB', 'LOG_LEVEL']) delete e[name];
    return { ...e, DEMO_DATA: '0', LOG_LEVEL: 'warn', ...extra };
  }

  function start(command: string, args: string[], extra: Record<string, string> = {}): Started {
    const child = spawn(command, args, { cwd: ROOT, env: env(extra), stdio: ['ignore', 'pipe', 'pipe'] });
    let out = '';
    child.stdout!.on('data', (d) => (out += d));
    child.stderr!.on('data', (d) => (out += d));
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
    return { child, output: () => out, exited };
  }

  async function until<T>(what: string, check: () => T | undefined | false, s: Started, ms = 90_000): Promise<T> {
    for (const end = Date.now() + ms; Date.now() < end; await new Promise((r) => setTimeout(r, 100))) {
      const value = check();
      if (value) return value;
    }
    throw new Error(`${what} did not happen. Output:\n${s.output()}`);
  }

  const ready = (s: Started) => until('start-up', () => READY.exec(s.output())?.[1], s).then(Number);

  function postmasterPid(): number | null {
    const file = join(dataDir, 'postgres', 'postmaster.pid');
    return existsSync(file) ? Number(readFileSync(file, 'utf8').split('\n')[0]) : null;
  }

  /** The process exists and has not ended (an orphan that ended may linger unreaped as a zombie). */
  function running(pid: number): boolean {
    try {
      process.kill(pid, 0);
    } catch {
      return false;
    }
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2)[0] !== 'Z';
    } catch {
      return true;
    }
  }

  /** Still running and started for this test's data folder (by its environment or command line). */
  function ours(pid: number): boolean {
    if (!running(pid)) return false;
    try {
      const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      return environ.includes(`DATA_DIR=${dataDir}`) || command.some((arg) => arg.startsWith(dataDir));
    } catch {
      return false; // no /proc (or gone): leave it alone
    }
  }

  const health = async (port: number) => (await fetch(`http://127.0.0.1:${port}/api/health`)).status;

  /** The `npm start` of the first test, stopped by the second. */
  let npmStart: Started | undefined;

  it('starts again after the app alone was killed, its database still running', async () => {
    const first = start(process.execPath, ['dist/backend/main.js']);
    expect(await health(await ready(first))).toBe(200);
    const leftover = postmasterPid()!;
    first.child.kill('SIGKILL');
    await first.exited;
    expect(running(leftover)).toBe(true); // the database outlived its app

    npmStart = start('npm', ['start']);
    expect(await health(await ready(npmStart))).toBe(200);
    expect(npmStart.output()).toContain(`An embedded PostgreSQL (process ${leftover}) was left running`);
    expect(running(leftover)).toBe(false);
    expect(npmStart.output()).not.toMatch(/UnhandledPromiseRejection|\n\s+at /);

    // A second shop on the same folder while this one runs: one line saying why and what to do.
    const other = start(process.execPath, ['dist/backend/main.js']);
    expect(await other.exited).toBe(1);
    const lines = other.output().trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/is in use by another running shop \(process \d+\): stop that one first/);
  }, 180_000);

  it('stops the app and its database within 15 s of SIGTERM to the npm start process', async () => {
    const s = npmStart!;
    const postmaster = postmasterPid()!;
    const app = Number(readFileSync(join(dataDir, 'postgres.owner'), 'utf8'));
    expect(running(app)).toBe(true);
    expect(running(postmaster)).toBe(true);
    // The app runs with the memory settings npm start gives it (scripts/lib/heap.mjs).
    const command = readFileSync(`/proc/${app}/cmdline`, 'utf8').split('\0');
    expect(command).toEqual(expect.arrayContaining(heapFlags(env())));
    const environ = readFileSync(`/proc/${app}/environ`, 'utf8').split('\0');
    expect(environ).toEqual(expect.arrayContaining(['MALLOC_ARENA_MAX=2', 'MALLOC_MMAP_THRESHOLD_=65536']));

    s.child.kill('SIGTERM'); // npm only, as a process manager does
    const end = Date.now() + 15_000;
    while ((running(app) || running(postmaster)) && Date.now() < end) await new Promise((r) => setTimeout(r, 100));
    expect({ app: running(app), database: running(postmaster) }).toEqual({ app: false, database: false });
    expect(existsSync(join(dataDir, 'postgres', 'postmaster.pid'))).toBe(false);
    await s.exited;
  }, 60_000);

  it('stops the database when a signal comes during start-up (migrations and demo data)', async () => {
    const s = start(process.execPath, ['dist/backend/main.js'], { DEMO_DATA: '1' });
    await until('the database start', () => /Embedded PostgreSQL running/.test(s.output()), s);
    const postmaster = postmasterPid()!;
    s.child.kill('SIGINT');
    expect(await s.exited).toBe(0);
    expect(s.output()).not.toMatch(READY);
    expect(running(postmaster)).toBe(false);
    expect(s.output()).not.toMatch(/\n\s+at /);
  }, 120_000);

  it('stops quietly on SIGTERM during the first set-up: no "Unexpected error" from the cut connections', async () => {
    const fresh = mkdtempSync(join(tmpdir(), 'shop-first-'));
    chmodSync(fresh, 0o755);
    try {
      const s = start(process.execPath, ['dist/backend/main.js'], { DATA_DIR: fresh, DEMO_DATA: '1' });
      // The demo accounts are in: the catalogue is being loaded on open connections now.
      await until('the demo accounts', () => /Demo stores and accounts ready/.test(s.output()), s);
      s.child.kill('SIGTERM');
      expect(await s.exited).toBe(0);
      expect(s.output()).toContain('SIGTERM received: shutting down.');
      expect(s.output()).not.toMatch(/Unexpected error|\n\s+at /);
      expect(existsSync(join(fresh, 'postgres', 'postmaster.pid'))).toBe(false);
    } finally {
      // A failed step may leave its database running: stop it before the folder goes.
      const pidFile = join(fresh, 'postgres', 'postmaster.pid');
      const pid = existsSync(pidFile) ? Number(readFileSync(pidFile, 'utf8').split('\n')[0]) : null;
      if (pid && running(pid)) process.kill(pid, 'SIGQUIT');
      rmSync(fresh, { recursive: true, force: true });
    }
  }, 180_000);
});
