/**
 * An embedded PostgreSQL left running in our data folder: after the app was killed (SIGKILL, a
 * crash, a process manager that signalled only the npm process), the server keeps running and
 * holds the folder's `postmaster.pid`, so a new start could not use the folder. Such a server is
 * ours (it serves our data folder): it is stopped so the new start can own it. A server still
 * owned by a running app is left alone and reported.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** A start-up problem with its remedy, printed as one line (no stack trace). */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/** `DATA_DIR/postgres.owner`: the process that started the embedded server in `DATA_DIR/postgres`. */
export function ownerFile(dir: string): string {
  return `${resolve(dir)}.owner`;
}

export function writeOwner(dir: string): void {
  writeFileSync(ownerFile(dir), `${process.pid}\n`);
}

export function clearOwner(dir: string): void {
  const file = ownerFile(dir);
  if (readPid(file) === process.pid) rmSync(file, { force: true });
}

function readPid(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').split('\n')[0].trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** True while the process exists and has not ended (a zombie has ended). */
export function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (e: any) {
    return e?.code === 'EPERM';
  }
  return processState(pid)?.state !== 'Z';
}

/** Command line, parent and state of a process, when the system tells us (Linux /proc, else ps). */
function processState(pid: number): { command: string; ppid: number | null; state: string | null } | null {
  try {
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { command, state: fields[0], ppid: Number(fields[1]) };
  } catch {
    /* no /proc: try ps */
  }
  const ps = spawnSync('ps', ['-o', 'ppid=,state=,command=', '-p', String(pid)], { encoding: 'utf8' });
  const m = ps.status === 0 ? /^\s*(\d+)\s+(\S+)\s+(.*)$/.exec(ps.stdout.trim()) : null;
  return m ? { ppid: Number(m[1]), state: m[2][0], command: m[3] } : null;
}

/** True when a command line is a PostgreSQL server started on this data folder (`postgres -D <dir>`). */
export function servesFolder(command: string, dir: string): boolean {
  const args = command.trim().split(' ');
  return /postgres|postmaster/.test(args[0] ?? '') && (args.includes(dir) || args.includes(resolve(dir)));
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Makes the data folder free for a new server: stops a server left running by an earlier start,
 * removes a lock file whose process is something else now, and refuses (StartupError) when another
 * running app still uses the folder.
 */
export async function freeDataFolder(dir: string, log: (m: string) => void): Promise<void> {
  const lockFile = join(dir, 'postmaster.pid');
  const pid = readPid(lockFile);
  if (pid === null) return;
  if (!isRunning(pid)) {
    // A crashed server's lock file. PostgreSQL replaces it itself unless the number still names a
    // zombie (a process that ended but was not reaped), which it would take for a live server.
    rmSync(lockFile, { force: true });
    return;
  }
  const info = processState(pid);
  if (info && !servesFolder(info.command, dir)) {
    // The number was reused by another process (another PostgreSQL's session process looks alike,
    // so the folder on its command line decides): the lock file is stale, but PostgreSQL would take
    // it for a live server, and signalling that process would hurt someone else.
    log(`Removing the stale ${lockFile} (process ${pid} is no PostgreSQL serving this folder).`);
    rmSync(lockFile, { force: true });
    return;
  }
  const owner = readPid(ownerFile(dir));
  const ownedByLiveApp =
    owner !== null && owner !== process.pid && isRunning(owner) && (info?.ppid == null || info.ppid === owner);
  if (ownedByLiveApp) {
    throw new StartupError(
      `The embedded PostgreSQL in ${dir} is in use by another running shop (process ${owner}): stop that one first, or set DATA_DIR to another folder.`,
    );
  }
  log(`An embedded PostgreSQL (process ${pid}) was left running in ${dir} by an earlier start: stopping it.`);
  for (const [signal, waitMs] of [
    ['SIGINT', 20_000], // fast shutdown: ends sessions, writes a checkpoint
    ['SIGQUIT', 5_000], // immediate shutdown: the next start recovers from the write-ahead log
  ] as const) {
    try {
      process.kill(pid, signal);
    } catch {
      /* it ended on its own */
    }
    for (const end = Date.now() + waitMs; Date.now() < end; await sleep(100)) {
      if (!isRunning(pid)) {
        rmSync(lockFile, { force: true });
        return;
      }
      if (!existsSync(lockFile)) return;
    }
  }
  throw new StartupError(
    `The PostgreSQL left running in ${dir} (process ${pid}) does not stop: end it (kill -9 ${pid}) and start again.`,
  );
}
