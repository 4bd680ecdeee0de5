// Runs the app (or a backend CLI) as a child process that ends with us, however we are asked to end.
import { spawn } from 'node:child_process';

/**
 * Spawns `node <args>` with our stdio and an IPC channel (the child stops itself when the channel
 * closes, i.e. when this process dies, even by SIGKILL), passes SIGINT, SIGTERM and SIGHUP on, and
 * exits with the child's code. `env`: the child's environment (ours by default).
 *
 * npm runs scripts through `sh -c`, and when a process manager signals the npm process, npm signals
 * the shell, which dies without passing the signal on. So under npm, a change of parent (the shell
 * is gone) counts as SIGTERM.
 */
export function superviseNode(args, env = process.env) {
  const child = spawn(process.execPath, args, { env, stdio: ['inherit', 'inherit', 'inherit', 'ipc'] });
  const pass = (signal) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => pass(signal));
  let watch;
  if (process.env.npm_lifecycle_event) {
    const parent = process.ppid;
    watch = setInterval(() => {
      if (process.ppid !== parent) {
        clearInterval(watch);
        pass('SIGTERM');
      }
    }, 250);
  }
  child.on('exit', (code, signal) => {
    clearInterval(watch);
    process.exit(code ?? (signal ? 0 : 1));
  });
  return child;
}
